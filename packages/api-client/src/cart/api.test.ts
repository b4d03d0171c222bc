import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiClient, type ApiClient } from "../http/client";
import { json, startTestServer, type TestServer } from "../test-helpers";
import { applyCoupon, CouponError, getCart, removeCoupon } from "./api";

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

describe("cart calls", () => {
  it("sends only the non-empty location parts", async () => {
    server.on("GET", "/api/cart/", (_request, response) => json(response, 200, { cartId: "0" }));
    await getCart(client, { suburb: "Sydney", postcode: "2000", state: "", winningDeliveryServiceOverride: null });
    expect(server.requests[0]?.url).toBe("/api/cart/?suburb=Sydney&postcode=2000");
  });

  it("shows the server's first coupon error", async () => {
    server.on("POST", "/api/cart/coupon/", (_request, response) => json(response, 400, ["Coupon expired", "Another"]));
    const error = await applyCoupon(client, { code: "OLD" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CouponError);
    expect(error).toMatchObject({ message: "Coupon expired", status: 400 });
  });

  it("falls back to the apply message when the server gives none", async () => {
    server.on("POST", "/api/cart/coupon/", (_request, response) => json(response, 500, {}));
    await expect(applyCoupon(client, { code: "X" })).rejects.toThrow("An Error while applying the coupon.");
  });

  it("falls back to the delete message, and a gift card 404 looks up no redirect", async () => {
    server.on("DELETE", "/api/cart/coupon/7", (_request, response) => json(response, 404, {}));
    await expect(removeCoupon(client, "7")).rejects.toThrow("An Error while deleting the coupon.");
    expect(server.requests).toHaveLength(1);
  });
});
