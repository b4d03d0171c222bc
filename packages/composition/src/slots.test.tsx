import { screen, waitFor, within } from "@testing-library/react";
import { Outlet } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { brandWith, fakeFetch, renderWithProviders, resetSession, signIn, staffInfo } from "@storefront/page-kit/testing";
import { ShellLayout } from "@storefront/shell/layout";
import { EMPTY_CART_ID } from "@storefront/validation/cart";
import { storefrontSlots } from "./slots";

/** The empty cart the API answers a new shopper (spec 3 §3: an all-zero id). */
const emptyCart = { cartId: EMPTY_CART_ID, products: [], rewards: [], productCount: 0, orderTotal: 0, messages: [], errors: [] };

function routes() {
  return [
    {
      id: "root",
      path: "/",
      loader: () => ({ companyName: "Wattle & Ash", settings: {}, navbar: null, origin: "https://shop.test" }),
      element: (
        <ShellLayout slots={storefrontSlots}>
          <Outlet />
        </ShellLayout>
      ),
      children: [{ path: "c/kitchen", element: <p>Kitchen</p>, handle: { pageType: "categoryPage" } }],
    },
  ];
}

beforeEach(() => {
  resetSession();
  document.body.className = "";
});

describe("the shell's slots, filled by the composition", () => {
  it("hold the cart button, the compare tray, the admin navbar and the chat widget", async () => {
    signIn("staff-morgan");
    const api = fakeFetch({
      "GET /api/cart/": emptyCart,
      "GET /api/account": staffInfo,
      "GET /api/compare": {
        products: [
          {
            sku: "A",
            productSKU: "A",
            productId: 1,
            productName: "Oven A",
            productImage: "",
            brandName: "",
            brandImage: "",
            price: 1,
            uri: "/p/a",
          },
        ],
      },
    });
    const { container } = renderWithProviders(routes(), { path: "/c/kitchen", brand: brandWith({ staffTooling: true }), fetch: api.fetch });
    // The header's parts load lazily: on CI's two cores, beside every other suite, they took over the
    // preset's 5 s to arrive (a failed clean run at 19:42 on 2026-11-27).
    expect(await screen.findByRole("button", { name: /^Cart, \d+ items?$/ }, { timeout: 20_000 })).toBeInTheDocument();
    const tray = await screen.findByRole("region", { name: "Compare products" });
    await waitFor(() => expect(tray).toHaveTextContent("Oven A"));
    expect(container.querySelector('[data-shell-slot="compare-overlay"]')).toContainElement(tray);
    const bar = await screen.findByRole("navigation", { name: "Admin navigation" });
    expect(within(bar).getByText(/Hi, Morgan/)).toBeInTheDocument();
    expect(container.querySelector('[data-shell-slot="admin-navbar"]')).toContainElement(bar);
    // spec 3 §9: on by default; it comes once the page is interactive, hidden while the compare
    // tray (which opens with a compared product) is expanded (spec 3 §2).
    const chat = await screen.findByRole("button", { name: "Open chat", hidden: true });
    expect(container.querySelector('[data-shell-slot="chat"]')).toContainElement(chat);
    expect(chat).not.toBeVisible();
  });
});
