import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test-helpers";
import { Pagination } from "./Pagination";
import { PaginationProvider, usePaginationPage } from "./PaginationProvider";

describe("Pagination", () => {
  it("starts on page 1 and moves with the page, next and previous buttons", async () => {
    const onPageChange = vi.fn();
    renderWithProviders(<Pagination totalItems={45} itemsPerPage={10} onPageChange={onPageChange} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Page 5" }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    expect(screen.getByRole("button", { name: "Page 5" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it("brings a controlled page outside the range back inside it", () => {
    renderWithProviders(<Pagination totalItems={30} itemsPerPage={10} page={9} />);
    expect(screen.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
  });

  it("draws nothing for a single page or no items", () => {
    const { container } = renderWithProviders(
      <>
        <Pagination totalItems={10} itemsPerPage={10} />
        <Pagination totalItems={0} itemsPerPage={10} />
        <Pagination totalItems={-3} itemsPerPage={10} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("shares an instance's page through the provider", async () => {
    function Results() {
      const [page] = usePaginationPage("orders");
      return <p>Showing page {page}</p>;
    }
    renderWithProviders(
      <PaginationProvider>
        <Results />
        <Pagination id="orders" totalItems={26} itemsPerPage={13} />
      </PaginationProvider>,
    );
    expect(screen.getByText("Showing page 1")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(screen.getByText("Showing page 2")).toBeInTheDocument();
  });
});

describe("Pagination with addresses (issue 40 item 2)", () => {
  it("makes every page a link to its address, the current one marked and the unreachable step without one", async () => {
    const onPageChange = vi.fn();
    renderWithProviders(
      <Pagination totalItems={45} itemsPerPage={10} page={1} hrefOf={(page) => `/c/kitchen?page=${page}`} onPageChange={onPageChange} />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/c/kitchen?page=2");
    expect(screen.getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/c/kitchen?page=2");
    const previous = screen.getByRole("link", { name: "Previous page" });
    expect(previous).not.toHaveAttribute("href");
    expect(previous).toHaveAttribute("aria-disabled", "true");

    // jsdom cannot follow a link: the page stays where it is.
    const stayOnPage = (event: Event) => event.preventDefault();
    document.addEventListener("click", stayOnPage);
    await userEvent.click(screen.getByRole("link", { name: "Page 5" }));
    document.removeEventListener("click", stayOnPage);
    expect(onPageChange).toHaveBeenLastCalledWith(5);
  });
});
