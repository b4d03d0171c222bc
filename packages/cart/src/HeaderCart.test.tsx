import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Cart } from "@storefront/api-client/cart";
import { createApiClient } from "@storefront/api-client/http";
import { ApiClientProvider } from "@storefront/api-client/react";
import { chatBlockers } from "@storefront/page-kit/chat-blocker";
import { brandWith, fakeFetch, renderWithProviders, shopperActionRoute, type FakeAnswer } from "@storefront/page-kit/testing";
import { runCartAction } from "./cart-action";
import { BrandProvider } from "@storefront/ui-kit/brand";
import { ToastProvider } from "@storefront/ui-kit/toast";
import { HeaderCart } from "./HeaderCart";
import { emptyCartFixture, HeaderHost, line } from "./test-helpers";

const fullCart: Cart = {
  cartId: "5d1e4c1a-0000-4000-8000-000000000001",
  products: [
    line(),
    line({
      productCode: "line-2",
      sku: "VEL-OV60",
      title: "Veldt 60cm Oven",
      price: 1249.5,
      quantity: 1,
      warranty: { id: "warranty-3y", name: "3 year extended warranty", price: 199 },
    }),
  ],
  rewards: [line({ productCode: "reward-1", sku: "BONUS-TRAY", title: "Bonus baking tray", price: 0, quantity: 1, promoId: "spring" })],
  // The quantities: the badge counts lines (products plus rewards), not this.
  productCount: 4,
  orderTotal: 5446.5,
  messages: [],
  errors: [],
};

/**
 * The header in a page, with the cart's action at `/cart` running the real one (`runCartAction`)
 * against the fake API, as the route's clientAction runs the server's.
 */
function renderHeader(answers: Record<string, FakeAnswer>) {
  const api = fakeFetch({ "GET /api/cart/": emptyCartFixture, ...answers });
  const client = createApiClient({ brand: "wa", baseUrl: "http://shop.test", fetch: api.fetch });
  const cartAction = shopperActionRoute("/cart", runCartAction, { api: client });
  const view = renderWithProviders([{ path: "/", element: <HeaderHost part={HeaderCart} /> }, cartAction], { api: client });
  return { ...view, api };
}

async function openCart(name: string | RegExp = /^Cart, \d+ items?$/) {
  await userEvent.click(await screen.findByRole("button", { name }));
  const region = screen.getByRole("region", { name: "Your cart" });
  // The dropdown's contents load on first open, under its heading.
  await waitFor(() => expect(region.children.length).toBeGreaterThan(1));
  return region;
}

