import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiClient, type ApiClient } from "../http/client";
import { json, startTestServer, type TestServer } from "../test-helpers";
import { getOrder, submitCheckout } from "./api";
import type { CheckoutRequest } from "./types";

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

const request = { cartId: "cart-1", deliveryAddress: {}, orderTotal: 100 } as CheckoutRequest;
const completed = {
  orderCompleted: true,
  success: true,
  paymentReference: "P1",
  redirectUrl: null,
  secure3DResponse: null,
  refusalReason: null,
  orderNumber: "WA-1",
};
const noWait = { retryDelay: () => 0 };

describe("the checkout submit", () => {
  it("sends the Idempotency-Key header", async () => {
    server.on("POST", "/api/checkout", (_request, response) => json(response, 200, completed));
    await submitCheckout(client, request, { idempotencyKey: "key-1", ...noWait });
    expect(server.requests[0]?.headers["idempotency-key"]).toBe("key-1");
  });

  it("retries a gateway failure with the same key and answers the retry's result", async () => {
    let calls = 0;
    server.on("POST", "/api/checkout", (_request, response) => {
      calls += 1;
      if (calls < 3) json(response, calls === 1 ? 503 : 409, { message: "busy" });
      else json(response, 200, completed);
    });
    await expect(submitCheckout(client, request, { idempotencyKey: "key-2", ...noWait })).resolves.toMatchObject({ orderCompleted: true });
    expect(server.requests.map((recorded) => recorded.headers["idempotency-key"])).toEqual(["key-2", "key-2", "key-2"]);
  });

  it("does not retry a 400 or a 401", async () => {
    server.on("POST", "/api/checkout", (_request, response) => json(response, 400, ["Please enter a first name (max 20 characters)"]));
    await expect(submitCheckout(client, request, { idempotencyKey: "key-3", ...noWait })).rejects.toMatchObject({ status: 400 });
    expect(server.requests).toHaveLength(1);
  });
});

describe("the confirmation's order", () => {
  it("asks by cart id and looks up no redirect on a 404", async () => {
    server.on("GET", "/api/checkout/order", (_request, response) => json(response, 404, { message: "not found" }));
    await expect(getOrder(client, "cart-1")).rejects.toMatchObject({ status: 404 });
    expect(server.requests.map((recorded) => recorded.url)).toEqual(["/api/checkout/order?id=cart-1"]);
  });
});
