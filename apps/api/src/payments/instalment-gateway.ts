import type { InstalmentProvider } from "@storefront/api-contract/checkout";
import type { StorefrontId } from "../storefronts";
import type { Money } from "./card-gateway";

/**
 * The instalment providers as the API sees them (issue 14: PayPal, Afterpay, Zip AU and NZ, Humm,
 * Klarna): one hosted checkout each. The API creates a checkout and sends the shopper to the
 * provider's page; the shopper comes back to the storefront with a token, which the API confirms
 * with the provider. `SandboxInstalmentGateway` plays them all; a real provider's adapter plugs in
 * behind this interface. Failures to reach a provider are CardGatewayUnavailableError, as for the card.
 */

export interface InstalmentCheckoutRequest {
  provider: InstalmentProvider;
  storefront: StorefrontId;
  cartId: string;
  amount: Money;
  /** Stable across the retries of one submit: the same key never makes a second checkout. */
  idempotencyKey: string;
  /** Where the provider sends the shopper back after an answer (the storefront's checkout page). */
  returnUrl: string;
  /** Where it sends a shopper who cancels. */
  cancelUrl: string;
}

export type InstalmentCheckout =
  | { outcome: "created"; checkoutId: string; redirectUrl: string }
  /** The provider refused the checkout itself (amount outside its limits, currency, ...): nothing was made. */
  | { outcome: "refused"; code: string; message: string };

export type InstalmentStatus = "Pending" | "Approved" | "Declined" | "Cancelled" | "Expired";

export interface InstalmentConfirmation {
  status: InstalmentStatus;
  paymentReference: string | null;
  /** For a decline: the provider's sentences (its reason, its advice). */
  errors: string[];
}

export type InstalmentConfirmResult = { verified: true; confirmation: InstalmentConfirmation } | { verified: false };

export interface InstalmentGateway {
  createCheckout(request: InstalmentCheckoutRequest): Promise<InstalmentCheckout>;
  /** Checks the return's token with the provider and answers the outcome (confirming an approval captures it). */
  confirm(provider: InstalmentProvider, storefront: StorefrontId, checkoutId: string, token: string): Promise<InstalmentConfirmResult>;
  /** spec 2 §4 step 7: void. null when the provider does not know it; "not-cancellable" for a declined one. */
  cancel(provider: InstalmentProvider, storefront: StorefrontId, checkoutId: string): Promise<InstalmentStatus | "not-cancellable" | null>;
  status(provider: InstalmentProvider, storefront: StorefrontId, checkoutId: string): Promise<InstalmentStatus | null>;
}
