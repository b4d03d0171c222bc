import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CHECKOUT_OPTIONS, type GooglePayExpressMessage } from "@storefront/api-contract/checkout";
import { brandWith, renderWithProviders, resetSession } from "@storefront/page-kit/testing";
import { CheckoutPage } from "./CheckoutPage";
import { expressMessageOf, expressSheetUrl } from "./panels/ExpressGooglePay";
import { checkoutAnswers, checkoutApi, useGlobalRealmTextEncoder, viewFixture } from "./test-helpers";

const { GooglePay, PayPal } = CHECKOUT_OPTIONS;
const SANDBOX = "http://sandbox.test:4010";
const DETAILS = {
  email: "jane.wallet@example.com",
  phoneNumber: "0412 345 678",
  firstName: "Jane",
  lastName: "Citizen",
  address: "1 Collins St",
  suburb: "MELBOURNE",
  state: "VIC",
  postcode: "3000",
  country: "AU",
} as const;
const selected: GooglePayExpressMessage = { type: "googlepay-express", status: "selected", details: DETAILS };

beforeAll(useGlobalRealmTextEncoder);
afterEach(() => {
  vi.restoreAllMocks();
  resetSession();
  localStorage.clear();
});

/** The widget events the page sent (POST /api/analytics/widget). */
const widgetEvents = (api: ReturnType<typeof renderCheckout>) =>
  api.requests.filter((request) => request.key === "POST /api/analytics/widget").map((request) => request.body);

function renderCheckout(opts: number, settings: Record<string, string> = { IsGooglePayExpressEnabled: "true" }) {
  const api = checkoutApi(checkoutAnswers({ "GET /api/checkout": { ...viewFixture, opts } }));
  renderWithProviders([{ path: "/customer/checkout", element: <CheckoutPage /> }], {
    fetch: api.fetch,
    path: "/customer/checkout",
    brand: brandWith(),
    settings,
    rootData: { fraudCheckOrigin: SANDBOX },
  });
  return api;
}

const express = () => screen.findByRole("region", { name: "Express checkout" });
const fromWallet = (data: unknown, origin = SANDBOX) => act(() => window.dispatchEvent(new MessageEvent("message", { data, origin })));

describe("the express Google Pay button (issue 44 item 4)", () => {
  it("opens Google Pay's sheet for this storefront, and the shared details fill the form and choose Google Pay", async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, "open").mockReturnValue({} as Window);
    const api = renderCheckout(GooglePay | PayPal);
    await user.click(within(await express()).getByRole("button", { name: "Buy with Google Pay" }));
    expect(open).toHaveBeenCalledWith(
      `${SANDBOX}/wallets/googlepay/express?merchantAccount=wa&origin=${encodeURIComponent(window.location.origin)}&country=AU`,
      "google-pay-express",
      "popup,width=480,height=720",
    );

    // A message from any other origin, or of another shape, changes nothing.
    fromWallet(selected, "https://evil.test");
    fromWallet({ ...selected, details: { ...DETAILS, email: 7 } });
    expect(screen.getByRole("textbox", { name: /^Email/ })).toHaveValue("");

    fromWallet(selected);
    await waitFor(() => expect(screen.getByRole("textbox", { name: /^Email/ })).toHaveValue("jane.wallet@example.com"));
    expect(screen.getByRole("textbox", { name: /^Phone number/ })).toHaveValue("0412 345 678");
    const delivery = screen.getByRole("region", { name: "Delivery address" });
    expect(within(delivery).getByRole("textbox", { name: /^First name/ })).toHaveValue("Jane");
    expect(within(delivery).getByRole("textbox", { name: /^Address/ })).toHaveValue("1 Collins St");
    expect(screen.getByRole("radio", { name: "Google Pay" })).toBeChecked();
    expect(within(await express()).getByRole("status")).toHaveTextContent(
      "Google Pay filled in your details. Choose a delivery date, then place your order to pay with Google Pay.",
    );
    // The suburb counts as chosen: the calendar is asked for.
    expect(await screen.findByRole("grid")).toBeInTheDocument();
    // spec 3 §9: the Google and Apple Pay widget, opened then used.
    await waitFor(() =>
      expect(widgetEvents(api)).toEqual(expect.arrayContaining([expect.objectContaining({ widget: "google-apple-pay", action: "used" })])),
    );
    expect(widgetEvents(api)).toContainEqual(expect.objectContaining({ widget: "google-apple-pay", action: "opened" }));
  });

  it("says nothing was shared when the shopper cancels, and asks for pop-ups when the sheet cannot open", async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderCheckout(GooglePay);
    await user.click(within(await express()).getByRole("button", { name: "Buy with Google Pay" }));
    expect(within(await express()).getByRole("alert")).toHaveTextContent(
      "Google Pay could not open. Allow pop-ups for this site, or choose Google Pay under Payment.",
    );
    open.mockReturnValue({} as Window);
    await user.click(within(await express()).getByRole("button", { name: "Buy with Google Pay" }));
    expect(within(await express()).queryByRole("alert")).not.toBeInTheDocument();
    fromWallet({ type: "googlepay-express", status: "cancelled" });
    expect(within(await express()).getByRole("status")).toHaveTextContent("You closed Google Pay: nothing was shared.");
  });

  it("is not offered where the setting is off or Google Pay is not", async () => {
    renderCheckout(GooglePay, { IsGooglePayExpressEnabled: "false" });
    expect(await screen.findByRole("radio", { name: "Google Pay" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Express checkout" })).not.toBeInTheDocument();
  });

  it("is not offered without Google Pay", async () => {
    renderCheckout(PayPal);
    expect(await screen.findByRole("radio", { name: "PayPal" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Express checkout" })).not.toBeInTheDocument();
  });
});

describe("the sheet's address and messages", () => {
  it("names the merchant account, the shop's origin and the country", () => {
    expect(expressSheetUrl(SANDBOX, "aol-nz", "http://127.0.0.1:3003", "NZ")).toBe(
      `${SANDBOX}/wallets/googlepay/express?merchantAccount=aol-nz&origin=http%3A%2F%2F127.0.0.1%3A3003&country=NZ`,
    );
  });

  it("takes only the provider's origin and the message's shape", () => {
    expect(expressMessageOf({ origin: SANDBOX, data: selected }, `${SANDBOX}/`)).toEqual(selected);
    expect(expressMessageOf({ origin: "http://sandbox.test:4011", data: selected }, SANDBOX)).toBeNull();
    expect(expressMessageOf({ origin: SANDBOX, data: { ...selected, type: "other" } }, SANDBOX)).toBeNull();
    expect(expressMessageOf({ origin: SANDBOX, data: { ...selected, details: { ...DETAILS, country: "US" } } }, SANDBOX)).toBeNull();
    expect(expressMessageOf({ origin: SANDBOX, data: "googlepay-express" }, SANDBOX)).toBeNull();
    expect(expressMessageOf({ origin: SANDBOX, data: { type: "googlepay-express", status: "cancelled", extra: 1 } }, SANDBOX)).toEqual({
      type: "googlepay-express",
      status: "cancelled",
    });
  });
});
