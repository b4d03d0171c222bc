import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@storefront/page-kit/testing";
import { CHECKOUT_SESSION_KEY } from "../session/checkout-session";
import { CART_ID, checkoutApi, orderFixture } from "../test-helpers";
import { ConfirmationPage } from "./ConfirmationPage";

afterEach(() => localStorage.clear());

function renderConfirmation(answers: Record<string, unknown>) {
  const api = checkoutApi(answers);
  renderWithProviders([{ path: "/customer/confirmation", element: <ConfirmationPage /> }], {
    fetch: api.fetch,
    path: `/customer/confirmation?id=${CART_ID}`,
  });
  return api;
}

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
});
