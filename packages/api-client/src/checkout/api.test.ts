import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiClient, type ApiClient } from "../http/client";
import { json, startTestServer, type TestServer } from "../test-helpers";
import {
  confirmInstalmentPayment,
  EMPTY_PAYMENT_CONFIGURATION,
  getOrder,
  getPaymentConfiguration,
  getPaymentConfigurationV2,
  getPaymentStatus,
  submitCheckout,
  voidPayment,
} from "./api";
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

describe("the payment configuration", () => {
  const configuration = {
    ...EMPTY_PAYMENT_CONFIGURATION,
    payPal: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 10000 } },
  };

  it("reads each provider's switch and range from GET /api/checkout/paymentconfiguration", async () => {
    server.on("GET", "/api/checkout/paymentconfiguration", (_request, response) => json(response, 200, configuration));
    await expect(getPaymentConfiguration(client)).resolves.toEqual(configuration);
    expect(server.requests.map((recorded) => recorded.url)).toEqual(["/api/checkout/paymentconfiguration"]);
  });

  it("answers the empty default, with no provider enabled, when the call fails (spec 2 §7)", async () => {
    server.on("GET", "/api/checkout/paymentconfiguration", (_request, response) => json(response, 500, { message: "down" }));
    const answer = await getPaymentConfiguration(client);
    expect(answer).toEqual(EMPTY_PAYMENT_CONFIGURATION);
    expect([answer.payPal, answer.afterPay, answer.zip, answer.humm, answer.klarna].some((provider) => provider.isEnabled)).toBe(false);
  });

  it("reads the v2 configuration from GET /api/checkout/v2/paymentconfiguration and lets its failure through", async () => {
    const v2 = {
      paymentConfigurations: [{ paymentMethod: "PayPal", isEnabled: true, minimumAmount: 1, maximumAmount: 2000 }],
      x509EncryptionKeys: { aol: "PEM" },
    };
    server.on("GET", "/api/checkout/v2/paymentconfiguration", (_request, response) => json(response, 200, v2));
    await expect(getPaymentConfigurationV2(client)).resolves.toEqual(v2);
    server.on("GET", "/api/checkout/v2/paymentconfiguration", (_request, response) => json(response, 503, { message: "down" }));
    await expect(getPaymentConfigurationV2(client)).rejects.toMatchObject({ status: 503 });
  });
});

describe("the instalment confirmation", () => {
  it("posts the return's parameters as key=value pairs in the query string, with an empty body", async () => {
    const answer = { errors: [], type: "success", orderCompleted: true, cartId: "cart-1" };
    server.on("POST", "/api/checkout/paypalconfirmation", (_request, response) => json(response, 200, answer));
    await expect(confirmInstalmentPayment(client, "paypal", { cartId: "cart-1", token: "EC-1", status: "APPROVED" })).resolves.toEqual(
      answer,
    );
    const [sent] = server.requests;
    expect(sent?.method).toBe("POST");
    expect(sent?.url).toBe("/api/checkout/paypalconfirmation?cartId=cart-1&token=EC-1&status=APPROVED");
    expect(sent?.body).toBe("");
    expect(sent?.headers["content-type"]).toBeUndefined();
  });

  it("names each provider's confirmation path (zipconfirmation, afterpayconfirmation)", async () => {
    const answer = { errors: ["Declined"], type: "declined", orderCompleted: false, cartId: "cart-1" };
    server.on("POST", "/api/checkout/zipnzconfirmation", (_request, response) => json(response, 200, answer));
    await expect(confirmInstalmentPayment(client, "zipnz", { cartId: "cart-1", token: "t" })).resolves.toMatchObject({
      type: "declined",
    });
    expect(server.requests[0]?.url).toBe("/api/checkout/zipnzconfirmation?cartId=cart-1&token=t");
  });
});

describe("the Zip in-store payment's status and its void (spec 2 §4, §7)", () => {
  it("asks GET /api/payment/status with the cart, the payment reference and the payment option", async () => {
    server.on("GET", "/api/payment/status", (_request, response) => json(response, 200, { paymentStatus: "Pending", message: "" }));
    await expect(getPaymentStatus(client, { cartId: "cart-1", paymentReference: "ZIP-1", selectedPaymentOption: 128 })).resolves.toEqual({
      paymentStatus: "Pending",
      message: "",
    });
    expect(server.requests[0]?.url).toBe("/api/payment/status?cartId=cart-1&paymentReference=ZIP-1&selectedPaymentOption=128");
  });

  it("fails with the answer's status and looks up no redirect", async () => {
    server.on("GET", "/api/payment/status", (_request, response) => json(response, 404, { message: "no payment" }));
    await expect(
      getPaymentStatus(client, { cartId: "cart-1", paymentReference: "ZIP-1", selectedPaymentOption: 128 }),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect(server.requests.map((recorded) => recorded.url)).toEqual([
      "/api/payment/status?cartId=cart-1&paymentReference=ZIP-1&selectedPaymentOption=128",
    ]);
  });

  it("posts the void with keepalive when asked, so it outlives the page", async () => {
    const calls: RequestInit[] = [];
    const recording = createApiClient({
      brand: "wa",
      baseUrl: "http://api.test",
      fetch: async (_input, init) => {
        calls.push(init ?? {});
        return Response.json({ cancelled: true, paymentReference: "ZIP-1" });
      },
    });
    await voidPayment(recording, { cartId: "cart-1", selectedPaymentOption: 128 }, { keepalive: true });
    await voidPayment(recording, { cartId: "cart-1", selectedPaymentOption: 128 });
    expect(calls.map((call) => call.keepalive)).toEqual([true, undefined]);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ cartId: "cart-1", selectedPaymentOption: 128 });
  });
});
