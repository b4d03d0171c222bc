/**
 * Checkout error texts (spec 2 §4 and §8). Texts that end with the support number take it from
 * configuration.
 */
import type { PaymentConfirmationResult } from "./types";

export const checkoutErrorMessages = {
  postAddress: "An error has occurred when selecting a delivery location. Please try again",
  localityLookup: "Delivery services unavailable for the provided address",
  maps: "An error occurred while looking up this address. Please check the address and try again.",
  cancelledOnReturn: "You've cancelled your payment.",
  cancelledByCall: "The transaction was canceled",
  instalmentUnavailable: "Service currently unavailable. Please try again later",
  /** Not shown in the spec: ours. */
  instalmentDefault: "We could not confirm your payment. Please try again or choose another payment method.",
  leavePage: "You have not completed your order yet. Are you sure you want to leave?",
  zipWaiting: "Waiting for customer to confirm in their Zip app",
  zipDoNotRefresh: "Please do not refresh the page",
} as const;

export function deliveryUnavailableMessage(supportNumber: string): string {
  return `Unfortunately delivery is not currently available for your order. Please call us to see if we can make alternative arrangements ${supportNumber}`;
}

export function checkoutUnauthorisedMessage(supportNumber: string): string {
  return `Sorry there has been a problem with your payment. Please check your details or try a different payment method. If the problem persists, kindly contact a member of our team on ${supportNumber}`;
}

export function checkoutFailedMessage(supportNumber: string, variant: "checkout" | "general" = "checkout"): string {
  const what = variant === "checkout" ? "your checkout request" : "your request";
  return `An error occurred when processing ${what}. Please do not attempt to checkout again. To resolve this issue, kindly contact a member of our team on ${supportNumber}`;
}

/** spec 2 §4 and §9: the Zip poll gives up after 65 s with status 408 and this text. */
export function zipTimeoutMessage(orderReference: string): string {
  return `There has been an error processing your order, please contact our support team. Order reference : ${orderReference}`;
}

/** spec 2 §8: what a failed POST /api/checkout shows. */
export function checkoutErrorMessage(error: { status: number; serverMessages: string[]; body?: unknown }, supportNumber: string): string {
  const refusal = refusalReason(error.body);
  if (refusal) return refusal;
  if (error.status === 400) return error.serverMessages.join(", ") || checkoutFailedMessage(supportNumber);
  if (error.status === 401) return checkoutUnauthorisedMessage(supportNumber);
  return checkoutFailedMessage(supportNumber);
}

function refusalReason(body: unknown): string | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const reason = (body as { refusalReason?: unknown }).refusalReason;
  return typeof reason === "string" && reason.trim() ? reason : null;
}

/**
 * spec 2 §8: an instalment confirmation with errors shows them joined by blank lines; type
 * 'error' shows the unavailable text; otherwise null when it succeeded.
 */
export function confirmationMessage(result: PaymentConfirmationResult): string | null {
  if (result.errors.length > 0) return result.errors.join("\n\n");
  if (result.type === "error") return checkoutErrorMessages.instalmentUnavailable;
  return null;
}
