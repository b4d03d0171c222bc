import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@storefront/page-kit/testing";
import { CHECKOUT_SESSION_KEY } from "../session/checkout-session";
import { CART_ID, checkoutApi, orderFixture } from "../test-helpers";
import { ConfirmationPage } from "./ConfirmationPage";

/** The pixel addresses the page requested as images (jsdom loads no image). */
let pixels: string[] = [];
beforeEach(() => {
  pixels = [];
  vi.stubGlobal(
    "Image",
    class {
      alt = "";
      set src(url: string) {
        pixels.push(url);
      }
    },
  );
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete window.dataLayer;
  vi.unstubAllGlobals();
});

function renderConfirmation(answers: Record<string, unknown>, settings?: Record<string, string>) {
  const api = checkoutApi(answers);
  const view = renderWithProviders([{ path: "/customer/confirmation", element: <ConfirmationPage /> }], {
    fetch: api.fetch,
    path: `/customer/confirmation?id=${CART_ID}`,
    settings,
  });
  return { ...api, unmount: view.unmount };
}

const analyticsEvents = (api: ReturnType<typeof checkoutApi>) =>
  api.requests.filter((request) => request.key === "POST /api/analytics/search").map((request) => request.body);

describe("the confirmation page", () => {
  it("shows the order number, amount paid and the card's brand and last four", async () => {
    renderConfirmation({ "GET /api/checkout/order": orderFixture });
    expect(await screen.findByText("WA-100042")).toBeInTheDocument();
    expect(screen.getByText("Visa ending in 1111")).toBeInTheDocument();
    expect(screen.getByText("Amount paid").nextElementSibling).toHaveTextContent(/1,049/);
    expect(screen.getByText("1 Collins St", { exact: false })).toBeInTheDocument();
  });

  it("shows the delivery tip in the order's facts, and no tip line without one (issue 45 item 4)", async () => {
    renderConfirmation({ "GET /api/checkout/order": { ...orderFixture, tip: 10, orderTotal: 1059, amountPaid: 1059 } });
    await screen.findByText("WA-100042");
    expect(screen.getByText("Delivery tip").nextElementSibling).toHaveTextContent("$10");
    expect(screen.getByText("Amount paid").nextElementSibling).toHaveTextContent("$1,059");
  });

  it("shows no tip line for an order without a tip", async () => {
    renderConfirmation({ "GET /api/checkout/order": { ...orderFixture, tip: 0 } });
    await screen.findByText("WA-100042");
    expect(screen.queryByText("Delivery tip")).not.toBeInTheDocument();
  });

  it("shows no remaining payment for an order paid in full", async () => {
    renderConfirmation({ "GET /api/checkout/order": orderFixture });
    await screen.findByText("WA-100042");
    expect(screen.queryByText("Remaining payment")).not.toBeInTheDocument();
  });

  it("shows the remaining payment of a deposit and how a non-card order was paid ('Paid with PayPal')", async () => {
    renderConfirmation({
      "GET /api/checkout/order": { ...orderFixture, amountPaid: 400, remainingPayment: 649, paymentMethod: "PayPal", card: null },
    });
    await screen.findByText("WA-100042");
    expect(screen.getByText("Amount paid").nextElementSibling).toHaveTextContent("$400");
    expect(screen.getByText("Remaining payment").nextElementSibling).toHaveTextContent("$649");
    expect(screen.getByText("Paid with").nextElementSibling).toHaveTextContent(/^PayPal$/);
  });

  // issue 40 item 5: nothing is collected until delivery, or it goes on the customer's account;
  // the order names the staff option by its payment type (issue 14).
  it.each([
    ["Cash on delivery", "Cash", "Amount due on delivery"],
    ["Account credit", "None", "Charged to account"],
  ] as const)("says what a '%s' order will be paid, not 'Amount paid'", async (paymentType, paymentMethod, amountLabel) => {
    renderConfirmation({ "GET /api/checkout/order": { ...orderFixture, paymentMethod, card: null, paymentType } });
    await screen.findByText("WA-100042");
    expect(screen.getByText(amountLabel).nextElementSibling).toHaveTextContent(/1,049/);
    expect(screen.queryByText("Amount paid")).not.toBeInTheDocument();
    expect(screen.getByText("Payment").nextElementSibling).toHaveTextContent(new RegExp(`^${paymentType}$`));
    expect(screen.queryByText("Paid with")).not.toBeInTheDocument();
  });

  it("counts the other payment method, taken in store as the order is placed, as paid", async () => {
    renderConfirmation({
      "GET /api/checkout/order": { ...orderFixture, paymentMethod: "None", card: null, paymentType: "Other payment method" },
    });
    await screen.findByText("WA-100042");
    expect(screen.getByText("Amount paid").nextElementSibling).toHaveTextContent(/1,049/);
    expect(screen.getByText("Paid with").nextElementSibling).toHaveTextContent(/^Other payment method$/);
  });

  it("shows an order nothing was due on as nothing charged: 'Amount paid $0' and no 'Paid with' (issue 44 item 2)", async () => {
    renderConfirmation({
      "GET /api/checkout/order": { ...orderFixture, orderTotal: 0, amountPaid: 0, remainingPayment: 0, paymentMethod: "None", card: null },
    });
    await screen.findByText("WA-100042");
    expect(screen.getByText("Amount paid").nextElementSibling).toHaveTextContent(/^\$0$/);
    expect(screen.queryByText("Paid with")).not.toBeInTheDocument();
    expect(screen.queryByText("Remaining payment")).not.toBeInTheDocument();
  });

  it("names Afterpay by its title", async () => {
    renderConfirmation({ "GET /api/checkout/order": { ...orderFixture, paymentMethod: "AfterPay", card: null } });
    await screen.findByText("WA-100042");
    expect(screen.getByText("Paid with").nextElementSibling).toHaveTextContent(/^Afterpay$/);
  });

  it("asks the API for the order of the cart in the address", async () => {
    const api = renderConfirmation({ "GET /api/checkout/order": orderFixture });
    await screen.findByText("WA-100042");
    expect(api.requests.find((request) => request.key === "GET /api/checkout/order")?.url.searchParams.get("id")).toBe(CART_ID);
  });

  it("clears the saved checkout session once the order shows", async () => {
    localStorage.setItem(CHECKOUT_SESSION_KEY, JSON.stringify({ value: {}, expiresAt: Date.now() + 100_000 }));
    renderConfirmation({ "GET /api/checkout/order": orderFixture });
    await screen.findByText("WA-100042");
    expect(localStorage.getItem(CHECKOUT_SESSION_KEY)).toBeNull();
  });

  it("shows nothing of an order the API does not give this session", async () => {
    renderConfirmation({});
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't find this order.");
    expect(screen.queryByText("Order number")).not.toBeInTheDocument();
  });

  it("reports the order once: the productOrder event and the purchase in the countryCode's currency (spec 1 §3, spec 3 §9)", async () => {
    const answers = { "GET /api/checkout/order": orderFixture, "POST /api/analytics/search": true };
    const first = renderConfirmation(answers, { countryCode: "NZ" });
    await screen.findByText("WA-100042");
    await waitFor(() => expect(analyticsEvents(first)).toHaveLength(1));
    expect(analyticsEvents(first)[0]).toEqual({
      analyticsEventType: "productOrder",
      productList: ["KOR-FR1115"],
      url: "/customer/confirmation",
      isRepeatUser: false,
    });
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: "purchase", ecommerce: expect.objectContaining({ currency: "NZD" }) }),
    ]);
    expect(pixels).toHaveLength(1);
    const pixel = new URL(pixels[0]!, "https://shop.example");
    expect(pixel.pathname).toBe("/api/tracking/affiliate");
    expect(pixel.searchParams.get("orderId")).toBe("WA-100042");
    expect(pixel.searchParams.get("currency")).toBe("NZD");
    expect(pixel.searchParams.get("country")).toBe("NZ");
    expect(pixel.searchParams.get("customerType")).toBe("guest");
    expect(pixel.searchParams.getAll("value")).toEqual(["909.09"]);
    first.unmount();

    // A reload of the confirmation counts no second sale and requests no second pixel.
    const reload = renderConfirmation(answers, { countryCode: "NZ" });
    await screen.findByText("WA-100042");
    expect(analyticsEvents(reload)).toHaveLength(0);
    expect(window.dataLayer).toHaveLength(1);
    expect(pixels).toHaveLength(1);
  });

  it("names AUD when the countryCode setting is AU", async () => {
    renderConfirmation({ "GET /api/checkout/order": orderFixture, "POST /api/analytics/search": true }, { countryCode: "AU" });
    await screen.findByText("WA-100042");
    await waitFor(() => expect(window.dataLayer).toHaveLength(1));
    expect(window.dataLayer?.[0]).toMatchObject({ ecommerce: { currency: "AUD", tax: 104.9 } });
  });
});
