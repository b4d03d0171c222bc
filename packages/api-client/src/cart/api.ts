import { cartLocationParams } from "@storefront/validation/cart";
import { couponFailureMessage } from "@storefront/validation/coupon-rules";
import type { ApiClient, RequestOptions } from "../http/client";
import { ApiError } from "../http/errors";
import { path } from "../http/query-string";
import { GIFT_CARD_BALANCE_PATH } from "@storefront/api-contract/checkout";
import type {
  AddCartProductRequest,
  ApplyCouponRequest,
  Cart,
  CartLocationQuery,
  CartProduct,
  CouponAnswer,
  GiftCardBalance,
  SwapCartLineRequest,
} from "./types";

type Call = Pick<RequestOptions, "signal">;

/** spec 3 §5: only the non-empty location parts are sent. */
export function getCart(client: ApiClient, location: CartLocationQuery = {}, call?: Call): Promise<Cart> {
  return client.get("/api/cart/", { ...call, query: cartLocationParams(location) });
}

export function addCartProduct(client: ApiClient, line: AddCartProductRequest): Promise<Cart> {
  return client.post("/api/cart/product/", line);
}

export function getCartProduct(client: ApiClient, code: string, call?: Call): Promise<CartProduct> {
  return client.get(path`/api/cart/product/${code}`, call);
}

/** Sets a line's quantity (1 to 99, validation's `lineQuantityOf`); answers the cart (ours, issue 40). */
export function setCartLineQuantity(client: ApiClient, code: string, qty: number): Promise<Cart> {
  return client.put(path`/api/cart/product/${code}`, { qty });
}

export function removeCartProduct(client: ApiClient, code: string): Promise<Cart> {
  return client.delete(path`/api/cart/product/${code}`);
}

/**
 * POST /api/cart/swap (issue 45 item 6): swaps a line the address cannot get for one of the
 * alternatives the availability answer offers; answers the cart. A refusal's message is the API's.
 */
export function swapCartLine(client: ApiClient, request: SwapCartLineRequest): Promise<Cart> {
  return client.post("/api/cart/swap", request);
}

export function clearCart(client: ApiClient): Promise<Cart> {
  return client.delete("/api/cart/");
}

/** Sets the guest email on the cart (send only a valid email: spec 2 §4). */
export function setCartEmail(client: ApiClient, email: string): Promise<Cart> {
  return client.post("/api/cart/email", { email });
}

/** spec 2 §8: a failure carries the server's first error or 'An Error while applying the coupon.'. */
export async function applyCoupon(client: ApiClient, request: ApplyCouponRequest): Promise<CouponAnswer> {
  try {
    return await client.post<CouponAnswer>("/api/cart/coupon/", request);
  } catch (error) {
    throw withCouponMessage(error, "apply");
  }
}

/** spec 3 §8: a failure carries the server's first error or 'An Error while deleting the coupon.'. */
export async function removeCoupon(client: ApiClient, id: string): Promise<CouponAnswer> {
  try {
    return await client.delete<CouponAnswer>(path`/api/cart/coupon/${id}`);
  } catch (error) {
    throw withCouponMessage(error, "delete");
  }
}

/**
 * POST /api/giftcard/balance: a gift card's balance by its number (the vouchers page). Its 404 (no
 * such card) is the shopper's answer, not a moved page: it is the gift card path, for which the
 * client looks up no redirect (spec 1 §8, `isGiftCardPath`).
 */
export function checkGiftCardBalance(client: ApiClient, code: string): Promise<GiftCardBalance> {
  return client.post(GIFT_CARD_BALANCE_PATH, { code });
}

/** A coupon call's ApiError whose message is what the coupon field shows (spec 2 §8). */
export class CouponError extends ApiError {
  constructor(apiError: ApiError, message: string) {
    super({ status: apiError.status, method: apiError.method, path: apiError.path, body: apiError.body, cause: apiError });
    this.name = "CouponError";
    this.message = message;
    this.redirect = apiError.redirect;
  }
}

function withCouponMessage(error: unknown, action: "apply" | "delete"): unknown {
  if (!(error instanceof ApiError)) return error;
  return new CouponError(error, couponFailureMessage(error.serverMessages, action));
}
