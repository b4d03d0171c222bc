import type { CheckoutAnswer } from "@storefront/api-contract/checkout";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema";
import { ServiceUnavailableError } from "../../http/errors";
import { CardGatewayUnavailableError } from "../../payments/card-gateway";
import { completeOrder, type PaymentProof } from "../orders";
import { closedPaymentAnswer } from "../payment-answers";
import { endPayment } from "../payment-holds";
import type { PaymentRow } from "./input";
import { submitMessages } from "./messages";

/**
 * The submit's record step: what the pay step learnt, kept on the payment row so that every retry
 * with the same Idempotency-Key answers the same (answer.ts reads it back).
 */

/** The answer of a payment before anything happened to it: no order, no reference, no message. */
export const emptyAnswer: CheckoutAnswer = closedPaymentAnswer(null, null);

/** The order of a paid (or free) payment, made once (orders.ts completeOrder), and its answer. */
export async function recordOrder(db: Database, row: PaymentRow, proof: PaymentProof | null): Promise<CheckoutAnswer> {
  const orderNumber = await completeOrder(db, row, proof);
  return {
    ...emptyAnswer,
    orderCompleted: true,
    success: true,
    paymentReference: proof?.paymentReference ?? null,
    orderNumber,
    orderReference: orderNumber,
  };
}

/** Stores the answer of a finished attempt (every retry gets it); a refusal gives the payment's holds back. */
export async function recordAnswer(
  db: Database,
  row: PaymentRow,
  changes: Partial<typeof payments.$inferInsert>,
  answer: CheckoutAnswer,
): Promise<CheckoutAnswer> {
  if (changes.status === "refused") await endPayment(db, row.id, { ...changes, status: "refused", answer });
  else
    await db
      .update(payments)
      .set({ ...changes, answer, updatedAt: sql`now()` })
      .where(eq(payments.id, row.id));
  return answer;
}

/**
 * A gateway that could not be reached: whether it charged is unknown, so the lease is freed and
 * the retry asks again with the same key (503). Any other error is passed on as it is.
 */
export async function recordUnreachable(db: Database, row: PaymentRow, error: unknown): Promise<unknown> {
  if (!(error instanceof CardGatewayUnavailableError)) return error;
  await db
    .update(payments)
    .set({ leaseUntil: sql`now()` })
    .where(eq(payments.id, row.id));
  return new ServiceUnavailableError(submitMessages.gateway);
}
