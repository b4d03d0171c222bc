import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@storefront/page-kit/testing";
import { CHECKOUT_SESSION_KEY } from "../session/checkout-session";
import { CART_ID, checkoutApi, orderFixture } from "../test-helpers";
import { ConfirmationPage } from "./ConfirmationPage";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete window.dataLayer;
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
    first.unmount();

    // A reload of the confirmation counts no second sale.
    const reload = renderConfirmation(answers, { countryCode: "NZ" });
    await screen.findByText("WA-100042");
    expect(analyticsEvents(reload)).toHaveLength(0);
    expect(window.dataLayer).toHaveLength(1);
  });

  it("names AUD when the countryCode setting is AU", async () => {
    renderConfirmation({ "GET /api/checkout/order": orderFixture, "POST /api/analytics/search": true }, { countryCode: "AU" });
    await screen.findByText("WA-100042");
    await waitFor(() => expect(window.dataLayer).toHaveLength(1));
    expect(window.dataLayer?.[0]).toMatchObject({ ecommerce: { currency: "AUD", tax: 104.9 } });
  });
});
