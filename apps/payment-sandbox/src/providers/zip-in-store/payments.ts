import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { GatewayError } from "../../shared/errors";
import { IdempotencyGuard, type IdempotentAnswer } from "../../shared/idempotency";
import { JsonStore } from "../../shared/json-store";

/**
 * An in-store payment's life: Pending until the customer answers in their Zip app (Approved,
 * Declined), or the merchant cancels it (Cancelled, the checkout page was left); Expired when the
 * customer did not answer within ten minutes.
 */
export type InStoreStatus = "Pending" | "Approved" | "Declined" | "Cancelled" | "Expired";

/** A pending payment expires ten minutes after it was made. */
export const IN_STORE_LIFETIME_MS = 10 * 60 * 1000;

export interface Amount {
  /** Cents. */
  value: number;
  currency: string;
}

export interface CreateAnswer {
  paymentId: string;
  status: "Pending";
  expiresAt: string;
}

export interface InStorePayment {
  paymentId: string;
  merchantAccount: string;
  /** The merchant's reference: the cart id. */
  reference: string;
  /** The customer's 6-digit store code, shown in their Zip app. */
  storeCode: string;
  amount: Amount;
  status: InStoreStatus;
  /** Zip's payment reference, set when the customer approves. */
  paymentReference: string | null;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
  idempotency: IdempotentAnswer<CreateAnswer>;
}

export type InStorePaymentView = Omit<InStorePayment, "idempotency">;

/** A pending payment past its expiry reads as Expired. */
export function withExpiry(payment: InStorePayment, now: Date): InStorePayment {
  return payment.status === "Pending" && Date.parse(payment.expiresAt) <= now.getTime() ? { ...payment, status: "Expired" } : payment;
}

export function paymentView(payment: InStorePayment, now: Date): InStorePaymentView {
  const { idempotency: _idempotency, ...view } = withExpiry(payment, now);
  return view;
}

export const newPaymentId = () => randomBytes(18).toString("base64url");
export const PAYMENT_ID_PATTERN = "^[A-Za-z0-9_-]{24}$";

const notFound = () => new GatewayError(404, "PAYMENT_NOT_FOUND", "There is no such in-store payment for this merchant account.");

/** The in-store payments, one JSON file each in `{dataDir}/zip-in-store/payments/`. */
export class InStorePayments {
  private readonly byKey = new Map<string, string>();
  readonly idempotency: IdempotencyGuard<CreateAnswer>;

  private constructor(private readonly store: JsonStore<InStorePayment>) {
    for (const payment of store.values()) this.byKey.set(payment.idempotency.keyHash, payment.paymentId);
    this.idempotency = new IdempotencyGuard((keyHash) => {
      const paymentId = this.byKey.get(keyHash);
      return paymentId ? this.store.get(paymentId)?.idempotency : undefined;
    });
  }

  static async open(dataDir: string): Promise<InStorePayments> {
    return new InStorePayments(await JsonStore.open<InStorePayment>(join(dataDir, "zip-in-store", "payments")));
  }

  async create(payment: InStorePayment): Promise<void> {
    await this.store.put(payment.paymentId, payment);
    this.byKey.set(payment.idempotency.keyHash, payment.paymentId);
  }

  /** A payment of this merchant account; another account's is as unknown as a missing one. */
  find(merchantAccount: string, paymentId: string): InStorePayment {
    const payment = this.store.get(paymentId);
    if (!payment || payment.merchantAccount !== merchantAccount) throw notFound();
    return payment;
  }

  get(paymentId: string): InStorePayment | undefined {
    return this.store.get(paymentId);
  }

  /** The payments still waiting for the customer, oldest first. */
  pending(now: Date): InStorePayment[] {
    return [...this.store.values()]
      .map((payment) => withExpiry(payment, now))
      .filter((payment) => payment.status === "Pending")
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /** Read and set with no wait in between: of two answers at once only the first counts. */
  update(paymentId: string, now: Date, change: (payment: InStorePayment) => Partial<InStorePayment> | null): Promise<InStorePayment> {
    const stored = this.store.get(paymentId);
    if (!stored) throw notFound();
    const current = withExpiry(stored, now);
    const changes = change(current);
    if (!changes) return Promise.resolve(current);
    const next = { ...stored, ...changes, updatedAt: now.toISOString() };
    return this.store.put(paymentId, next).then(() => next);
  }
}
