import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NO_SALE } from "@storefront/api-client/content";
import { fakeFetch, renderWithProviders, saleFixture } from "@storefront/page-kit/testing";
import { SaleCheckoutBanner } from "./SaleCheckoutBanner";

function renderBanner(sale: unknown) {
  const api = fakeFetch({ "GET /api/promotion/sale": sale });
  return renderWithProviders([{ path: "/", element: <SaleCheckoutBanner /> }], { fetch: api.fetch, rootData: { sale: sale as never } });
}

describe("the sale's checkout banner (spec 3 §3)", () => {
  it("shows the checkout banner while a sale is on, saying the sale, leading nowhere else", () => {
    renderBanner(saleFixture());
    const banner = screen.getByRole("img", { name: "Summer Sale: Up to 30% off selected products. Ends soon." });
    expect(banner).toHaveAttribute("src", "/api/images/sale/checkout-banner.svg");
    expect(banner.closest("a")).toBeNull();
  });

  it("shows none while no sale is on", () => {
    renderBanner(NO_SALE);
    expect(screen.queryByRole("img")).toBeNull();
  });
});
