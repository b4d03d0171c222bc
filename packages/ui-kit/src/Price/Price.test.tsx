import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test-helpers";
import { Price } from "./Price";

describe("Price", () => {
  it("shows whole amounts without decimals and others with two", () => {
    renderWithProviders(
      <>
        <Price price={1299} />
        <Price price={1299.5} size="small" />
      </>,
    );
    expect(screen.getByText("$1,299")).toBeInTheDocument();
    expect(screen.getByText("$1,299.50")).toBeInTheDocument();
  });

  it("raises non-zero cents in the expanded size and reads the full amount", () => {
    const { container } = renderWithProviders(<Price price={1299.5} size="expanded" />);
    expect(container.querySelector("sup")).toHaveTextContent("50");
    expect(screen.getByText("$1,299.50")).toBeInTheDocument();
  });

  it("adds no superscript for whole dollars", () => {
    const { container } = renderWithProviders(<Price price={899} size="expanded" />);
    expect(container.querySelector("sup")).toBeNull();
  });

  it("says 'Request Price' for a product without a price", () => {
    renderWithProviders(
      <>
        <Price price={null} />
        <Price price={0} size="expanded" />
      </>,
    );
    expect(screen.getAllByText("Request Price")).toHaveLength(2);
  });

  it("reads 'FREE' for a zero quote line and 'N/A' for one without a price", () => {
    renderWithProviders(
      <>
        <Price price={0} size="project" />
        <Price price={null} size="project" />
      </>,
    );
    expect(screen.getByText("FREE")).toBeInTheDocument();
    expect(screen.getByText("N/A")).toBeInTheDocument();
  });

  it("links logged-out shoppers to the login page where prices need login", () => {
    renderWithProviders(<Price price={1299} rrp={1499} />, { features: { pricesNeedLogin: true } });
    expect(screen.getByRole("link", { name: "LOG IN FOR PRICE" })).toHaveAttribute("href", "/account/login");
    expect(screen.queryByText("$1,299")).not.toBeInTheDocument();
  });

  it("shows the price to signed-in shoppers where prices need login", () => {
    renderWithProviders(<Price price={1299} loggedIn />, { features: { pricesNeedLogin: true } });
    expect(screen.getByText("$1,299")).toBeInTheDocument();
  });

  it("adds RRP and saving lines from 5 percent off RRP", () => {
    renderWithProviders(<Price price={950} rrp={1000} />);
    expect(screen.getByText("RRP $1,000")).toBeInTheDocument();
    expect(screen.getByText("Save $50")).toBeInTheDocument();
  });

  it("adds them from 200 off RRP even below 5 percent", () => {
    renderWithProviders(<Price price={4800} rrp={5000} />);
    expect(screen.getByText("Save $200")).toBeInTheDocument();
  });

  it("leaves them out for a smaller discount and in the small size", () => {
    renderWithProviders(
      <>
        <Price price={960} rrp={1000} />
        <Price price={500} rrp={1000} size="small" />
      </>,
    );
    expect(screen.queryByText(/RRP/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Save/)).not.toBeInTheDocument();
  });
});
