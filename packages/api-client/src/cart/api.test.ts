import { describe, expect, it } from "vitest";
import { json, serveForTests } from "../test-helpers";
import { applyCoupon, checkGiftCardBalance, CouponError, getCart, removeCoupon, setCartLineQuantity } from "./api";

const api = serveForTests();

describe("cart calls", () => {
  it("sends only the non-empty location parts", async () => {
    api.server.on("GET", "/api/cart/", (_request, response) => json(response, 200, { cartId: "0" }));
    await getCart(api.client, { suburb: "Sydney", postcode: "2000", state: "", winningDeliveryServiceOverride: null });
    expect(api.server.requests[0]?.url).toBe("/api/cart/?suburb=Sydney&postcode=2000");
  });

  it("sets a line's quantity with PUT and the quantity as JSON", async () => {
    api.server.on("PUT", "/api/cart/product/line-1", (_request, response) => json(response, 200, { cartId: "1" }));
    await expect(setCartLineQuantity(api.client, "line-1", 4)).resolves.toEqual({ cartId: "1" });
    expect(api.server.requests[0]).toMatchObject({ method: "PUT", body: JSON.stringify({ qty: 4 }) });
  });

  it("shows the server's first coupon error", async () => {
    api.server.on("POST", "/api/cart/coupon/", (_request, response) => json(response, 400, ["Coupon expired", "Another"]));
    const error = await applyCoupon(api.client, { code: "OLD" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CouponError);
    expect(error).toMatchObject({ message: "Coupon expired", status: 400 });
  });

  it("falls back to the apply message when the server gives none", async () => {
    api.server.on("POST", "/api/cart/coupon/", (_request, response) => json(response, 500, {}));
    await expect(applyCoupon(api.client, { code: "X" })).rejects.toThrow("An Error while applying the coupon.");
  });

  it("falls back to the delete message, and a gift card 404 looks up no redirect", async () => {
    api.server.on("DELETE", "/api/cart/coupon/7", (_request, response) => json(response, 404, {}));
    await expect(removeCoupon(api.client, "7")).rejects.toThrow("An Error while deleting the coupon.");
    expect(api.server.requests).toHaveLength(1);
  });

  it("asks for a gift card's balance by its number, and its 404 is the shopper's answer with no redirect lookup", async () => {
    api.server.on("POST", "/api/giftcard/balance", (_request, response) =>
      json(response, 404, { message: "There is no gift card with this number." }),
    );
    await expect(checkGiftCardBalance(api.client, "NOPE")).rejects.toMatchObject({
      status: 404,
      serverMessages: ["There is no gift card with this number."],
    });
    expect(api.server.requests).toHaveLength(1);
    expect(api.server.requests[0]).toMatchObject({ method: "POST", body: JSON.stringify({ code: "NOPE" }) });
  });
});
