import type { InstalmentProvider } from "@storefront/api-contract/checkout";
import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client";
import type { OrderSnapshot } from "../orders";
import { claimPayment } from "../payment-holds";
import type { PaymentRow, SubmitInput } from "./input";

/** How long a running submit holds its payment before a retry may take it over (the API may have died). */
export const PAYMENT_LEASE_MS = 30_000;

/** The SQL of a lease that runs PAYMENT_LEASE_MS from now, on the database's clock. */
export const newLease = () => sql`now() + make_interval(secs => ${PAYMENT_LEASE_MS / 1000})`;

/** The order a payment is claimed for: the validate and price steps' result. */
export interface PaymentClaim {
  cartId: string;
  snapshot: OrderSnapshot;
  amountCents: number;
  /** The instalment provider that takes the amount; null for anything else or nothing to charge. */
  provider: InstalmentProvider | null;
  method: string;
}

/**
 * The submit's reserve step: the pending payment under the submit's lease, and the holds on its
 * coupon and gift card, in one transaction before any gateway (payment-holds.ts). Undefined when
 * a concurrent submit has the Idempotency-Key or the cart (nothing is held); HoldRefusedError,
 * with nothing written, when the coupon or gift card no longer covers the order.
 */
export async function reservePayment(
  db: Database,
  now: Date,
  input: Pick<SubmitInput, "storefront" | "idempotencyKey"> & { sessionId: string },
  claim: PaymentClaim,
): Promise<PaymentRow | undefined> {
  return claimPayment(db, now, {
    id: randomUUID(),
    storefrontId: input.storefront.id,
    cartId: claim.cartId,
    sessionId: input.sessionId,
    idempotencyKey: input.idempotencyKey,
    method: claim.method,
    provider: claim.provider,
    status: "pending",
    amount: claim.amountCents / 100,
    currency: input.storefront.currency,
    checkout: claim.snapshot,
    leaseUntil: newLease(),
  });
}
