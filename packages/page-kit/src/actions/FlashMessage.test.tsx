import { fireEvent, screen } from "@testing-library/react";
import { Link } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing";
import { FlashMessage } from "./FlashMessage";

function Page({ name }: { name: string }) {
  return (
    <>
      <FlashMessage />
      <h1>{name}</h1>
      <Link to="/stores">Stores</Link>
    </>
  );
}

const routes = [
  { path: "/p/oven", element: <Page name="Oven" /> },
  { path: "/stores", element: <Page name="Stores" /> },
];

describe("the outcome of a post made without JavaScript (issue 40)", () => {
  it("shows a success as a polite status on the page the shopper came back to", () => {
    renderWithProviders(routes, { path: "/p/oven", rootData: { flash: { ok: true, message: "Added to your cart." } } });
    expect(screen.getByRole("status")).toHaveTextContent("Added to your cart.");
  });

  it("shows a refusal as an alert, with its heading", () => {
    renderWithProviders(routes, {
      path: "/p/oven",
      rootData: { flash: { ok: false, title: "Too many products", message: "You've already selected 3 products to compare." } },
    });
    expect(screen.getByRole("alert")).toHaveTextContent(/^Too many productsYou've already selected 3 products to compare\.$/);
  });

  it("stays behind when the shopper moves to another page", async () => {
    renderWithProviders(routes, { path: "/p/oven", rootData: { flash: { ok: true, message: "Added to your cart." } } });
    fireEvent.click(screen.getByRole("link", { name: "Stores" }));
    expect(await screen.findByRole("heading", { name: "Stores" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows nothing without a flash", () => {
    renderWithProviders(routes, { path: "/p/oven", rootData: {} });
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
