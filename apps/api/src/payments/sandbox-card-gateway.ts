import type { StorefrontId } from "../storefronts";
import {
  CardGatewayUnavailableError,
  type CardAuthorisation,
  type CardAuthorisationRequest,
  type CardGateway,
  type CardPaymentState,
  type CardPaymentStatus,
  type CardSummary,
  type CardVoidResult,
  type ChallengeReturn,
} from "./card-gateway";
import { callGateway, objectOf, stringOf, type GatewayAnswer, type GatewayHttpOptions } from "./gateway-http";
import { paymentSandboxFromEnv } from "./payment-sandbox";

/** Long enough for a slow issuer, short enough that a shopper is not left waiting on a dead gateway. */
export const DEFAULT_GATEWAY_TIMEOUT_MS = 15_000;

export interface SandboxCardGatewayOptions {
  /** PAYMENT_SANDBOX_URL. */
  baseUrl: string;
  timeoutMs?: number;
}

const STATUSES: Record<string, CardPaymentStatus> = {
  Authorised: "authorised",
  Refused: "refused",
  ChallengeShopper: "awaiting-challenge",
  Cancelled: "cancelled",
};

function unexpected(answer: GatewayAnswer): CardGatewayUnavailableError {
  return new CardGatewayUnavailableError("unexpected-answer", `The card gateway answered ${answer.status} to a call it should know`);
}

function cardOf(value: unknown): CardSummary {
  const card = objectOf(value);
  return { brand: stringOf(card.brand, "card brand"), lastFour: stringOf(card.lastFour, "card lastFour") };
}

function authorisationOf(body: unknown): CardAuthorisation {
  const answer = objectOf(body);
  const paymentReference = stringOf(answer.pspReference, "pspReference");
  const card = cardOf(answer.card);
  switch (answer.resultCode) {
    case "Authorised":
      return { outcome: "authorised", paymentReference, card };
    case "Refused":
      return {
        outcome: "refused",
        paymentReference,
        card,
        refusalReason: stringOf(answer.refusalReason, "refusalReason"),
        refusalCode: stringOf(answer.refusalReasonCode, "refusalReasonCode"),
      };
    case "RedirectShopper": {
      const form = objectOf(answer.secure3DResponse);
      const secure3DResponse = {
        htmlFormAction: stringOf(form.htmlFormAction, "htmlFormAction"),
        htmlFormToPost: stringOf(form.htmlFormToPost, "htmlFormToPost"),
      };
      return { outcome: "challenge", paymentReference, card, secure3DResponse };
    }
    default:
      throw new CardGatewayUnavailableError("unexpected-answer", "The card gateway answered an unknown resultCode");
  }
}

function paymentStateOf(body: unknown): CardPaymentState {
  const payment = objectOf(body);
  const status = STATUSES[stringOf(payment.status, "status")];
  if (!status) throw new CardGatewayUnavailableError("unexpected-answer", "The card gateway answered an unknown payment status");
  const amount = objectOf(payment.amount);
  if (typeof amount.value !== "number")
    throw new CardGatewayUnavailableError("unexpected-answer", "The card gateway's answer has no amount");
  return {
    paymentReference: stringOf(payment.pspReference, "pspReference"),
    cartId: stringOf(payment.merchantReference, "merchantReference"),
    status,
    amount: { value: amount.value, currency: stringOf(amount.currency, "currency") },
    card: cardOf(payment.card),
    ...(typeof payment.refusalReason === "string" ? { refusalReason: payment.refusalReason } : {}),
  };
}

/**
 * The card gateway of apps/payment-sandbox, over HTTP. Each storefront is its own merchant
 * account, named by the storefront id. Every call has a deadline (`timeoutMs`); none is retried
 * here: the caller retries an authorisation with the same idempotency key, which the gateway
 * answers as the first time.
 */
export class SandboxCardGateway implements CardGateway {
  /** Where the gateway is and how long a call may take. */
  readonly http: GatewayHttpOptions;

  constructor(options: SandboxCardGatewayOptions) {
    this.http = { baseUrl: options.baseUrl, timeoutMs: options.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS };
  }

  async encryptionKeys(): Promise<Record<string, string>> {
    const answer = await callGateway(this.http, "GET", "/card/v1/certificates");
    if (answer.status !== 200) throw unexpected(answer);
    const keys = objectOf(objectOf(answer.body).x509EncryptionKeys);
    return Object.fromEntries(Object.entries(keys).map(([storefront, certificate]) => [storefront, stringOf(certificate, "certificate")]));
  }

  async authorise(request: CardAuthorisationRequest): Promise<CardAuthorisation> {
    const { card } = request;
    const body = {
      merchantAccount: request.storefront,
      reference: request.cartId,
      amount: request.amount,
      encryptedValues: card.encryptedValues,
      cardDetails: card.cardDetails,
      browserInfo: card.browserInfo,
      cardHolderName: card.cardHolderName,
      returnUrl: request.returnUrl,
    };
    const answer = await callGateway(this.http, "POST", "/card/v1/payments", body, { "idempotency-key": request.idempotencyKey });
    if (answer.status === 200) return authorisationOf(answer.body);
    if (answer.status !== 400 && answer.status !== 422) throw unexpected(answer);
    const error = objectOf(answer.body);
    if (error.errorCode === "CARD_CHECK" && Array.isArray(error.messages)) {
      return { outcome: "card-check-failed", messages: error.messages.map((message) => stringOf(message, "message")) };
    }
    return { outcome: "invalid", code: stringOf(error.errorCode, "errorCode"), message: stringOf(error.message, "message") };
  }

  async verifyChallengeReturn(storefront: StorefrontId, fields: Record<string, unknown>): Promise<ChallengeReturn> {
    const redirectResult = fields.redirectResult;
    if (typeof redirectResult !== "string" || redirectResult.length === 0 || redirectResult.length > 2048) return { verified: false };
    const answer = await callGateway(this.http, "POST", "/card/v1/payments/details", { merchantAccount: storefront, redirectResult });
    if (answer.status === 200) return { verified: true, payment: paymentStateOf(answer.body) };
    if (answer.status === 400 || answer.status === 404 || answer.status === 422) return { verified: false };
    throw unexpected(answer);
  }

  async void(storefront: StorefrontId, paymentReference: string): Promise<CardVoidResult> {
    const path = `/card/v1/payments/${encodeURIComponent(paymentReference)}/cancels`;
    const answer = await callGateway(this.http, "POST", path, { merchantAccount: storefront });
    if (answer.status === 200) return { outcome: "cancelled", payment: paymentStateOf(answer.body) };
    if (answer.status === 409) return { outcome: "not-cancellable" };
    if (answer.status === 400 || answer.status === 404) return { outcome: "not-found" };
    throw unexpected(answer);
  }

  async status(storefront: StorefrontId, paymentReference: string): Promise<CardPaymentState | null> {
    const path = `/card/v1/payments/${encodeURIComponent(paymentReference)}?merchantAccount=${encodeURIComponent(storefront)}`;
    const answer = await callGateway(this.http, "GET", path);
    if (answer.status === 200) return paymentStateOf(answer.body);
    if (answer.status === 400 || answer.status === 404) return null;
    throw unexpected(answer);
  }
}

/** The sandbox gateway at PAYMENT_SANDBOX_URL (./payment-sandbox.ts: required in production). */
export function sandboxCardGatewayFromEnv(env: Record<string, string | undefined> = process.env): SandboxCardGateway {
  return new SandboxCardGateway(paymentSandboxFromEnv(env));
}
