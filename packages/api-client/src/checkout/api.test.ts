import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiClient, type ApiClient } from "../http/client";
import { json, startTestServer, type TestServer } from "../test-helpers";
import { confirmPayment, emptyPaymentConfiguration, getPaymentConfiguration, postAvailability, voidPayment } from "./api";
import type { CheckoutFormValues } from "./types";

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({ brand: "wa", baseUrl: server.url });
});
beforeEach(() => {
  server.requests.length = 0;
});
afterAll(() => server.close());

const form = {
  cartId: "cart-1",
  email: "jane@example.com",
  cardDetails: { nameOnCard: "Jane", cardNo: "4111111111111111", expiryDate: "12 / 2030", cvv: "123" },
  deliveryDate: [2026, 7, 1],
} as unknown as CheckoutFormValues;

describe("checkout calls", () => {
  it("posts the address lookup with card details and delivery date nulled", async () => {
    server.on("POST", "/api/checkout/avail", (_request, response) => json(response, 200, { availability: [] }));
    await postAvailability(client, form);
    expect(JSON.parse(server.requests[0]?.body ?? "")).toMatchObject({ cartId: "cart-1", cardDetails: null, deliveryDate: null });
  });

  it("posts confirmation parameters in the query string with an empty body", async () => {
    server.on("POST", "/api/checkout/zipconfirmation", (_request, response) => json(response, 200, { errors: [], type: "success" }));
    await confirmPayment(client, "zip", { checkoutId: "co_1", result: "approved" });
    expect(server.requests[0]).toMatchObject({ url: "/api/checkout/zipconfirmation?checkoutId=co_1&result=approved", body: "" });
  });

  it("voids with the cart id and payment option", async () => {
    server.on("POST", "/api/checkout/void", (_request, response) => json(response, 200, {}));
    await voidPayment(client, { cartId: "cart-1", selectedPaymentOption: 256 });
    expect(JSON.parse(server.requests[0]?.body ?? "")).toEqual({ cartId: "cart-1", selectedPaymentOption: 256 });
  });

  it("uses an empty payment configuration when the call fails", async () => {
    server.on("GET", "/api/checkout/paymentconfiguration", (_request, response) => json(response, 500, {}));
    await expect(getPaymentConfiguration(client)).resolves.toEqual(emptyPaymentConfiguration());
  });
});
