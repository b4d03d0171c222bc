import { randomInt } from "node:crypto";
import { join } from "node:path";
import { GatewayError } from "../../shared/errors";
import { IdempotencyGuard, type IdempotentAnswer } from "../../shared/idempotency";
import { JsonStore } from "../../shared/json-store";
import { REFUSALS, type CardSummary, type Refusal } from "./test-cards";

export type PaymentStatus = "Authorised" | "Refused" | "ChallengeShopper" | "Cancelled";

/** Minor units (cents) and an ISO 4217 code. */
export interface Amount {
  value: number;
  currency: string;
}

export interface SecureThreeDResponse {
  /** Where the browser posts the form: the sandbox's challenge page. */
  htmlFormAction: string;
  /** The form to post, as HTML (spec 2 §3 secure3DResponse). */
  htmlFormToPost: string;
}

interface AnswerBase {
  pspReference: string;
  merchantReference: string;
  amount: Amount;
  card: CardSummary;
}

/** The answer to an authorisation; the same key always gets the same one. */
export type AuthorisationAnswer =
  | (AnswerBase & { resultCode: "Authorised" })
  | (AnswerBase & { resultCode: "Refused" } & Refusal)
  | (AnswerBase & { resultCode: "RedirectShopper"; secure3DResponse: SecureThreeDResponse });

/** A payment as stored: never the card number or security code, only the card's type and last four. */
export interface CardPayment {
  pspReference: string;
  merchantAccount: string;
  merchantReference: string;
  amount: Amount;
  card: CardSummary;
  status: PaymentStatus;
  refusalReason?: string;
  refusalReasonCode?: string;
  /** Where the 3-D Secure result is posted back (the merchant's return address). */
  returnUrl: string;
  createdAt: string;
  updatedAt: string;
  idempotency: IdempotentAnswer<AuthorisationAnswer>;
}

/** What a status lookup answers. */
export type PaymentView = Omit<CardPayment, "returnUrl" | "idempotency">;

export function paymentView(payment: CardPayment): PaymentView {
  const { returnUrl: _returnUrl, idempotency: _idempotency, ...view } = payment;
  return view;
}

/** A gateway's payment reference: 16 digits. */
export function newPspReference(): string {
  return Array.from({ length: 16 }, (_, index) => randomInt(index === 0 ? 1 : 0, 10)).join("");
}

const notFound = () => new GatewayError(404, "PAYMENT_NOT_FOUND", "There is no such payment for this merchant account.");

/**
 * The card payments, one JSON file each in `{dataDir}/card/payments/`, with the authorisation's
 * idempotency key (hashed) and answer inside the same file: a payment and its key are written
 * together or not at all, so a retry after a crash finds the payment instead of making another.
 */
export class CardPayments {
  private readonly byKey = new Map<string, string>();
  readonly idempotency: IdempotencyGuard<AuthorisationAnswer>;

  private constructor(private readonly store: JsonStore<CardPayment>) {
    for (const payment of store.values()) this.byKey.set(payment.idempotency.keyHash, payment.pspReference);
    this.idempotency = new IdempotencyGuard((keyHash) => {
      const pspReference = this.byKey.get(keyHash);
      return pspReference ? this.store.get(pspReference)?.idempotency : undefined;
    });
  }

  static async open(dataDir: string): Promise<CardPayments> {
    return new CardPayments(await JsonStore.open<CardPayment>(join(dataDir, "card", "payments")));
  }

  async create(payment: CardPayment): Promise<void> {
    await this.store.put(payment.pspReference, payment);
    this.byKey.set(payment.idempotency.keyHash, payment.pspReference);
  }

  /** A payment of this merchant account; another account's payment is as unknown as a missing one. */
  find(merchantAccount: string, pspReference: string): CardPayment {
    const payment = this.store.get(pspReference);
    if (!payment || payment.merchantAccount !== merchantAccount) throw notFound();
    return payment;
  }

  /**
   * The shopper's answer to the challenge. Only a payment waiting for it changes; a second answer
   * (a double click, a replayed form) leaves the first one standing. The record is read and set
   * with no wait in between, so two answers at once cannot both win.
   */
  decideChallenge(pspReference: string, approved: boolean, now: Date): Promise<CardPayment> {
    const payment = this.current(pspReference);
    if (payment.status !== "ChallengeShopper") return Promise.resolve(payment);
    const decided = approved ? { status: "Authorised" as const } : { status: "Refused" as const, ...REFUSALS.challengeRefused };
    return this.save({ ...payment, ...decided, updatedAt: now.toISOString() });
  }

  /** Void: an authorised payment, or one still waiting for its challenge, is cancelled; again is a no-op. */
  cancel(pspReference: string, now: Date): Promise<CardPayment> {
    const payment = this.current(pspReference);
    if (payment.status === "Cancelled") return Promise.resolve(payment);
    if (payment.status === "Refused") throw new GatewayError(409, "NOT_CANCELLABLE", "A refused payment has nothing to cancel.");
    return this.save({ ...payment, status: "Cancelled", updatedAt: now.toISOString() });
  }

  private current(pspReference: string): CardPayment {
    const payment = this.store.get(pspReference);
    if (!payment) throw notFound();
    return payment;
  }

  private async save(payment: CardPayment): Promise<CardPayment> {
    await this.store.put(payment.pspReference, payment);
    return payment;
  }
}
