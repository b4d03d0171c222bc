/** Cart and coupon calls (spec 2 §7, spec 3 §3 and §7). */

/** A cart line and the cart (spec 3 §3): the commerce API's contract. */
export type { AddCartProductRequest, Cart, CartProduct, SwapCartLineRequest } from "@storefront/api-contract/cart";
/** A gift card's balance (the vouchers page). */
export type { GiftCardBalance } from "@storefront/api-contract/checkout";
import type { Cart } from "@storefront/api-contract/cart";

/** GET /api/cart/ query: only non-empty parts are sent (spec 3 §5). */
export interface CartLocationQuery {
  suburb?: string | null;
  postcode?: string | null;
  state?: string | null;
  winningDeliveryServiceOverride?: string | boolean | null;
}

/** POST /api/cart/coupon/. */
export interface ApplyCouponRequest {
  code: string;
  userEmail?: string | null;
}

/** Answer of coupon apply and delete: the cart after the change (ours; the spec shows none). */
export type CouponAnswer = Cart;

/** POST /api/cart/email. */
export interface CartEmailRequest {
  email: string;
}
