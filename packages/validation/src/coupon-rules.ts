/**
 * The coupon rules without a form library (spec 2 §5, §8, §9; spec 3 §5, §8, §9): the API client
 * and every page use these; ./coupon adds the form schema.
 */

/** spec 2 §5 and §9, spec 3 §5 and §9: the gift card / coupon code field holds at most 40 characters. */
export const COUPON_MAX_LENGTH = 40;

export const couponMessages = {
  /** spec 2 §5, spec 3 §5. */
  empty: "Coupon value cannot be empty.",
  /** Not shown in the spec (the field's maxLength normally stops it); our text. */
  tooLong: `Coupon value cannot be more than ${COUPON_MAX_LENGTH} characters.`,
  /** spec 2 §8: fallbacks when the server gives no message. */
  applyFailed: "An Error while applying the coupon.",
  deleteFailed: "An Error while deleting the coupon.",
} as const;

/**
 * Ours (spec 3 page type vouchers, whose words the spec does not give): the gift card balance
 * check. The number is typed in the same kind of field as at checkout, so it has the same limit.
 */
export const giftCardBalanceMessages = {
  empty: "Please enter your gift card number.",
  tooLong: `A gift card number has at most ${COUPON_MAX_LENGTH} characters.`,
  /** The API's answer (404) to a number that is no gift card of this shop. */
  unknown: "There is no gift card with this number.",
} as const;

/** The message for a gift card number to check, or undefined when it may be sent. */
export function validateGiftCardNumber(code: string | null | undefined): string | undefined {
  const text = (code ?? "").trim();
  if (text.length === 0) return giftCardBalanceMessages.empty;
  if (text.length > COUPON_MAX_LENGTH) return giftCardBalanceMessages.tooLong;
  return undefined;
}

/** The message for a coupon code, or undefined when it may be applied. */
export function validateCoupon(code: string | null | undefined): string | undefined {
  const text = (code ?? "").trim();
  if (text.length === 0) return couponMessages.empty;
  if (text.length > COUPON_MAX_LENGTH) return couponMessages.tooLong;
  return undefined;
}

/**
 * spec 2 §8, spec 3 §8: the server's first error message, else the fallback of the action.
 */
export function couponFailureMessage(serverErrors: readonly unknown[] | null | undefined, action: "apply" | "delete"): string {
  const first = serverErrors?.find((entry): entry is string => typeof entry === "string" && entry.trim().length > 0);
  return first ?? (action === "apply" ? couponMessages.applyFailed : couponMessages.deleteFailed);
}

export type CouponStatus = "blank" | "filled" | "valid" | "invalid";

/**
 * spec 2 §4, spec 3 §4: blank, filled (Apply shown), valid or invalid after an apply. Editing
 * the code resets the applied state, so the caller passes `applied` only for the code it applied.
 */
export function couponStatus(code: string, applied?: "valid" | "invalid"): CouponStatus {
  if (code.trim().length === 0) return "blank";
  return applied ?? "filled";
}
