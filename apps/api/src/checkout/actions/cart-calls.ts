import type { Cart } from "@storefront/api-contract/cart";
import { DELIVERY_SERVICE_OVERRIDE_MESSAGE, hasCheckoutOption } from "@storefront/api-contract/checkout";
import { validateCoupon } from "@storefront/validation/coupon";
import { isValidEmail } from "@storefront/validation/email";
import type { FastifyRequest } from "fastify";
import { BadRequestError } from "../../http/errors";
import { couponApiMessages, normaliseCode } from "../coupons";
import { checkoutFeatures } from "../options";
import { lookupCurrentCode } from "../payment-holds";
import { checkoutActionMessages, type CheckoutParts } from "./parts";

/** The request's cart (its header row), or 400 when the session has none. */
async function cartRow(parts: CheckoutParts, request: FastifyRequest) {
  const row = await parts.pricing.store.header(parts.context.sessions.idOf(request), request.storefront.id);
  if (!row) throw new BadRequestError([checkoutActionMessages.noCart]);
  return row;
}

/** POST /api/cart/coupon/: a coupon or gift card on the cart (one code at a time); answers the cart. */
export async function applyCoupon(parts: CheckoutParts, request: FastifyRequest, code: string): Promise<Cart> {
  const problem = validateCoupon(code);
  if (problem) throw new BadRequestError([problem]);
  const row = await cartRow(parts, request);
  const lookup = await lookupCurrentCode(parts.context.db, request.storefront, code, parts.context.now());
  if (lookup.state === "invalid") throw new BadRequestError([lookup.message]);
  const current = await parts.carts.current(request);
  if (current.products.length === 0) throw new BadRequestError([couponApiMessages.emptyCart]);
  await parts.pricing.store.setCouponCode(row.id, lookup.code);
  return parts.carts.current(request);
}

/** DELETE /api/cart/coupon/{id}: removes the applied code; answers the cart. */
export async function removeCoupon(parts: CheckoutParts, request: FastifyRequest, id: string): Promise<Cart> {
  const row = await cartRow(parts, request);
  if (!row.couponCode || row.couponCode !== normaliseCode(id)) throw new BadRequestError([couponApiMessages.notApplied]);
  await parts.pricing.store.setCouponCode(row.id, null);
  return parts.carts.current(request);
}

/**
 * GET /api/cart/ with `winningDeliveryServiceOverride=true` (issue 14 item 5): for signed-in
 * staff on a storefront that offers the override, delivery goes to the provider's own delivery
 * service: shipping 0 and its cart message. Ignored for anyone else (the plain cart).
 */
export async function cartWithOverride(parts: CheckoutParts, request: FastifyRequest, cart: Cart, flag: string | undefined): Promise<Cart> {
  if (flag !== "true") return cart;
  if (!hasCheckoutOption(checkoutFeatures(request.storefront).opts, "WinningDeliveryServiceOverride")) return cart;
  if (!(await parts.staff.staffOf(request))) return cart;
  return {
    ...cart,
    winningDeliveryServiceOverride: true,
    shipping: 0,
    messages: [...cart.messages, DELIVERY_SERVICE_OVERRIDE_MESSAGE],
  };
}

/** POST /api/cart/email: the guest's email on the cart (spec 2 §6). */
export async function setEmail(parts: CheckoutParts, request: FastifyRequest, email: string): Promise<Cart> {
  if (!isValidEmail(email.trim())) throw new BadRequestError([checkoutActionMessages.email]);
  const row = await cartRow(parts, request);
  await parts.pricing.store.setEmail(row.id, email.trim().toLowerCase());
  return parts.carts.current(request);
}
