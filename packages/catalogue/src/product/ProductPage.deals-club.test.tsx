import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { productKeys } from "@storefront/api-client/product";
import { resetSession, signIn } from "@storefront/page-kit/testing";
import { MEMBER_PRICE_TEXTS } from "@storefront/ui-kit/member-price";
import { fakeApi, productDetail, renderWithProviders, testQueryClient } from "../test-helpers";
import { ProductPage } from "./ProductPage";

const upsell = { sku: "KOR-FR1115", currency: "AUD", options: [] };

function renderOffer(settings: Record<string, string>, member = false) {
  const product = { ...productDetail(), memberPrice: 999 };
  const api = fakeApi({
    "GET /api/v2/product/upselloptions/sku/KOR-FR1115": upsell,
    "GET /api/account": {
      winningUserId: null,
      winningCmsUrl: null,
      firstName: "Riley",
      lastName: "Harper",
      email: "r@example.com",
      salespersonCode: null,
    },
    "GET /api/account/deals-club": { enabled: true, member, joinedAt: member ? "2026-11-01T00:00:00.000Z" : null },
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(productKeys.bySlug(product.slug), product);
  return renderWithProviders([{ path: "*", element: <ProductPage slug={product.slug} /> }], {
    path: product.uri,
    api: api.client,
    queryClient,
    settings,
  });
}

describe("the product page's deals club price (issue 45 item 3)", () => {
  afterEach(() => resetSession());

  it("offers the member price with a way to join where dealsClubEnabled is on", () => {
    renderOffer({ dealsClubEnabled: "true" });
    const price = screen.getByLabelText("Price");
    expect(price).toHaveTextContent(`${MEMBER_PRICE_TEXTS.price}$999`);
    expect(screen.getByRole("link", { name: MEMBER_PRICE_TEXTS.joinLabel })).toHaveAttribute("href", "/account/deals-club");
  });

  it("tells a signed-in member the price is theirs", async () => {
    signIn();
    renderOffer({ dealsClubEnabled: "true" }, true);
    expect(await screen.findByText(MEMBER_PRICE_TEXTS.yours)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: MEMBER_PRICE_TEXTS.joinLabel })).toBeNull();
  });

  it("shows no member price where dealsClubEnabled is off", () => {
    renderOffer({ dealsClubEnabled: "false" });
    expect(screen.queryByText(MEMBER_PRICE_TEXTS.price)).toBeNull();
  });
});
