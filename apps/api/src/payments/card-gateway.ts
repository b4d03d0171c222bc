import type { CardProviderRequest } from "@storefront/api-contract/checkout";
import type { Currency, StorefrontId } from "../storefronts";

/**
 * The card gateway as the API sees it (ARCHITECTURE decision 7): an interface in the shop's
 * language, so the sandbox (`SandboxCardGateway`) and later a real provider's adapter plug in
 * behind it. The API never sees a card number or security code: the browser encrypts them for
 * the gateway, and the gateway answers the card's type and last four digits.
 */

/** spec 2 §3: the card request the browser sends (@storefront/api-contract `buildCardRequest`), as the contract states it. */
export type CardRequest = CardProviderRequest;

export interface Money {
  /** Cents. */
  value: number;
  currency: Currency;
}

export interface CardAuthorisationRequest {
  storefront: StorefrontId;
  cartId: string;
  amount: Money;
  card: CardRequest;
  /** Stable across the retries of one submit: the same key never pays twice. */
  idempotencyKey: string;
  /** Where the 3-D Secure challenge page posts its result back (the API's return call). */
  returnUrl: string;
}

export interface CardSummary {
  brand: string;
  lastFour: string;
}

/** spec 2 §3 secure3DResponse: the form the browser posts to open the challenge. */
export interface SecureThreeDResponse {
  htmlFormAction: string;
  htmlFormToPost: string;
}

export type CardAuthorisation =
  | { outcome: "authorised"; paymentReference: string; card: CardSummary }
  | { outcome: "refused"; paymentReference: string; card: CardSummary; refusalReason: string; refusalCode: string }
  | { outcome: "challenge"; paymentReference: string; card: CardSummary; secure3DResponse: SecureThreeDResponse }
  /** spec 2 §4: the gateway's card check failed; answer 401 with these messages (spec 2 §5). */
  | { outcome: "card-check-failed"; messages: string[] }
  /** The gateway refused the request itself (the encryption was altered or is too old, ...): nothing was charged. */
  | { outcome: "invalid"; code: string; message: string };

export type CardPaymentStatus = "authorised" | "refused" | "awaiting-challenge" | "cancelled";

export interface CardPaymentState {
  paymentReference: string;
  cartId: string;
  status: CardPaymentStatus;
  amount: { value: number; currency: string };
  card: CardSummary;
  refusalReason?: string;
}

export type ChallengeReturn = { verified: true; payment: CardPaymentState } | { verified: false };

export type CardVoidResult =
  { outcome: "cancelled"; payment: CardPaymentState } | { outcome: "not-cancellable" } | { outcome: "not-found" };

export interface CardGateway {
  /** spec 2 §3 x509EncryptionKeys: each storefront's certificate, keyed by brand. */
  encryptionKeys(): Promise<Record<string, string>>;
  authorise(request: CardAuthorisationRequest): Promise<CardAuthorisation>;
  /** The fields the challenge page posted to the return address, checked with the gateway. */
  verifyChallengeReturn(storefront: StorefrontId, fields: Record<string, unknown>): Promise<ChallengeReturn>;
  /** spec 2 §4: "Cancelling a payment calls void". Voiding again answers the same. */
  void(storefront: StorefrontId, paymentReference: string): Promise<CardVoidResult>;
  status(storefront: StorefrontId, paymentReference: string): Promise<CardPaymentState | null>;
}

export type CardGatewayFailure = "timeout" | "unreachable" | "gateway-error" | "unexpected-answer";

/**
 * The gateway did not answer in time, could not be reached, failed, or answered something
 * unreadable. Whether a payment was made is unknown: retry with the same idempotency key, or look
 * the payment up, before telling the shopper anything.
 */
export class CardGatewayUnavailableError extends Error {
  constructor(
    readonly failure: CardGatewayFailure,
    message: string,
  ) {
    super(message);
    this.name = "CardGatewayUnavailableError";
  }
}
