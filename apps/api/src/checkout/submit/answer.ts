import type { CheckoutAnswer } from "@storefront/api-contract/checkout";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema";
import { BadRequestError, ConflictError } from "../../http/errors";
import type { Storefront } from "../../storefronts";
import type { PaymentRow, SubmitInput } from "./input";
import { submitMessages } from "./messages";
import { newLease } from "./reserve";

/**
 * The submit's answer step: exactly one payment per cart, whatever the number of concurrent or
 * repeated submits. A submit that finds its Idempotency-Key or its cart's payment already there
 * (payments' unique indexes) answers what that payment answered, waiting for it while it runs.
 */

/** How long a concurrent submit of the same cart waits for the running one's answer. */
export const WAIT_FOR_RUNNING_MS = 25_000;
const POLL_MS = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The payment of this storefront's Idempotency-Key, if a submit with it ran. */
export async function paymentByKey(db: Database, storefront: Storefront, key: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.storefrontId, storefront.id), eq(payments.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The cart's one payment that is running or paid (pending, awaiting its challenge, authorised). */
export async function activePaymentOfCart(db: Database, cartId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.cartId, cartId), sql`${payments.status} in ('pending', 'awaiting-challenge', 'authorised')`))
    .limit(1);
  return row;
}

/** The payment a concurrent submit made meanwhile: the one of this Idempotency-Key, else the cart's running one. */
export async function concurrentPayment(
  db: Database,
  input: Pick<SubmitInput, "storefront" | "idempotencyKey">,
  cartId: string,
): Promise<PaymentRow | undefined> {
  return (await paymentByKey(db, input.storefront, input.idempotencyKey)) ?? (await activePaymentOfCart(db, cartId));
}

/** A retry answers only the checkout its key was first sent with: the same session and cart (400 otherwise). */
export function refuseReusedKey(replay: PaymentRow, input: Pick<SubmitInput, "sessionId" | "body">): void {
  if (replay.sessionId !== input.sessionId || replay.cartId !== input.body.cartId.toLowerCase()) {
    throw new BadRequestError([submitMessages.keyReused]);
  }
}

async function byId(db: Database, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

/** Takes over a pending payment whose lease has run out; only one taker wins. */
export async function takeOver(db: Database, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ leaseUntil: newLease(), updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, "pending"), sql`${payments.leaseUntil} < now()`))
    .returning();
  return row;
}

/**
 * The answer of a payment another submit is running or ran: its stored answer, once there; a
 * pending one whose lease ran out (the API running it may have died) is taken over and paid by
 * `resume`. 409 when no answer comes within `waitMs`.
 */
export async function answerOfPayment(
  db: Database,
  row: PaymentRow,
  resume: (taken: PaymentRow) => Promise<CheckoutAnswer>,
  waitMs = WAIT_FOR_RUNNING_MS,
): Promise<CheckoutAnswer> {
  const deadline = Date.now() + waitMs;
  let current: PaymentRow | undefined = row;
  while (current) {
    if (current.answer) return current.answer as CheckoutAnswer;
    if (current.status === "pending") {
      const taken = await takeOver(db, current.id);
      if (taken) return resume(taken);
    }
    if (Date.now() > deadline) throw new ConflictError(submitMessages.busy);
    await sleep(POLL_MS);
    current = await byId(db, current.id);
  }
  throw new ConflictError(submitMessages.busy);
}
