import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test-helpers";
import { ProductCard, type ProductCardProduct } from "./ProductCard";

const product: ProductCardProduct = {
  title: "Westbrook 60cm Pyrolytic Built-in Oven with Air Fry and Steam Assist in Stainless Steel and Black Glass",
  href: "/p/westbrook-60cm-pyrolytic-oven",
  imageUrl: "/oven.png",
  imageAlt: "Westbrook oven front",
  brandName: "Westbrook",
  price: 1299,
  rrp: 1599,
  ribbons: [{ type: "sale" }, { type: "save", text: "Save $300" }],
  condition: "Cosmetic Imperfection",
  missingParts: ["oven rack"],
  stockStatus: "inStock",
};

describe("ProductCard", () => {
  it("loads a card's image lazily, and a first-screen card's at once with high priority", () => {
    const { unmount } = renderWithProviders(<ProductCard product={product} />);
    expect(screen.getByRole("img")).toHaveAttribute("loading", "lazy");
    expect(screen.getByRole("img")).toHaveAttribute("fetchpriority", "auto");
    unmount();
    renderWithProviders(<ProductCard product={product} priority />);
    expect(screen.getByRole("img")).toHaveAttribute("loading", "eager");
    expect(screen.getByRole("img")).toHaveAttribute("fetchpriority", "high");
  });

  it("links the title to the product, cut at 84 characters with the full title kept", () => {
    renderWithProviders(<ProductCard product={product} />);
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", "/p/westbrook-60cm-pyrolytic-oven");
    expect(link.textContent).toHaveLength(87);
    expect(link.textContent?.endsWith("...")).toBe(true);
    expect(link).toHaveAttribute("title", product.title);
    expect(screen.getByRole("heading", { level: 3 })).toContainElement(link);
  });

  it("shows brand, image, condition, missing parts, price and stock", () => {
    renderWithProviders(<ProductCard product={product} />);
    expect(screen.getByText("Westbrook")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Westbrook oven front" })).toHaveAttribute("width", "320");
    expect(screen.getByText("Cosmetic Imperfection")).toBeInTheDocument();
    expect(screen.getByText("Missing parts:")).toBeInTheDocument();
    expect(screen.getByText("$1,299")).toBeInTheDocument();
    expect(screen.getByText("Save $300", { selector: "span" })).toBeInTheDocument();
    expect(screen.getByText("In stock")).toBeInTheDocument();
  });

  it("shows ribbons only where the brand does", () => {
    const { unmount } = renderWithProviders(<ProductCard product={product} />, { features: { showRibbons: true } });
    expect(screen.getByText("Sale")).toBeInTheDocument();
    unmount();
    renderWithProviders(<ProductCard product={product} />, { features: { showRibbons: false } });
    expect(screen.queryByText("Sale")).not.toBeInTheDocument();
  });

  it("asks logged-out trade shoppers to log in for the price", () => {
    renderWithProviders(<ProductCard product={product} />, { features: { pricesNeedLogin: true } });
    expect(screen.getByRole("link", { name: "LOG IN FOR PRICE" })).toBeInTheDocument();
  });
});
