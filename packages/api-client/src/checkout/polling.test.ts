import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiClient, type ApiClient } from "../http/client";
import { json, startTestServer, type TestServer } from "../test-helpers";
import { pollZipPayment, ZIP_POLL_INTERVAL_MS, ZIP_POLL_LIMIT_MS } from "./polling";

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

const query = { cartId: "cart-1", paymentReference: "REF-9", selectedPaymentOption: 0 };

/** Answers the status calls in turn, the last one for ever. */
function answers(...steps: [number, unknown][]) {
  let index = 0;
  server.on("GET", "/api/payment/status", (_request, response) => {
    const [status, body] = steps[Math.min(index, steps.length - 1)] as [number, unknown];
    index += 1;
    json(response, status, body);
  });
}

/** A clock that moves only when the poller waits: no real sleeping. */
function fakeClock() {
  let now = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    wait: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
  };
}

describe("pollZipPayment", () => {
  it("polls every 2 s until the payment is approved", async () => {
    answers([200, { paymentStatus: "Pending" }], [200, { paymentStatus: "Pending" }], [200, { paymentStatus: "Approved" }]);
    const clock = fakeClock();
    await expect(pollZipPayment(client, query, clock)).resolves.toEqual({ kind: "approved" });
    expect(clock.waits).toEqual([ZIP_POLL_INTERVAL_MS, ZIP_POLL_INTERVAL_MS]);
    expect(server.requests[0]?.url).toBe("/api/payment/status?cartId=cart-1&paymentReference=REF-9&selectedPaymentOption=0");
  });

  it.each(["Cancelled", "Declined", "Expired"])("ends %s with the message and code 200", async (paymentStatus) => {
    answers([200, { paymentStatus, message: `Payment ${paymentStatus}` }]);
    await expect(pollZipPayment(client, query, fakeClock())).resolves.toEqual({ kind: "failed", code: 200, message: `Payment ${paymentStatus}` });
  });

  it("ignores server errors (5xx) and keeps polling", async () => {
    answers([503, {}], [500, {}], [200, { paymentStatus: "Approved" }]);
    await expect(pollZipPayment(client, query, fakeClock())).resolves.toEqual({ kind: "approved" });
    expect(server.requests).toHaveLength(3);
  });

  it("stops on an error whose status does not start with 5", async () => {
    answers([403, {}]);
    await expect(pollZipPayment(client, query, fakeClock())).resolves.toEqual({
      kind: "error",
      code: 403,
      message: "permission denied for the resource",
    });
  });

  it("gives up after 65 s with status 408 and the order reference", async () => {
    answers([200, { paymentStatus: "Pending" }]);
    const clock = fakeClock();
    await expect(pollZipPayment(client, query, clock)).resolves.toEqual({
      kind: "timeout",
      code: 408,
      message: "There has been an error processing your order, please contact our support team. Order reference : REF-9",
    });
    expect(clock.now()).toBeLessThanOrEqual(ZIP_POLL_LIMIT_MS);
    expect(server.requests).toHaveLength(Math.floor(ZIP_POLL_LIMIT_MS / ZIP_POLL_INTERVAL_MS) + 1);
  });
});
