import {
  INSTALMENT_PROVIDER_IDS,
  PROVIDER_RETURN_PARAM,
  type InstalmentConfirmationAnswer,
  type InstalmentProvider,
} from "@storefront/api-contract/checkout";
import { checkoutErrorTexts } from "./checkout-messages";

/**
 * The return from an instalment provider (spec 2 §2, §4 "Instalment confirmations", §8): the
 * provider sends the shopper back to /customer/checkout?provider={id}&cartId={cartId} with its own
 * parameters; the page posts them to the provider's confirmation and acts on the answer.
 */

/** A provider's return read from the address: the provider and the parameters to post (all but `provider`). */
export interface InstalmentReturn {
  provider: InstalmentProvider;
  cartId: string;
  params: Record<string, string>;
  /** The provider's status parameter (CANCELLED on a cancel). */
  status: string | null;
}

function isInstalmentProvider(value: string | null): value is InstalmentProvider {
  return value !== null && (INSTALMENT_PROVIDER_IDS as readonly string[]).includes(value);
}

/** The return in a query string, or null when the address is not a known provider's return with a cart id. */
export function readInstalmentReturn(query: URLSearchParams): InstalmentReturn | null {
  const provider = query.get(PROVIDER_RETURN_PARAM);
  const cartId = query.get("cartId");
  if (!isInstalmentProvider(provider) || !cartId) return null;
  const params: Record<string, string> = {};
  for (const [key, value] of query) if (key !== PROVIDER_RETURN_PARAM) params[key] = value;
  return { provider, cartId, params, status: query.get("status") };
}

/** What the page does with a confirmation: go to the confirmation page, or show a message. */
export type InstalmentOutcome = { kind: "completed"; cartId: string } | { kind: "message"; message: string };

/**
 * spec 2 §8: a success (or a completed order) goes to the confirmation; otherwise all the errors
 * joined by blank lines; a type 'error' 'Service currently unavailable. Please try again later';
 * a cancel 'You've cancelled your payment.'; anything else our generic message.
 */
export function instalmentOutcome(answer: InstalmentConfirmationAnswer, returned: InstalmentReturn): InstalmentOutcome {
  if (answer.type === "success" || answer.orderCompleted) return { kind: "completed", cartId: answer.cartId || returned.cartId };
  const errors = answer.errors.filter((error) => error.trim() !== "");
  if (errors.length > 0) return { kind: "message", message: errors.join("\n\n") };
  if (answer.type === "error") return { kind: "message", message: checkoutErrorTexts.serviceUnavailable };
  if (answer.type === "cancelled" || returned.status === "CANCELLED") {
    return { kind: "message", message: checkoutErrorTexts.paymentCancelledOnReturn };
  }
  return { kind: "message", message: checkoutErrorTexts.paymentNotConfirmed };
}
