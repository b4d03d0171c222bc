import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { PgInsertValue, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { coupons, giftCards, paymentHolds, payments, type PaymentHoldKind, type PaymentStatus } from "../db/schema";
import { BadRequestError } from "../http/errors";
import { storefrontToday, type Storefront } from "../storefronts";
import { couponApiMessages, lookupCode, normaliseCode, type CodeLookup } from "./coupons";
import type { OrderSnapshot } from "./orders";
import { closedPaymentAnswer } from "./payment-answers";

/**
 * Holds on the limited resources an order uses (issue 41 item 2): a coupon's use and a gift
 * card's part. A payment can be authorised long after the submit (3-D Secure, an instalment
 * provider's page, Zip in store), so the resource is taken at submit, in the transaction that
 * claims the payment and before any gateway is called, by a conditional update that fails when
 * the coupon or the balance no longer covers it (a shopper whose hold fails is never charged).
 * Completing the order makes the hold permanent; a payment that ends without an order gives it
 * back, once. The coupon's used_count and the card's balance always show what is held or taken.
 *
 * Lock order, the same everywhere: the payment's row, then its holds, then the coupon or card.
 */

/**
 * How long a payment may wait for its answer before its holds go back (ours): longer than any
 * provider lets a payment wait (the payment sandbox's instalment checkouts and 3-D Secure results
 * live 60 minutes, Zip in store 10), so a payment whose holds were released can no longer be
 * approved. An abandoned payment (the shopper left the challenge or the provider's page, the API
 * died mid-submit with no retry) is cancelled then, and its coupon use and gift card part return.
 */
export const PAYMENT_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** Ours: the refusal reason kept on a payment that expired with its holds. */
export const PAYMENT_EXPIRED_MESSAGE = "This payment expired before it was completed. Please check out again.";

/** The payment states that may still become an order. */
export const OPEN_PAYMENT_STATUSES: readonly PaymentStatus[] = ["pending", "awaiting-challenge", "awaiting-provider"];

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type PaymentRow = typeof payments.$inferSelect;

interface Hold {
  kind: PaymentHoldKind;
  code: string;
  /** The gift card's part (cents); 0 for a coupon's one use. */
  amountCents: number;
}

/** The limited resources an order takes: its coupon's use, its gift card's part. */
export function holdsOf(snapshot: Pick<OrderSnapshot, "couponCode" | "giftCardCode" | "giftCardCents">): Hold[] {
  const holds: Hold[] = [];
  if (snapshot.couponCode) holds.push({ kind: "coupon", code: snapshot.couponCode, amountCents: 0 });
  if (snapshot.giftCardCode && snapshot.giftCardCents > 0) {
    holds.push({ kind: "giftCard", code: snapshot.giftCardCode, amountCents: snapshot.giftCardCents });
  }
  return holds;
}

/** 400 with the checkout's message: the coupon or gift card no longer covers the order; nothing was changed or charged. */
export class HoldRefusedError extends BadRequestError {
  constructor(readonly kind: PaymentHoldKind) {
    super([kind === "coupon" ? couponApiMessages.couponUsedUp : couponApiMessages.giftCardShort]);
    this.name = "HoldRefusedError";
  }
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** One conditional update: a use of the coupon while it has one left, or the part from a card whose balance covers it. */
async function take(tx: Transaction, hold: Hold): Promise<boolean> {
  if (hold.kind === "coupon") {
    const taken = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(and(eq(coupons.code, hold.code), sql`(${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`))
      .returning({ code: coupons.code });
    return taken.length === 1;
  }
  const taken = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${dollars(hold.amountCents)}::numeric` })
    .where(and(eq(giftCards.code, hold.code), sql`${giftCards.balance} >= ${dollars(hold.amountCents)}::numeric`))
    .returning({ code: giftCards.code });
  return taken.length === 1;
}

async function giveBack(tx: Transaction, hold: Hold): Promise<void> {
  if (hold.kind === "coupon") {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.code, hold.code));
    return;
  }
  await tx
    .update(giftCards)
    .set({ balance: sql`least(${giftCards.balance} + ${dollars(hold.amountCents)}::numeric, ${giftCards.initialBalance})` })
    .where(eq(giftCards.code, hold.code));
}

/**
 * Claims the payment row (the Idempotency-Key and the cart's one open payment are unique) and
 * takes the holds of its order in one transaction. Undefined when another submit has the key or
 * the cart (nothing is held); HoldRefusedError, with nothing written, when a hold is not covered.
 */
export async function claimPayment(db: Database, now: Date, values: PgInsertValue<typeof payments>): Promise<PaymentRow | undefined> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx.insert(payments).values(values).onConflictDoNothing().returning();
    if (!claimed) return undefined;
    for (const hold of holdsOf(claimed.checkout as OrderSnapshot)) {
      if (!(await take(tx, hold))) throw new HoldRefusedError(hold.kind);
      await tx.insert(paymentHolds).values({ paymentId: claimed.id, ...hold, state: "held", heldAt: now });
    }
    return claimed;
  });
}

/**
 * Makes the payment's holds permanent as its order is placed, inside completeOrder's transaction
 * (which holds the payment's row): held becomes taken; a hold given back meanwhile (or a payment
 * claimed before holds existed) is taken again by the same conditional update, and the order is
 * refused (HoldRefusedError) when that no longer covers it. A taken hold is never taken twice.
 */
export async function settleHolds(tx: Transaction, payment: PaymentRow): Promise<void> {
  await tx
    .update(paymentHolds)
    .set({ state: "taken", settledAt: sql`now()` })
    .where(and(eq(paymentHolds.paymentId, payment.id), eq(paymentHolds.state, "held")));
  const rows = await tx.select().from(paymentHolds).where(eq(paymentHolds.paymentId, payment.id));
  for (const hold of holdsOf(payment.checkout as OrderSnapshot)) {
    const row = rows.find((r) => r.kind === hold.kind);
    if (row?.state === "taken") continue;
    if (!(await take(tx, hold))) throw new HoldRefusedError(hold.kind);
    await tx
      .insert(paymentHolds)
      .values({ paymentId: payment.id, ...hold, state: "taken", heldAt: sql`now()`, settledAt: sql`now()` })
      .onConflictDoUpdate({ target: [paymentHolds.paymentId, paymentHolds.kind], set: { state: "taken", settledAt: sql`now()` } });
  }
}

/** Gives the payment's held resources back, once: a hold already taken or released stays as it is. */
async function releaseHolds(tx: Transaction, paymentId: string): Promise<void> {
  const released = await tx
    .update(paymentHolds)
    .set({ state: "released", settledAt: sql`now()` })
    .where(and(eq(paymentHolds.paymentId, paymentId), eq(paymentHolds.state, "held")))
    .returning();
  for (const hold of released) await giveBack(tx, hold);
}

/**
 * Ends a payment that did not pay (declined, cancelled, voided, failed) with its answer and gives
 * its holds back, in one transaction. Only a payment in one of `from` (by default any that is still
 * open) changes: one authorised meanwhile keeps its holds. Answers whether it changed.
 */
export async function endPayment(
  db: Database,
  paymentId: string,
  changes: PgUpdateSetSource<typeof payments> & { status: "refused" | "cancelled" },
  from: readonly PaymentStatus[] = OPEN_PAYMENT_STATUSES,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(payments)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, [...from])))
      .returning({ id: payments.id });
    if (ended.length === 0) return false;
    await releaseHolds(tx, paymentId);
    return true;
  });
}

/**
 * Deletes a payment nothing was charged for (the gateway's card check failed, the provider refused
 * to start) and gives its holds back, in one transaction: the key and the cart are free for the
 * corrected retry.
 */
export async function dropPayment(db: Database, paymentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId)).for("update");
    await releaseHolds(tx, paymentId);
    await tx.delete(payments).where(eq(payments.id, paymentId));
  });
}

/**
 * Gives back the holds on a code older than PAYMENT_LIFETIME_MS whose payment never completed:
 * the payment, abandoned, is cancelled in the same transaction so it can no longer become an
 * order. Run before a code's uses or balance are read, so an abandoned hold never locks them for
 * good. One indexed read when there is nothing to give back.
 */
export async function releaseAbandonedHolds(db: Database, code: string, now: Date): Promise<void> {
  const abandoned = await db
    .selectDistinct({ paymentId: paymentHolds.paymentId })
    .from(paymentHolds)
    .where(
      and(
        eq(paymentHolds.code, code),
        eq(paymentHolds.state, "held"),
        lt(paymentHolds.heldAt, new Date(now.getTime() - PAYMENT_LIFETIME_MS)),
      ),
    );
  for (const { paymentId } of abandoned) {
    await db.transaction(async (tx) => {
      const [payment] = await tx
        .select({ status: payments.status, paymentReference: payments.paymentReference })
        .from(payments)
        .where(eq(payments.id, paymentId))
        .for("update");
      // An authorised payment's order took its holds in the same transaction: nothing to give back.
      if (!payment || payment.status === "authorised") return;
      if (OPEN_PAYMENT_STATUSES.includes(payment.status)) {
        await tx
          .update(payments)
          .set({
            status: "cancelled",
            refusalReason: PAYMENT_EXPIRED_MESSAGE,
            leaseUntil: sql`now()`,
            answer: closedPaymentAnswer(payment.paymentReference, PAYMENT_EXPIRED_MESSAGE),
            updatedAt: sql`now()`,
          })
          .where(eq(payments.id, paymentId));
      }
      await releaseHolds(tx, paymentId);
    });
  }
}

/**
 * A coupon or gift card as a shopper may use it now: the abandoned holds on it given back first
 * (releaseAbandonedHolds), then lookupCode. Every reader of a cart's code (the cart, the checkout's
 * pricing, applying a code) goes through here.
 */
export async function lookupCurrentCode(db: Database, storefront: Storefront, rawCode: string, now: Date): Promise<CodeLookup> {
  await releaseAbandonedHolds(db, normaliseCode(rawCode), now);
  return lookupCode(db, storefront, rawCode, storefrontToday(storefront, now));
}