describe("the header's cart", () => {
  it("hides the chat widget while its panel is open (spec 3 §2: a sliding panel is a blocker)", async () => {
    const { unmount } = renderHeader({ "GET /api/cart/": fullCart });
    expect(chatBlockers()).toEqual([]);
    await openCart("Cart, 3 items");
    expect(chatBlockers()).toEqual(["cart-panel"]);
    await userEvent.click(screen.getByRole("button", { name: "Cart, 3 items" }));
    expect(chatBlockers()).toEqual([]);
    await openCart("Cart, 3 items");
    unmount();
    expect(chatBlockers()).toEqual([]);
  });

  it("sends a form to the cart page, which a click opens before the page has hydrated or without JavaScript (issue 40)", async () => {
    renderHeader({ "GET /api/cart/": fullCart });
    const button = await screen.findByRole("button", { name: "Cart, 3 items" });
    expect(button).toHaveAttribute("type", "submit");
    expect(button.closest("form")).toHaveAttribute("action", "/cart");
    expect(button.closest("form")).toHaveAttribute("method", "get");
  });

  it("counts products plus rewards on the button, in its accessible name too (spec 3 §2)", async () => {
    renderHeader({ "GET /api/cart/": fullCart });
    const button = await screen.findByRole("button", { name: "Cart, 3 items" });
    expect(button).toHaveTextContent("Cart 3");
  });

  it("reads the cart only in the browser, so the server-rendered header is the same for every shopper", async () => {
    const api = fakeFetch({ "GET /api/cart/": fullCart });
    const handler = createStaticHandler([{ path: "/", element: <HeaderHost part={HeaderCart} /> }]);
    const context = await handler.query(new Request("https://shop.test/"));
    if (context instanceof Response) throw new Error("the page should render");
    const html = renderToString(
      <BrandProvider brand={brandWith()}>
        <QueryClientProvider client={new QueryClient()}>
          <ApiClientProvider client={createApiClient({ brand: "wa", baseUrl: "http://shop.test", fetch: api.fetch })}>
            <ToastProvider>
              <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
            </ToastProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </BrandProvider>,
    );
    expect(html).toContain('aria-label="Cart"');
    expect(api.calls).not.toContain("GET /api/cart/");
  });

  it("lists each line with its quantity and price, the order total and the way to checkout", async () => {
    renderHeader({ "GET /api/cart/": fullCart });
    const cart = await openCart("Cart, 3 items");
    const lines = within(cart).getAllByRole("listitem");
    expect(lines.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Korrin Series 4 380L Upright Freezer\$1,999QuantityUpdateRemove$/),
      expect.stringMatching(/^Veldt 60cm Oven\$1,249\.503 year extended warrantyQuantityUpdateRemove$/),
      expect.stringMatching(/^Bonus baking trayFREEQty 1 · Bonus$/),
    ]);
    expect(within(cart).getByRole("spinbutton", { name: "Quantity of Korrin Series 4 380L Upright Freezer" })).toHaveValue(2);
    expect(within(cart).getByRole("spinbutton", { name: "Quantity of Veldt 60cm Oven" })).toHaveValue(1);
    expect(within(cart).getByText("Order total").parentElement).toHaveTextContent("$5,446.50");
    expect(within(cart).getByRole("link", { name: "Go to checkout" })).toHaveAttribute("href", "/customer/checkout");
  });

  it("gives each product line a form posting to the cart's action, so it works without JavaScript (issue 40)", async () => {
    renderHeader({ "GET /api/cart/": fullCart });
    const cart = await openCart("Cart, 3 items");
    const form = within(cart).getByRole("button", { name: "Remove Veldt 60cm Oven" }).closest("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/cart");
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({ returnTo: "/", code: "line-2", qty: "1" });
    expect(within(form as HTMLFormElement).getByRole("button", { name: "Update the quantity of Veldt 60cm Oven" })).toHaveAttribute(
      "value",
      "update",
    );
    expect(within(form as HTMLFormElement).getByRole("button", { name: "Remove Veldt 60cm Oven" })).toHaveAttribute("value", "remove");
    const quantity = within(form as HTMLFormElement).getByRole("spinbutton", { name: "Quantity of Veldt 60cm Oven" });
    expect(quantity).toHaveAttribute("min", "1");
    expect(quantity).toHaveAttribute("max", "99");
  });

  it("changes a line's quantity and reloads the cart", async () => {
    let current = fullCart;
    const { api } = renderHeader({
      "GET /api/cart/": () => current,
      "PUT /api/cart/product/line-1": () => {
        current = { ...fullCart, products: [line({ quantity: 5 }), ...fullCart.products.slice(1)] };
        return current;
      },
    });
    const cart = await openCart("Cart, 3 items");
    const quantity = within(cart).getByRole("spinbutton", { name: "Quantity of Korrin Series 4 380L Upright Freezer" });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "5");
    await userEvent.click(within(cart).getByRole("button", { name: "Update the quantity of Korrin Series 4 380L Upright Freezer" }));
    await waitFor(() =>
      expect(within(cart).getByRole("spinbutton", { name: "Quantity of Korrin Series 4 380L Upright Freezer" })).toHaveValue(5),
    );
    expect(api.sent.filter((call) => call.call.startsWith("PUT"))).toEqual([{ call: "PUT /api/cart/product/line-1", body: { qty: 5 } }]);
  });

  it("lets the browser refuse a quantity outside 1 to 99, without asking the API", async () => {
    const { api } = renderHeader({ "GET /api/cart/": fullCart });
    const cart = await openCart("Cart, 3 items");
    const quantity = within(cart).getByRole("spinbutton", { name: "Quantity of Korrin Series 4 380L Upright Freezer" });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "0");
    await userEvent.click(within(cart).getByRole("button", { name: "Update the quantity of Korrin Series 4 380L Upright Freezer" }));
    expect((quantity as HTMLInputElement).validity.rangeUnderflow).toBe(true);
    expect(api.calls.some((call) => call.startsWith("PUT"))).toBe(false);
  });

  it("says the cart is empty, with nothing to check out", async () => {
    renderHeader({});
    const cart = await openCart("Cart, 0 items");
    expect(within(cart).getByText("Your cart is empty.")).toBeInTheDocument();
    expect(within(cart).queryByRole("link", { name: "Go to checkout" })).toBeNull();
  });

  it("removes a line and reloads the cart and its count", async () => {
    let current = fullCart;
    const { api } = renderHeader({
      "GET /api/cart/": () => current,
      "DELETE /api/cart/product/line-2": () => {
        current = { ...fullCart, products: [line()], productCount: 3, orderTotal: 3998 };
        return current;
      },
    });
    const cart = await openCart("Cart, 3 items");
    await userEvent.click(within(cart).getByRole("button", { name: "Remove Veldt 60cm Oven" }));

    await waitFor(() => expect(within(cart).queryByText("Veldt 60cm Oven")).toBeNull());
    expect(screen.getByRole("button", { name: "Cart, 2 items" })).toBeInTheDocument();
    expect(within(cart).getByText("Order total").parentElement).toHaveTextContent("$3,998");
    expect(api.calls.filter((call) => call.startsWith("DELETE"))).toEqual(["DELETE /api/cart/product/line-2"]);
  });

  it("shows the server's first error when a line cannot be removed (spec 3 §5, §8)", async () => {
    renderHeader({
      "GET /api/cart/": fullCart,
      "DELETE /api/cart/product/line-1": Response.json(["Something went wrong. Please try again.", "second"], { status: 400 }),
    });
    const cart = await openCart("Cart, 3 items");
    await userEvent.click(within(cart).getByRole("button", { name: "Remove Korrin Series 4 380L Upright Freezer" }));
    expect(await within(cart).findByRole("alert")).toHaveTextContent(/^Something went wrong\. Please try again\.$/);
  });

  it("shows the cart's first error and hides the total while the cart has errors", async () => {
    renderHeader({ "GET /api/cart/": { ...fullCart, errors: ["", "This product is no longer available"] } });
    const cart = await openCart("Cart, 3 items");
    expect(within(cart).getByRole("alert")).toHaveTextContent("This product is no longer available");
    expect(within(cart).queryByText("Order total")).toBeNull();
  });

  it("says 'An unknown error occurred, please try again later' when the cart cannot be read, and tries again", async () => {
    let fail = true;
    renderHeader({ "GET /api/cart/": () => (fail ? Response.json({}, { status: 500 }) : emptyCartFixture) });
    const cart = await openCart("Cart");
    expect(await within(cart).findByRole("alert")).toHaveTextContent("An unknown error occurred, please try again later");
    fail = false;
    await userEvent.click(within(cart).getByRole("button", { name: "Try again" }));
    expect(await within(cart).findByText("Your cart is empty.")).toBeInTheDocument();
  });

  it("shows each server cart message as an error toast that stays until closed (spec 3 §8)", async () => {
    let current: Cart = { ...fullCart, messages: ["Only 1 Veldt 60cm Oven is available.", "Your coupon has expired."] };
    const { queryClient } = renderHeader({ "GET /api/cart/": () => current });
    await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(2));
    const [first, second] = screen.getAllByRole("alert");
    expect(first).toHaveTextContent("Only 1 Veldt 60cm Oven is available.");
    expect(second).toHaveTextContent("Your coupon has expired.");
    // The same answer read again shows no second toast.
    await queryClient.refetchQueries();
    expect(screen.getAllByRole("alert")).toHaveLength(2);
    await userEvent.click(within(first!).getByRole("button", { name: "Close Error Message" }));
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    current = { ...fullCart, messages: [] };
    await queryClient.refetchQueries();
    expect(screen.getByRole("alert")).toHaveTextContent("Your coupon has expired.");
  });

  it("shows that the cart is loading", async () => {
    renderHeader({ "GET /api/cart/": () => new Promise(() => undefined) });
    const cart = await openCart("Cart");
    expect(within(cart).getByText("Loading your cart")).toBeInTheDocument();
  });
});
