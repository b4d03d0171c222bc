import { INSTALMENT_PROVIDERS, type InstalmentProvider } from "@storefront/api-contract/checkout";
import { formatPrice } from "@storefront/validation/price";
import { INSTALMENT_LIMITS } from "../../payments/instalment-limits";

/** Ours: messages of the submit that spec 2 does not give. */
export const submitMessages = {
  emptyCart: "Your cart is empty.",
  cartChanged: "Your cart has changed. Please review your order and try again.",
  paymentOption: "This payment method is not available. Please choose another.",
  deliveryService: "Please choose delivery services from the list.",
  supplierDates: "Please choose supplier delivery dates from the calendar.",
  busy: "Your order is still being processed. Please wait a moment and try again.",
  gateway: "We could not reach our payment provider. Please try again.",
  keyReused: "This Idempotency-Key belongs to another checkout. Send a new key for each submit.",
  /** spec 2 §4: partial payment only with the default card. */
  depositCardOnly: "Partial payment is only available when paying by credit card.",
  depositNotOffered: "Partial payment is not available. Please pay the full amount.",
  cashAndCarry: "Cash and carry is not available on this storefront.",
  deliveryServiceOverride: "The delivery service override is not available on this storefront.",
  zipRefused: "Zip could not start the payment for this store code. Please check the code or choose another payment method.",
  fraudCheckUnavailable: "We could not verify your browser just now. Please try again.",
} as const;

/** Ours: an order total outside an instalment provider's limits (spec 2 §9: each provider has its own). */
export function providerLimitMessage(provider: InstalmentProvider): string {
  const { minimumAmount, maximumAmount } = INSTALMENT_LIMITS[provider];
  return `${INSTALMENT_PROVIDERS[provider].title} is available for orders from ${formatPrice(minimumAmount)} to ${formatPrice(maximumAmount)}. Please choose another payment method.`;
}
