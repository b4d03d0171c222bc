import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chatBlockers } from "@storefront/page-kit/chat-blocker";
import { productKeys, type ProductDetail } from "@storefront/api-client/product";
import { cartKeys } from "@storefront/api-client/cart";
import { EMPTY_CART_ID } from "@storefront/validation/cart";
import type { BrandConfig } from "@storefront/ui-kit/brand";
import { useSessionStore } from "@storefront/page-kit/session";
import { actionRoute, resetSession, sessionFor } from "@storefront/page-kit/testing";
import type { ActionOutcome } from "@storefront/page-kit/action-fields";
import { brandWith, fakeApi, mainBrand, productDetail, productSummary, renderWithProviders, testQueryClient } from "../test-helpers";
import { ProductPage } from "./ProductPage";
import { PRODUCT_FEATURES_ON } from "./settings-features.fixture";

const upsell = {
  sku: "KOR-FR1115",
  currency: "AUD",
  options: [
    { id: "warranty-3y", type: "warranty", title: "3 year extended warranty", price: 199 },
    { id: "installation", type: "installation", title: "Professional installation", price: 149 },
    { id: "removal", type: "removal", title: "Remove and recycle your old appliance", price: 39 },
  ],
};

const added: ActionOutcome = { ok: true, message: "Added to your cart." };

function renderProduct(
  product: ProductDetail,
  {
    brand = mainBrand,
    answers = {},
    settings,
    cart = () => added,
  }: {
    brand?: BrandConfig;
    answers?: Record<string, unknown>;
    settings?: Record<string, string>;
    /** The cart's action (`/cart`, the cart domain's): what it answers the Add to Cart form. */
    cart?: (fields: Record<string, string>) => ActionOutcome;
  } = {},
) {
  const api = fakeApi({ "GET /api/v2/product/upselloptions/sku/KOR-FR1115": upsell, ...answers });
  const queryClient = testQueryClient();
  // What the page's loader prefetches on the server.
  queryClient.setQueryData(productKeys.bySlug(product.slug), product);
  const cartAction = actionRoute("/cart", cart);
  const view = renderWithProviders([{ path: "*", element: <ProductPage slug={product.slug} /> }, cartAction.route], {
    path: product.uri,
    api: api.client,
    queryClient,
    brand,
    settings,
  });
  return { ...view, api, posted: cartAction.posted };
}

/** An IntersectionObserver the test drives: `report(visible, top)` tells the page where its buy box is. */
function stubIntersectionObserver() {
  let callback: IntersectionObserverCallback = () => undefined;
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(observed: IntersectionObserverCallback) {
        callback = observed;
      }
      observe() {}
      disconnect() {}
    },
  );
  return (isIntersecting: boolean, top: number) =>
    act(() => callback([{ isIntersecting, boundingClientRect: { top } } as IntersectionObserverEntry], {} as IntersectionObserver));
}

