import type { CheckoutAnswer } from "@storefront/api-contract/checkout";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments } from "../../db/schema";
import { BadRequestError, ConflictError } from "../../http/errors";
import { activePaymentOfCart, answerOfPayment, concurrentPayment, paymentByKey, refuseReusedKey, takeOver } from "./answer";
import type { PaymentRow } from "./input";
import { submitMessages } from "./messages";
import { emptyAnswer } from "./record";
import { reservedPayment, setupSubmitSteps, storefront } from "./submit-test-support";

const steps = setupSubmitSteps();
const db = () => steps.api.db;
const stored: CheckoutAnswer = { ...emptyAnswer, success: true, paymentReference: "PSP-ANSWER" };

/** Runs out the payment's lease, as when the API that ran it died. */
async function expireLease(row: PaymentRow): Promise<void> {
  await db()
    .update(payments)
    .set({ leaseUntil: sql`now() - interval '1 second'` })
    .where(eq(payments.id, row.id));
}

describe("finding the payment of an earlier submit", () => {
  it("finds it by the storefront's Idempotency-Key, by its cart while it runs, and either for a concurrent submit", async () => {
    const { input, row } = await reservedPayment(steps);
    expect((await paymentByKey(db(), input.storefront, input.idempotencyKey))?.id).toBe(row.id);
    expect(await paymentByKey(db(), storefront("hc"), input.idempotencyKey)).toBeUndefined();
    expect((await activePaymentOfCart(db(), row.cartId))?.id).toBe(row.id);
    expect((await concurrentPayment(db(), { ...input, idempotencyKey: "another-key" }, row.cartId))?.id).toBe(row.id);
    await db().update(payments).set({ status: "refused" }).where(eq(payments.id, row.id));
    expect(await activePaymentOfCart(db(), row.cartId)).toBeUndefined();
  });

  it("refuses a key sent again for another session or another cart", async () => {
    const { input, row } = await reservedPayment(steps);
    expect(() => refuseReusedKey(row, input)).not.toThrow();
    for (const other of [
      { ...input, sessionId: "another-session" },
      { ...input, body: { ...input.body, cartId: crypto.randomUUID() } },
    ]) {
      expect(() => refuseReusedKey(row, other)).toThrow(new BadRequestError([submitMessages.keyReused]));
    }
  });
});

describe("answerOfPayment", () => {
  it("answers the stored answer without paying again", async () => {
    const { row } = await reservedPayment(steps);
    await db().update(payments).set({ answer: stored }).where(eq(payments.id, row.id));
    const resumed: PaymentRow[] = [];
    const answer = await answerOfPayment(db(), { ...row, answer: stored }, async (taken) => (resumed.push(taken), emptyAnswer));
    expect(answer).toEqual(stored);
    expect(resumed).toEqual([]);
  });

  it("takes over a pending payment whose lease ran out, once however many submits ask", async () => {
    const { row } = await reservedPayment(steps);
    await expireLease(row);
    const resumed: string[] = [];
    const resume = async (taken: PaymentRow) => {
      resumed.push(taken.id);
      await db().update(payments).set({ answer: stored }).where(eq(payments.id, taken.id));
      return stored;
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => answerOfPayment(db(), row, resume)));
    expect(answers).toEqual(Array.from({ length: 5 }, () => stored));
    expect(resumed).toEqual([row.id]);
    expect(await takeOver(db(), row.id)).toBeUndefined();
  });

  it("waits for the running submit's answer", async () => {
    const { row } = await reservedPayment(steps);
    const waiting = answerOfPayment(db(), row, () => Promise.reject(new Error("a running payment is never taken over")));
    await db().update(payments).set({ answer: stored, status: "awaiting-challenge" }).where(eq(payments.id, row.id));
    expect(await waiting).toEqual(stored);
  });

  it("answers 409 when the running submit gives no answer in time", async () => {
    const { row } = await reservedPayment(steps);
    await expect(answerOfPayment(db(), row, () => Promise.reject(new Error("never taken over")), 0)).rejects.toThrow(
      new ConflictError(submitMessages.busy),
    );
  });
});
