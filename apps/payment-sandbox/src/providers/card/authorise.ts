import { setTimeout as delay } from "node:timers/promises";
import { checkCard } from "@storefront/validation/cards";
import type { FastifyBaseLogger } from "fastify";
import { GatewayError } from "../../shared/errors";
import { fingerprintOf, idempotencyKeyHash } from "../../shared/idempotency";
import type { SandboxContext } from "../provider";
import { decryptCard, type EncryptedValues } from "./decrypt-card";
import {
  newPspReference,
  type Amount,
  type AuthorisationAnswer,
  type CardPayment,
  type CardPayments,
  type SecureThreeDResponse,
} from "./payments";
import { cardSummary, testCardOutcome } from "./test-cards";

/** The card request of spec 2 §3 as the merchant's server forwards it, with what the gateway adds. */
export interface AuthorisationRequest {
  /** The storefront brand (wa, aol-nz, ...), whose certificate encrypted the card. */
  merchantAccount: string;
  /** The merchant's reference: the cart id. */
  reference: string;
  amount: Amount;
  encryptedValues: EncryptedValues;
  /** Expiry as MM/YY; cardNo and cvv, when present, must be empty: they travel only encrypted. */
  cardDetails: { expiryDate: string; nameOnCard: string; cardNo?: string; cvv?: string };
  browserInfo: { screenHeight: number; screenWidth: number };
  cardHolderName: string;
  /** Where the 3-D Secure result is posted back. */
  returnUrl: string;
}

export const SUPPORTED_CURRENCIES = ["AUD", "NZD"];

export interface AuthorisationDeps {
  context: SandboxContext;
  payments: CardPayments;
  challengeForm: (payment: Pick<CardPayment, "pspReference" | "merchantAccount">) => Promise<SecureThreeDResponse>;
  slowCardDelayMs: number;
  log: FastifyBaseLogger;
}

function checkRequest(request: AuthorisationRequest): void {
  if (request.cardDetails.cardNo || request.cardDetails.cvv) {
    throw new GatewayError(400, "CARD_IN_CLEAR", "Send the card number and security code only inside encryptedValues.");
  }
  if (!SUPPORTED_CURRENCIES.includes(request.amount.currency)) {
    throw new GatewayError(422, "CURRENCY_NOT_SUPPORTED", `The currency must be one of ${SUPPORTED_CURRENCIES.join(", ")}.`);
  }
  const protocol = URL.canParse(request.returnUrl) ? new URL(request.returnUrl).protocol : null;
  if (protocol !== "http:" && protocol !== "https:") {
    throw new GatewayError(422, "RETURN_URL_INVALID", "returnUrl must be an absolute http or https address.");
  }
}

/**
 * Authorises a card payment once per idempotency key: decrypts the card with the merchant
 * account's key, runs the card check of spec 2 §5 on it, lets the test card decide, and stores
 * the payment with its answer. The card secrets live only in this call's memory.
 */
export async function authorise(
  request: AuthorisationRequest,
  idempotencyKey: string,
  deps: AuthorisationDeps,
): Promise<AuthorisationAnswer> {
  const { context, payments } = deps;
  const merchant = context.merchants.get(request.merchantAccount);
  if (!merchant) throw new GatewayError(422, "MERCHANT_UNKNOWN", "There is no such merchant account.");
  checkRequest(request);
  const keyHash = idempotencyKeyHash(request.merchantAccount, idempotencyKey);
  // The encrypted values are left out: a retry may encrypt the same card again.
  const fingerprint = fingerprintOf([
    request.merchantAccount,
    request.reference,
    request.amount.value,
    request.amount.currency,
    request.returnUrl,
  ]);

  return payments.idempotency.once(keyHash, fingerprint, async () => {
    const secrets = await decryptCard(request.encryptedValues, merchant.privateKey, context.now());
    const check = checkCard(
      { cardNo: secrets.number, cvv: secrets.cvc, nameOnCard: request.cardHolderName, expiryDate: request.cardDetails.expiryDate },
      context.now(),
    );
    if (!check.ok) throw new GatewayError(422, "CARD_CHECK", check.messages.join(" "), check.messages);
    const outcome = testCardOutcome(secrets.number);
    if (outcome.kind === "slow") await delay(deps.slowCardDelayMs);

    const pspReference = newPspReference();
    const base = { pspReference, merchantReference: request.reference, amount: request.amount, card: cardSummary(secrets.number) };
    let answer: AuthorisationAnswer;
    let record: Pick<CardPayment, "status" | "refusalReason" | "refusalReasonCode">;
    if (outcome.kind === "refuse") {
      answer = { ...base, resultCode: "Refused", ...outcome.refusal };
      record = { status: "Refused", ...outcome.refusal };
    } else if (outcome.kind === "challenge") {
      answer = {
        ...base,
        resultCode: "RedirectShopper",
        secure3DResponse: await deps.challengeForm({ pspReference, merchantAccount: request.merchantAccount }),
      };
      record = { status: "ChallengeShopper" };
    } else {
      answer = { ...base, resultCode: "Authorised" };
      record = { status: "Authorised" };
    }
    const now = context.now().toISOString();
    await payments.create({
      ...base,
      merchantAccount: request.merchantAccount,
      ...record,
      returnUrl: request.returnUrl,
      createdAt: now,
      updatedAt: now,
      idempotency: { keyHash, fingerprint, answer },
    });
    deps.log.info(
      { pspReference, merchantAccount: request.merchantAccount, status: record.status, card: base.card },
      "card payment authorisation",
    );
    return answer;
  });
}
