import { interceptorMessages } from "@storefront/api-client/http";

/**
 * The global messages of spec 2 §8, to the character. Each shows in the checkout's persistent
 * global error (role="alert") until the shopper closes it or the next submit.
 */
export const checkoutErrorTexts = {
  deliveryLookupFailed: "An error has occurred when selecting a delivery location. Please try again",
  localityLookupFailed: "Delivery services unavailable for the provided address",
  paymentCancelledOnReturn: "You've cancelled your payment.",
  paymentCancelledByCall: "The transaction was canceled",
  /** spec 2 §8: an instalment confirmation of type 'error', or one that failed. */
  serviceUnavailable: "Service currently unavailable. Please try again later",
  /** Ours (spec 2 §8 'a default generic message'): any other instalment confirmation answer. */
  paymentNotConfirmed: "We couldn't confirm your payment. Please try again or choose another payment method.",
  deliveryUnavailable: (supportNumber: string) =>
    `Unfortunately delivery is not currently available for your order. Please call us to see if we can make alternative arrangements ${supportNumber}`.trim(),
  payment401: (supportNumber: string) =>
    `Sorry there has been a problem with your payment. Please check your details or try a different payment method. If the problem persists, kindly contact a member of our team on ${supportNumber}`.trim(),
  checkoutOther: (supportNumber: string) =>
    `An error occurred when processing your checkout request. Please do not attempt to checkout again. To resolve this issue, kindly contact a member of our team on ${supportNumber}`.trim(),
  /** spec 2 §8 "General HTTP handling": a 400 without messages. */
  badRequest: interceptorMessages.badRequest,
} as const;

/** What a failed checkout post answered: its status and body (an ApiError carries both). */
export interface CheckoutFailure {
  status: number;
  body: unknown;
}

function stringList(value: unknown): string[] {
  if (typeof value === "string") return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(stringList);
  return [];
}

/** A refusal reason the API or the card gateway put in the answer, if any. */
export function refusalReasonOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const reason = (body as Record<string, unknown>).refusalReason;
  return typeof reason === "string" && reason.trim() ? reason : null;
}

/**
 * spec 2 §8, the checkout post's error: a refusal reason shows as is; 401 the payment message
 * with the support number; 400 the list of messages the body carries (joined with ', ', or
 * 'An error has occurred, please try again' when it carries none); anything else the
 * do-not-checkout-again message with the support number.
 */
export function checkoutFailureMessage(failure: CheckoutFailure, supportNumber: string): string {
  const reason = refusalReasonOf(failure.body);
  if (reason) return reason;
  if (failure.status === 401) return checkoutErrorTexts.payment401(supportNumber);
  if (failure.status === 400) {
    const body = failure.body;
    const messages =
      typeof body === "object" && body !== null && !Array.isArray(body)
        ? stringList((body as Record<string, unknown>).errors ?? (body as Record<string, unknown>).message)
        : stringList(body);
    return messages.length > 0 ? messages.join(", ") : checkoutErrorTexts.badRequest;
  }
  return checkoutErrorTexts.checkoutOther(supportNumber);
}

/** spec 2 §2: a provider return with ?status=CANCELLED. */
export function returnStatusMessage(status: string | null): string | null {
  return status === "CANCELLED" ? checkoutErrorTexts.paymentCancelledOnReturn : null;
}
