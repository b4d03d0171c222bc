import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { GatewayError } from "../../shared/errors";
import { IdempotencyGuard, type IdempotentAnswer } from "../../shared/idempotency";
import { JsonStore } from "../../shared/json-store";
import type { InstalmentProviderId } from "./plans";

/**
 * A hosted checkout's life: Pending until the shopper answers on the hosted page (Approved,
 * Declined) or leaves it (Cancelled, also by the merchant's void); Expired when nobody answered
 * in time. The merchant's confirm captures an approved one (`confirmedAt`).
 */
export type CheckoutStatus = "Pending" | "Approved" | "Declined" | "Cancelled" | "Expired";

export interface Amount {
  /** Cents. */
  value: number;
  currency: string;
}

/** The answer to a create; the same Idempotency-Key always gets the same one. */
export interface CreateAnswer {
  checkoutId: string;
  redirectUrl: string;
  expiresAt: string;
}

export interface InstalmentCheckout {
  checkoutId: string;
  provider: InstalmentProviderId;
  merchantAccount: string;
  /** The merchant's reference: the cart id. */
  reference: string;
  amount: Amount;
  returnUrl: string;
  cancelUrl: string;
  status: CheckoutStatus;
  /** The provider's payment reference, set when the shopper approves. */
  paymentReference: string | null;
  errors: string[];
  confirmedAt: string | null;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
  idempotency: IdempotentAnswer<CreateAnswer>;
}

/** What a status lookup answers. */
export type CheckoutView = Omit<InstalmentCheckout, "returnUrl" | "cancelUrl" | "idempotency">;

export function checkoutView(checkout: InstalmentCheckout, now: Date): CheckoutView {
  const { returnUrl: _returnUrl, cancelUrl: _cancelUrl, idempotency: _idempotency, ...view } = withExpiry(checkout, now);
  return view;
}

/** A pending checkout past its expiry reads as Expired (it is never stored twice for that). */
export function withExpiry(checkout: InstalmentCheckout, now: Date): InstalmentCheckout {
  return checkout.status === "Pending" && Date.parse(checkout.expiresAt) <= now.getTime() ? { ...checkout, status: "Expired" } : checkout;
}

/** 24 random characters of base64url: the checkout id is also the hosted page's address. */
export const newCheckoutId = () => randomBytes(18).toString("base64url");
export const CHECKOUT_ID_PATTERN = "^[A-Za-z0-9_-]{24}$";

const notFound = () => new GatewayError(404, "CHECKOUT_NOT_FOUND", "There is no such checkout for this merchant account.");

/**
 * One provider's checkouts, one JSON file each in `{dataDir}/{provider}/checkouts/`, with the
 * create's idempotency key (hashed) and answer inside the same file.
 */
export class InstalmentCheckouts {
  private readonly byKey = new Map<string, string>();
  readonly idempotency: IdempotencyGuard<CreateAnswer>;

  private constructor(private readonly store: JsonStore<InstalmentCheckout>) {
    for (const checkout of store.values()) this.byKey.set(checkout.idempotency.keyHash, checkout.checkoutId);
    this.idempotency = new IdempotencyGuard((keyHash) => {
      const checkoutId = this.byKey.get(keyHash);
      return checkoutId ? this.store.get(checkoutId)?.idempotency : undefined;
    });
  }

  static async open(dataDir: string, provider: InstalmentProviderId): Promise<InstalmentCheckouts> {
    return new InstalmentCheckouts(await JsonStore.open<InstalmentCheckout>(join(dataDir, provider, "checkouts")));
  }

  async create(checkout: InstalmentCheckout): Promise<void> {
    await this.store.put(checkout.checkoutId, checkout);
    this.byKey.set(checkout.idempotency.keyHash, checkout.checkoutId);
  }

  /** A checkout of this merchant account; another account's is as unknown as a missing one. */
  find(merchantAccount: string, checkoutId: string): InstalmentCheckout {
    const checkout = this.store.get(checkoutId);
    if (!checkout || checkout.merchantAccount !== merchantAccount) throw notFound();
    return checkout;
  }

  /** The hosted page's checkout, whoever the merchant. */
  get(checkoutId: string): InstalmentCheckout | undefined {
    return this.store.get(checkoutId);
  }

  /**
   * Read and set with no wait in between, so of two answers at once only the first counts; a
   * checkout that is not pending (answered, cancelled, expired) keeps its state.
   */
  update(
    checkoutId: string,
    now: Date,
    change: (checkout: InstalmentCheckout) => Partial<InstalmentCheckout> | null,
  ): Promise<InstalmentCheckout> {
    const stored = this.store.get(checkoutId);
    if (!stored) throw notFound();
    const changes = change(withExpiry(stored, now));
    if (!changes) return Promise.resolve(withExpiry(stored, now));
    const next = { ...stored, ...changes, updatedAt: now.toISOString() };
    return this.store.put(checkoutId, next).then(() => next);
  }
}
