import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "@storefront/api-client/cart";
import { CHECKOUT_OPTIONS } from "@storefront/api-contract/checkout";
import { brandWith, renderWithProviders, resetSession } from "@storefront/page-kit/testing";
import { CheckoutPage } from "./CheckoutPage";
import { checkoutTexts } from "./checkout-texts";
import {
  availabilityFixture,
  cartFixture,
  checkoutAnswers,
  checkoutApi,
  dayFromToday,
  fillContactAndAddress,
  firstDeliveryOffset,
  useGlobalRealmTextEncoder,
  viewFixture,
} from "./test-helpers";

// spec 2 §3 isPaymentFree and §4 "Card details are nulled … when payment is free" (issue 44 item 2).
const { PayPal, AfterPay, Zip, PartialPayment } = CHECKOUT_OPTIONS;
const texts = checkoutTexts.payment;

beforeAll(useGlobalRealmTextEncoder);
afterEach(() => {
  resetSession();
  localStorage.clear();
});

/** The fixture's $1,000 freezer paid by a gift card: the cart's total is 0. */
const giftCardCart: Cart = {
  ...cartFixture,
  orderTotal: 0,
  couponCode: "GIFT-VALID-1000000",
  discounts: [{ code: "GIFT-VALID-1000000", kind: "giftCard", amount: 1000 }],
};
const first = firstDeliveryOffset();
/** A free weekday first, then a $49 Saturday. */
const freeFirstDay = availabilityFixture({ availability: [dayFromToday(first, { price: 0 }), dayFromToday(first + 1, { price: 49 })] });

const completed = {
  orderCompleted: true,
  success: true,
  paymentReference: null,
  redirectUrl: null,
  secure3DResponse: null,
  refusalReason: null,
  orderNumber: "WA-100077",
};

function renderFreeCheckout(cart = giftCardCart) {
  const api = checkoutApi(
    checkoutAnswers({
      "GET /api/cart/": cart,
      "GET /api/checkout": { ...viewFixture, opts: PayPal | AfterPay | Zip | PartialPayment },
      "POST /api/checkout/avail": freeFirstDay,
      "POST /api/checkout": completed,
    }),
  );
  const view = renderWithProviders(
    [
      { path: "/customer/checkout", element: <CheckoutPage /> },
      { path: "/customer/confirmation", element: <p>Confirmation page</p> },
    ],
    { fetch: api.fetch, path: "/customer/checkout", brand: brandWith() },
  );
  return { ...view, api };
}

/** The calendar's available days, in order. */
async function availableDays() {
  const grid = await screen.findByRole("grid");
  return within(grid)
    .getAllByRole("button")
    .filter((button) => button.getAttribute("aria-disabled") === "false");
}

const payment = () => screen.getByRole("region", { name: "Payment" });

describe("nothing to pay (spec 2 §3 isPaymentFree, issue 44 item 2)", () => {
  it("says a gift card covers the order and shows no payment method, card field or deposit", async () => {
    renderFreeCheckout();
    const message = await within(await screen.findByRole("region", { name: "Payment" })).findByRole("status");
    expect(message).toHaveTextContent(texts.nothingToPayGiftCard);
    expect(message).toHaveTextContent(texts.nothingToPayNext);
    expect(within(payment()).queryByRole("radiogroup", { name: "Payment method" })).not.toBeInTheDocument();
    expect(within(payment()).queryByRole("textbox", { name: /^Card number/ })).not.toBeInTheDocument();
    expect(within(payment()).queryByRole("textbox", { name: /^CVV/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Pay a deposit now" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Place Order" })).toBeEnabled();
  });

  it("says the total is covered when a coupon, not a gift card, takes it to 0", async () => {
    renderFreeCheckout({ ...giftCardCart, couponCode: "ALLOFF", discounts: [{ code: "ALLOFF", kind: "coupon", amount: 1000 }] });
    expect(await within(await screen.findByRole("region", { name: "Payment" })).findByRole("status")).toHaveTextContent(texts.nothingToPay);
  });

  it("places the order clicked with the mouse with card details null and the default method, then confirms it", async () => {
    const user = userEvent.setup();
    const { api } = renderFreeCheckout();
    await fillContactAndAddress(user);
    await user.click((await availableDays())[0]!);
    await user.click(screen.getByRole("button", { name: "Place Order" }));

    expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
    const posts = api.requests.filter((request) => request.key === "POST /api/checkout");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ orderTotal: 0, cardDetails: null, selectedPaymentOption: 0, partialPayment: 0 });
    expect(posts[0]?.body).not.toHaveProperty("encryptedValues");
    expect(posts[0]?.body).not.toHaveProperty("browserInfo");
  });

  it("places it from the keyboard: Enter on Place Order", async () => {
    const user = userEvent.setup();
    const { api } = renderFreeCheckout();
    await fillContactAndAddress(user);
    (await availableDays())[0]!.focus();
    await user.keyboard("{Enter}");
    const placeOrder = screen.getByRole("button", { name: "Place Order" });
    placeOrder.focus();
    await user.keyboard("{Enter}");

    expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
    expect(api.requests.find((request) => request.key === "POST /api/checkout")?.body).toMatchObject({ cardDetails: null });
  });

  it("asks for payment again once a paid delivery day makes something due, and drops the message", async () => {
    const user = userEvent.setup();
    renderFreeCheckout();
    await fillContactAndAddress(user);
    await user.click((await availableDays())[1]!);
    await waitFor(() => expect(within(payment()).queryByRole("status")).not.toBeInTheDocument());
    expect(within(payment()).getByRole("radiogroup", { name: "Payment method" })).toBeInTheDocument();
    expect(within(payment()).getByRole("textbox", { name: /^Card number/ })).toBeInTheDocument();

    // Back to the free day: nothing to pay again, and the card fields go.
    await user.click((await availableDays())[0]!);
    expect(await within(payment()).findByRole("status")).toHaveTextContent(texts.nothingToPayGiftCard);
    expect(within(payment()).queryByRole("textbox", { name: /^Card number/ })).not.toBeInTheDocument();
  });
});
