import { ServiceUnavailableError } from "../../http/errors";
import { cartActions } from "../../cart/cart-actions";
import type { AppContext } from "../../context";
import { CardGatewayUnavailableError, type CardGateway } from "../../payments/card-gateway";
import { cartPricing } from "../pricing";
import { productSwaps } from "../product-swap";
import { staffCheckout } from "../staff";

/** Ours: messages of these calls that spec 2 does not give. */
export const checkoutActionMessages = {
  email: "Please enter a valid email address",
  noCart: "Add a product to your cart first.",
  orderComplete: "This order is complete and its payment cannot be cancelled here.",
  challengeUnverified: "We could not confirm your card's 3-D Secure check. Please try again.",
  paymentConfigurationV2: "This storefront reads its payment configuration from /api/checkout/paymentconfiguration.",
} as const;

/** What every checkout call reads: the app's context, the cart's pricing and calls, and the staff part of checkout (made once). */
export function checkoutParts(context: AppContext) {
  return {
    context,
    pricing: cartPricing(context),
    carts: cartActions(context),
    staff: staffCheckout(context),
    swaps: productSwaps(context),
  };
}
export type CheckoutParts = ReturnType<typeof checkoutParts>;

/** A provider out of reach is the same 503 as the card gateway's. */
export async function unavailableAs503<Value>(call: () => Promise<Value>): Promise<Value> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CardGatewayUnavailableError)
      throw new ServiceUnavailableError("The payment provider is not available. Please try again.");
    throw error;
  }
}

/** The card gateway's certificates by storefront (the browser encrypts the card with them); 503 when it cannot be reached. */
export function encryptionKeys(cardGateway: Pick<CardGateway, "encryptionKeys">): Promise<Record<string, string>> {
  return unavailableAs503(() => cardGateway.encryptionKeys());
}
