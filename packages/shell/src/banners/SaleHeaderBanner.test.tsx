import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NO_SALE } from "@storefront/api-client/content";
import { fakeFetch, renderWithProviders, saleFixture } from "@storefront/page-kit/testing";
import { DesktopNav } from "../navigation/DesktopNav";
import MobileNavDrawer from "../navigation/MobileNavDrawer";
import { navbarFixture } from "../test-helpers";
import { SaleHeaderBanner } from "./SaleHeaderBanner";

function renderPlacements(sale: unknown) {
  const api = fakeFetch({ "GET /api/promotion/sale": sale });
  return renderWithProviders(
    [
      {
        path: "/",
        element: (
          <>
            <SaleHeaderBanner />
            <DesktopNav navbar={navbarFixture} />
          </>
        ),
      },
    ],
    { fetch: api.fetch, rootData: { sale: sale as never } },
  );
}

describe("the shell's sale placements (spec 3 §3)", () => {
  it("puts the site-wide header banner, a link to the sale, in the first render (the root loader's sale)", () => {
    renderPlacements(saleFixture());
    const banner = screen.getByRole("link", { name: "Summer Sale: Up to 30% off selected products. Ends soon." });
    expect(within(banner).getByRole("img")).toHaveAttribute("src", "/api/images/sale/site-wide-header-banner.svg");
    expect(banner).toHaveAttribute("href", "/sale");
  });

  it("adds the sale with its navigation icon after the categories", () => {
    renderPlacements(saleFixture());
    const nav = screen.getByRole("navigation", { name: "Main" });
    const sale = within(nav).getByRole("link", { name: "Summer Sale" });
    expect(sale).toHaveAttribute("href", "/sale");
    expect(sale.querySelector("img")).toHaveAttribute("src", "/api/images/sale/nav-icon.svg");
  });

  it("puts the sale in the phone's menu too", () => {
    const api = fakeFetch({ "GET /api/promotion/sale": saleFixture() });
    renderWithProviders([{ path: "/", element: <MobileNavDrawer navbar={navbarFixture} /> }], {
      fetch: api.fetch,
      rootData: { sale: saleFixture() },
    });
    expect(screen.getByRole("link", { name: "Summer Sale" })).toHaveAttribute("href", "/sale");
  });

  it("shows neither while no sale is on", () => {
    renderPlacements(NO_SALE);
    expect(screen.queryByRole("link", { name: /Summer Sale/ })).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