describe("ProductPage", () => {
  afterEach(() => {
    resetSession();
    vi.unstubAllGlobals();
  });

  it("shows the sticky bottom panel once the buy box has scrolled up, and hides the chat widget while it shows (spec 3 §4)", async () => {
    const report = stubIntersectionObserver();
    const { unmount } = renderProduct(productDetail());
    expect(screen.queryByRole("complementary", { name: "Buy this product" })).toBeNull();
    report(false, -400);
    const panel = screen.getByRole("complementary", { name: "Buy this product" });
    expect(panel).toHaveTextContent("Korrin Series 4 380L Upright Freezer");
    expect(panel).toHaveTextContent("$1,999");
    expect(chatBlockers()).toEqual(["product-sticky-panel"]);
    await userEvent.click(within(panel).getByRole("button", { name: "Buy now" }));
    // Focus goes back to the buy box's first control, outside the panel.
    expect(document.activeElement).not.toBe(document.body);
    expect(panel).not.toContainElement(document.activeElement as HTMLElement);
    report(true, 300);
    expect(screen.queryByRole("complementary", { name: "Buy this product" })).toBeNull();
    expect(chatBlockers()).toEqual([]);
    // Below the fold (not yet reached) is not 'scrolled past'.
    report(false, 900);
    expect(screen.queryByRole("complementary", { name: "Buy this product" })).toBeNull();
    report(false, -400);
    unmount();
    expect(chatBlockers()).toEqual([]);
  });

  it("shows the title, brand, expanded price with RRP and saving, ribbons, stock, key features and specifications", async () => {
    renderProduct(productDetail());
    expect(screen.getByRole("heading", { level: 1, name: "Korrin Series 4 380L Upright Freezer" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Korrin" })).toHaveAttribute("href", "/brands/korrin");
    const price = screen.getByLabelText("Price");
    expect(price).toHaveTextContent("$1,999");
    expect(within(price).getByText("RRP $2,499")).toBeInTheDocument();
    expect(within(price).getByText("Save $500")).toBeInTheDocument();
    expect(within(price).getByText("Price match guarantee")).toBeInTheDocument();
    expect(screen.getByText("In stock")).toBeInTheDocument();
    // The ribbon sits on the gallery's main image.
    expect(within(screen.getByRole("figure")).getByText("Save $500")).toBeInTheDocument();
    expect(screen.getByText("No manual defrosting, ever.")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "General" })).toHaveTextContent("Capacity380L");
    expect(screen.getByRole("checkbox", { name: /Add to Compare/ })).toBeInTheDocument();
    expect(await screen.findByRole("radio", { name: /3 year extended warranty/ })).toBeInTheDocument();
  });

  it("shows the condition and the missing parts of a runout product", () => {
    renderProduct(
      productDetail({ condition: { label: "Cosmetic Imperfection", badgeStyle: "brand-new" }, missingParts: "Missing parts: shelf" }),
    );
    expect(screen.getByText("Cosmetic Imperfection")).toBeInTheDocument();
    expect(screen.getByText("Missing parts:").parentElement).toHaveTextContent("Missing parts: shelf");
  });

  it("cannot be added to the cart when it is out of stock", () => {
    renderProduct(productDetail({ stockStatus: "noStock" }));
    expect(screen.getByText("Out of stock")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Currently unavailable" })).toBeDisabled();
  });

  it("asks logged-out trade shoppers to log in instead of showing a price or a cart button", () => {
    renderProduct(productDetail(), { brand: brandWith({ pricesNeedLogin: true }) });
    expect(screen.getByRole("link", { name: "LOG IN FOR PRICE" })).toHaveAttribute("href", "/account/login");
    expect(screen.queryByText("$1,999")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add to Cart" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in to buy" })).toHaveAttribute("href", "/account/login");
  });

  it("shows a signed-in trade shopper the price and the cart button", () => {
    useSessionStore.getState().signIn(sessionFor());
    renderProduct(productDetail(), { brand: brandWith({ pricesNeedLogin: true }) });
    expect(screen.queryByRole("link", { name: "LOG IN FOR PRICE" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Log in to buy" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  });

  it("leaves ribbons out where the brand does not show them", () => {
    renderProduct(productDetail({ ribbons: [{ type: "cashback", text: "$100 cashback" }] }), { brand: brandWith({ showRibbons: false }) });
    expect(screen.queryByText("$100 cashback")).not.toBeInTheDocument();
  });

  it("sends the product-load analytics event once", async () => {
    const { api } = renderProduct(productDetail());
    await waitFor(() => expect(api.callsTo("/api/analytics/product-load-event")).toHaveLength(1));
    expect(api.callsTo("/api/analytics/product-load-event")[0]?.url.searchParams.get("productId")).toBe("235");
  });

  it("is a form posting to the cart's action, whose upsell choices belong to it, so it works without JavaScript (issue 40)", async () => {
    renderProduct(productDetail());
    const warranty = await screen.findByRole("radio", { name: /3 year extended warranty/ });
    const form = screen.getByRole("button", { name: "Add to Cart" }).closest("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/cart");
    const fields = Object.fromEntries([...new FormData(form as HTMLFormElement)].map(([name, value]) => [name, String(value)]));
    expect(fields).toEqual({
      intent: "add",
      sku: "KOR-FR1115",
      category: "Freezers",
      returnTo: productDetail().uri,
      qty: "1",
      warrantyId: "",
    });
    expect(warranty).toHaveAttribute("form", form?.id);
    expect(warranty).toHaveAttribute("name", "warrantyId");
    expect(screen.getByRole("checkbox", { name: /Professional installation/ })).toHaveAttribute("form", form?.id);
  });

  it("adds the product to the cart with the chosen warranty, installation and quantity", async () => {
    const { posted } = renderProduct(productDetail());
    await userEvent.click(await screen.findByRole("radio", { name: /3 year extended warranty/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Professional installation/ }));
    await userEvent.selectOptions(screen.getByLabelText("Quantity"), "2");
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByText("Added to your cart.")).toBeInTheDocument();
    expect(posted).toEqual([
      {
        intent: "add",
        sku: "KOR-FR1115",
        qty: "2",
        category: "Freezers",
        returnTo: productDetail().uri,
        warrantyId: "warranty-3y",
        installId: "installation",
      },
    ]);
  });

  it("invalidates the cart after an add, so the header's count follows (spec 3 §4)", async () => {
    const cart = { cartId: "c1", products: [], rewards: [], productCount: 1, orderTotal: 1999, messages: [], errors: [] };
    const { queryClient } = renderProduct(productDetail());
    queryClient.setQueryData(cartKeys.detail(), { ...cart, cartId: EMPTY_CART_ID, productCount: 0, orderTotal: 0 });
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByText("Added to your cart.")).toBeInTheDocument();
    expect(queryClient.getQueryState(cartKeys.detail())?.isInvalidated).toBe(true);
  });

  it("says why when the cart refuses the product", async () => {
    const { api } = renderProduct(productDetail(), {
      cart: () => ({ ok: false, message: "This product cannot be delivered to your area" }),
    });
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This product cannot be delivered to your area");
    // A refused add is no productAddToCart event.
    expect(api.callsTo("/api/analytics/search")).toHaveLength(0);
  });

  it("sends the productAddToCart analytics event once the cart has taken the product (spec 1 §3)", async () => {
    sessionStorage.clear();
    localStorage.clear();
    const { api } = renderProduct(productDetail());
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(api.callsTo("/api/analytics/search")).toHaveLength(1));
    expect(api.callsTo("/api/analytics/search")[0]?.body).toEqual({
      analyticsEventType: "productAddToCart",
      productList: ["KOR-FR1115"],
      url: productDetail().uri,
      isRepeatUser: false,
    });
  });
});

describe("ProductPage: the parts the brand's settings switch (issue 20 item 1)", () => {
  const history = {
    sku: "KOR-FR1115",
    currency: "AUD",
    currentPrice: 1999,
    lowestPrice: 1899,
    highestPrice: 2299,
    points: [
      { date: "2026-01-10", price: 2299 },
      { date: "2026-03-02", price: 1899 },
    ],
  };
  const related = {
    sku: "KOR-FR1115",
    products: [productSummary({ sku: "KOR-FZ200", title: "Korrin Chest Freezer 200L", category: "Fridges" })],
  };
  const answers = {
    "GET /api/pricehistory/get-price-history/KOR-FR1115": history,
    "GET /api/v2/product/crosssell/sku/KOR-FR1115": related,
  };
  const on = PRODUCT_FEATURES_ON;
  const off = Object.fromEntries(Object.entries(on).map(([name, value]) => [name, value === "true" ? "false" : value]));

  it("shows the review summary, price match promise, 'Call us now', price history and cross-sell when their flags are on", async () => {
    const { api } = renderProduct(productDetail(), { answers, settings: on });
    expect(screen.getByText("Rated 4.5 out of 5 (12 reviews)")).toBeInTheDocument();
    const promise = screen.getByRole("complementary", { name: "Price match promise" });
    expect(promise).toHaveTextContent("Found it cheaper at another Australian retailer?");
    expect(screen.getByRole("link", { name: "Call us now: 1300 050 050" })).toHaveAttribute("href", "tel:1300050050");
    const priceHistory = screen.getByRole("region", { name: "Price history" });
    expect(await within(priceHistory).findByText("Lowest price")).toBeInTheDocument();
    expect(within(priceHistory).getByText("$1,899", { selector: "dd" })).toBeInTheDocument();
    expect(within(priceHistory).getByText("$2,299", { selector: "dd" })).toBeInTheDocument();
    expect(within(priceHistory).getByRole("table", { name: "Price changes" })).toHaveTextContent("2 Mar 2026");
    const crossSell = await screen.findByRole("region", { name: "You may also need" });
    expect(within(crossSell).getByRole("link", { name: /Korrin Chest Freezer 200L/ })).toBeInTheDocument();
    expect(api.callsTo("/api/pricehistory/get-price-history/KOR-FR1115")).toHaveLength(1);
    // spec 3 §9: the reviews widget is tracked once, shown with the rating.
    await waitFor(() =>
      expect(api.callsTo("/api/analytics/widget").map((call) => call.body)).toEqual([
        { widget: "reviews", action: "shown", url: expect.any(String) },
      ]),
    );
  });

  it("leaves each of them out, without asking the API, when their flags are off", async () => {
    const { api } = renderProduct(productDetail(), { answers, settings: off });
    await screen.findByRole("radio", { name: /3 year extended warranty/ });
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
    expect(screen.queryByRole("complementary", { name: "Price match promise" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Call us now/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Price history" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "You may also need" })).not.toBeInTheDocument();
    expect(api.callsTo("/api/pricehistory/get-price-history/KOR-FR1115")).toHaveLength(0);
    expect(api.callsTo("/api/v2/product/crosssell/sku/KOR-FR1115")).toHaveLength(0);
    expect(api.callsTo("/api/analytics/widget")).toHaveLength(0);
  });

  it("leaves them out with no settings at all (a failed read, spec 3 §8)", () => {
    renderProduct(productDetail(), { answers });
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("complementary", { name: "Price match promise" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Price history" })).not.toBeInTheDocument();
  });

  it("words the promise for New Zealand when the country setting is NZ", () => {
    renderProduct(productDetail(), { answers, settings: { ...on, countryCode: "NZ" } });
    expect(screen.getByRole("complementary", { name: "Price match promise" })).toHaveTextContent("another New Zealand retailer");
  });

  it("says so when the price history cannot be read", async () => {
    renderProduct(productDetail(), {
      answers: { "GET /api/pricehistory/get-price-history/KOR-FR1115": Response.json({ message: "down" }, { status: 500 }) },
      settings: { PriceHistoryEnabled: "true" },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("The price history is not available right now.");
  });
});
