import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { brandWith, renderWithProviders, resetSession } from "@storefront/page-kit/testing";
import { PRODUCT_SWAP_MESSAGES } from "@storefront/validation/cart";
import { CheckoutPage } from "../CheckoutPage";
import { checkoutTexts } from "../checkout-texts";
import {
  availabilityFixture,
  cartFixture,
  checkoutAnswers,
  checkoutApi,
  fillContactAndAddress,
  productSwapFixture,
  useGlobalRealmTextEncoder,
} from "../test-helpers";

/** The checkout's product swap (issue 45 item 6, CheckoutExpandedProductSwapEnabled). */
afterEach(() => {
  resetSession();
  localStorage.clear();
  vi.restoreAllMocks();
});

beforeAll(useGlobalRealmTextEncoder);

const texts = checkoutTexts.productSwap;
const [VELDT, ARDENT] = productSwapFixture.alternatives;
const SWAPPED_CART = {
  ...cartFixture,
  products: [{ ...cartFixture.products[0]!, sku: VELDT!.sku, title: VELDT!.title, brand: VELDT!.brand, price: VELDT!.price }],
  orderTotal: VELDT!.price,
};

/** The checkout whose first delivery lookup offers the fixture's swap (the flag on), or none (the flag off: productSwaps empty). */
function renderCheckout(flagOn: boolean, swapAnswer: unknown = SWAPPED_CART) {
  let swapped = false;
  const api = checkoutApi(
    checkoutAnswers({
      // After a swap the line can be delivered: the lookups after it offer nothing.
      "POST /api/checkout/avail": () => availabilityFixture({ productSwaps: flagOn && !swapped ? [productSwapFixture] : [] }),
      "POST /api/cart/swap": () => {
        swapped = true;
        return swapAnswer;
      },
    }),
  );
  renderWithProviders([{ path: "/customer/checkout", element: <CheckoutPage /> }], {
    fetch: api.fetch,
    path: "/customer/checkout",
    brand: brandWith(),
  });
  return api;
}

const calendar = () => screen.getByRole("region", { name: "Delivery date" });

describe("product swap where the flag is on", () => {
  it("lists the alternatives by the line and swaps one in with a click: the cart and the delivery dates are read again", async () => {
    const user = userEvent.setup();
    const api = renderCheckout(true);
    await fillContactAndAddress(user);
    const line = await within(calendar()).findByRole("group", { name: texts.alternativesFor(productSwapFixture.title) });
    expect(line).toHaveTextContent(texts.supplier(productSwapFixture.title, "MELBOURNE"));
    expect(within(line).getByText(VELDT!.title)).toBeInTheDocument();
    expect(within(line).getByText(/\$979/)).toBeInTheDocument();
    expect(within(line).getAllByRole("button", { name: /^Swap for / })).toHaveLength(2);
    const lookupsBefore = api.requests.filter((r) => r.key === "POST /api/checkout/avail").length;
    const cartReadsBefore = api.requests.filter((r) => r.key === "GET /api/cart/").length;

    await user.click(within(line).getByRole("button", { name: texts.swapFor(ARDENT!.title) }));

    expect(await screen.findByText(texts.swapped(productSwapFixture.title, ARDENT!.title))).toHaveAttribute("role", "status");
    expect(api.requests.find((r) => r.key === "POST /api/cart/swap")?.body).toEqual({
      productCode: productSwapFixture.productCode,
      sku: ARDENT!.sku,
      suburb: "MELBOURNE",
      state: "VIC",
      postcode: "3000",
    });
    await waitFor(() => expect(api.requests.filter((r) => r.key === "POST /api/checkout/avail").length).toBeGreaterThan(lookupsBefore));
    await waitFor(() => expect(api.requests.filter((r) => r.key === "GET /api/cart/").length).toBeGreaterThan(cartReadsBefore));
    await waitFor(() => expect(screen.queryByRole("group", { name: texts.alternativesFor(productSwapFixture.title) })).toBeNull());
  });

  it("swaps with the keyboard: Tab to 'Swap for …' and Enter", async () => {
    const user = userEvent.setup();
    const api = renderCheckout(true);
    await fillContactAndAddress(user);
    const first = await within(calendar()).findByRole("button", { name: texts.swapFor(VELDT!.title) });
    first.focus();
    await user.tab();
    expect(screen.getByRole("button", { name: texts.swapFor(ARDENT!.title) })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(api.requests.find((r) => r.key === "POST /api/cart/swap")?.body).toMatchObject({ sku: ARDENT!.sku }));
  });

  it("shows the API's refusal as an alert and keeps the alternatives", async () => {
    const user = userEvent.setup();
    renderCheckout(true, Response.json([PRODUCT_SWAP_MESSAGES.lineChanged], { status: 400 }));
    await fillContactAndAddress(user);
    await user.click(await within(calendar()).findByRole("button", { name: texts.swapFor(VELDT!.title) }));
    expect(await within(calendar()).findByRole("alert")).toHaveTextContent(PRODUCT_SWAP_MESSAGES.lineChanged);
    expect(screen.getByRole("group", { name: texts.alternativesFor(productSwapFixture.title) })).toBeInTheDocument();
  });
});

describe("product swap where the flag is off", () => {
  it("offers no swap: no heading, no 'Swap' button", async () => {
    const user = userEvent.setup();
    const api = renderCheckout(false);
    await fillContactAndAddress(user);
    await within(calendar()).findByRole("grid");
    expect(screen.queryByRole("heading", { name: texts.heading })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Swap for / })).toBeNull();
    expect(api.requests.some((r) => r.key === "POST /api/cart/swap")).toBe(false);
  });
});
