import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Cart } from "@storefront/api-client/cart";
import { fakeFetch, renderWithProviders } from "@storefront/page-kit/testing";
import { MEMBER_PRICE_TEXTS } from "@storefront/ui-kit/member-price";
import { HeaderCart } from "./HeaderCart";
import { HeaderHost, line } from "./test-helpers";

function cartWith(memberPriced: boolean, memberPrice: number | null): Cart {
  return {
    cartId: "5d1e4c1a-0000-4000-8000-000000000001",
    products: [line({ price: memberPriced ? 1799 : 1999, quantity: 1, memberPrice, memberPriced })],
    rewards: [],
    productCount: 1,
    orderTotal: memberPriced ? 1799 : 1999,
    messages: [],
    errors: [],
    ...(memberPrice === null ? {} : { dealsClubMember: memberPriced }),
  };
}

async function openCartWith(cart: Cart) {
  const api = fakeFetch({ "GET /api/cart/": cart });
  renderWithProviders([{ path: "/", element: <HeaderHost part={HeaderCart} /> }], { fetch: api.fetch });
  await userEvent.click(await screen.findByRole("button", { name: "Cart, 1 item" }));
  const region = screen.getByRole("region", { name: "Your cart" });
  await waitFor(() => expect(within(region).getByRole("list", { name: "Cart items" })).toBeInTheDocument());
  return region;
}

describe("the cart's deals club prices (issue 45 item 3)", () => {
  it("tells a member the line is at their member price", async () => {
    const region = await openCartWith(cartWith(true, 1799));
    expect(within(region).getByText(MEMBER_PRICE_TEXTS.yours)).toBeInTheDocument();
    expect(within(region).queryByRole("link", { name: MEMBER_PRICE_TEXTS.joinLabel })).toBeNull();
  });

  it("offers the member price, with a way to join, on a line charged at the everyday price", async () => {
    const region = await openCartWith(cartWith(false, 1799));
    expect(within(region).getByText(MEMBER_PRICE_TEXTS.price)).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: MEMBER_PRICE_TEXTS.joinLabel })).toHaveAttribute("href", "/account/deals-club");
  });

  it("shows nothing of the club where the API sends no member price (dealsClubEnabled off)", async () => {
    const region = await openCartWith(cartWith(false, null));
    expect(within(region).queryByText(MEMBER_PRICE_TEXTS.price)).toBeNull();
  });
});
