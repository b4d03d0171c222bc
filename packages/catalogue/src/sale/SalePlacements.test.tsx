import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NO_SALE } from "@storefront/api-client/content";
import { SaleBanner } from "../home/HomePage";
import { ProductGrid } from "../listing/ProductGrid";
import { fakeApi, productSummary, renderWithProviders, saleFixture } from "../test-helpers";
import { SaleCategoryBadge } from "./SalePlacements";

const inSale = productSummary({ sku: "SALE-1", title: "Sale Oven", ribbons: [{ type: "sale", text: "Sale" }] });
const notInSale = productSummary({ sku: "FULL-1", title: "Full Price Oven", uri: "/p/full-price-oven", ribbons: [] });

function renderWith(element: React.ReactElement, sale: unknown) {
  return renderWithProviders([{ path: "*", element }], { api: fakeApi({ "GET /api/promotion/sale": sale }).client });
}

describe("the catalogue's sale placements (spec 3 §3)", () => {
  it("puts the category badge, a link to the sale, while a sale is on", async () => {
    renderWith(<SaleCategoryBadge />, saleFixture());
    const badge = await screen.findByRole("link", { name: "Summer Sale: shop the sale" });
    expect(badge).toHaveAttribute("href", "/sale");
    expect(within(badge).getByRole("img")).toHaveAttribute("src", "/api/images/sale/category-badge.svg");
  });

  it("puts no category badge while no sale is on", async () => {
    const { queryClient } = renderWith(<SaleCategoryBadge />, NO_SALE);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("draws the home page banner behind the home page's sale strip, as decoration under its heading", () => {
    const { container } = renderWith(<SaleBanner sale={saleFixture()} />, saleFixture());
    const strip = screen.getByRole("region", { name: "Summer Sale" });
    expect(within(strip).getByRole("link", { name: "Shop the sale" })).toHaveAttribute("href", "/sale");
    const artwork = container.querySelector('img[src="/api/images/sale/home-page-banner.svg"]');
    expect(artwork).toHaveAttribute("alt", "");
    expect(artwork).toHaveAttribute("width", "1600");
  });

  it("draws the home page's sale strip without artwork for a sale that has none", () => {
    const { container } = renderWith(<SaleBanner sale={saleFixture({ images: {} })} />, NO_SALE);
    expect(screen.getByRole("region", { name: "Summer Sale" })).toBeInTheDocument();
    expect(container.querySelector("img")).toBeNull();
  });

  it("tags the price of the products the sale marks, and only those", async () => {
    renderWith(<ProductGrid products={[inSale, notInSale]} />, saleFixture());
    const [saleCard, fullPriceCard] = screen.getAllByRole("article");
    expect(within(saleCard!).getByRole("heading", { name: "Sale Oven" })).toBeInTheDocument();
    expect(await within(saleCard!).findByRole("img", { name: "Summer Sale price" })).toHaveAttribute(
      "src",
      "/api/images/sale/price-tag.svg",
    );
    expect(within(fullPriceCard!).queryByRole("img", { name: "Summer Sale price" })).toBeNull();
  });

  it("tags no price while no sale is on", async () => {
    const { queryClient } = renderWith(<ProductGrid products={[inSale]} />, NO_SALE);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole("img", { name: "Summer Sale price" })).toBeNull();
  });
});
