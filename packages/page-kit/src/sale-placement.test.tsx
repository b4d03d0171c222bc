import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NO_SALE } from "@storefront/api-client/content";
import { SaleArtwork, salePlacementOf, useSalePlacement } from "./sale-placement";
import { fakeFetch, renderWithProviders, saleFixture } from "./testing";

function Placement() {
  const placement = useSalePlacement("navIcon");
  return placement ? <SaleArtwork image={placement.image} alt={placement.sale.name} /> : <p>No sale</p>;
}

describe("sale placements (spec 3 §3)", () => {
  it("gives each of the seven placements its image while a sale is on", () => {
    const sale = saleFixture();
    for (const placement of [
      "categoryBadge",
      "checkoutBanner",
      "footerBanner",
      "homePageBanner",
      "navIcon",
      "priceTag",
      "siteWideHeaderBanners",
    ] as const) {
      expect(salePlacementOf(sale, placement)?.image.src).toBe(sale.images[placement]?.src);
    }
  });

  it("gives none while no sale is on, and none for a placement the sale has no image for", () => {
    expect(salePlacementOf(undefined, "navIcon")).toBeNull();
    expect(salePlacementOf({ ...saleFixture(), isSaleOn: false }, "navIcon")).toBeNull();
    expect(salePlacementOf(saleFixture({ images: {} }), "navIcon")).toBeNull();
  });

  it("draws the image at the sale's size and passes no other attribute of the answer to the page", () => {
    const image = {
      src: "/api/images/sale/nav-icon.svg",
      attributes: { width: "32", height: "32", onerror: "alert(1)", style: "position:fixed" },
    };
    render(<SaleArtwork image={image} alt="Summer Sale" />);
    const img = screen.getByRole("img", { name: "Summer Sale" });
    expect(img).toHaveAttribute("width", "32");
    expect(img).toHaveAttribute("height", "32");
    expect(img).not.toHaveAttribute("onerror");
    expect(img).not.toHaveAttribute("style");
  });

  it("shows the root loader's sale in the first render, before the browser asks again", () => {
    const api = fakeFetch({ "GET /api/promotion/sale": NO_SALE });
    renderWithProviders([{ path: "/", element: <Placement /> }], { fetch: api.fetch, rootData: { sale: saleFixture() } });
    expect(screen.getByRole("img", { name: "Summer Sale" })).toHaveAttribute("src", "/api/images/sale/nav-icon.svg");
  });

  it("shows nothing where the sale of the day is none", async () => {
    const api = fakeFetch({ "GET /api/promotion/sale": NO_SALE });
    renderWithProviders([{ path: "/", element: <Placement /> }], { fetch: api.fetch });
    expect(await screen.findByText("No sale")).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
