import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { giftCards, orders, paymentHolds, payments } from "../../db/schema";
import { ServiceUnavailableError } from "../../http/errors";
import { CardGatewayUnavailableError } from "../../payments/card-gateway";
import { orderAnswer, type OrderSnapshot } from "../orders";
import { submitMessages } from "./messages";
import { emptyAnswer, recordAnswer, recordOrder, recordUnreachable } from "./record";
import { reservedPayment, setupSubmitSteps } from "./submit-test-support";

const steps = setupSubmitSteps();
const db = () => steps.api.db;
const paymentOf = async (id: string) => (await db().select().from(payments).where(eq(payments.id, id)))[0];

let cards = 0;
async function newGiftCard(balance: number): Promise<string> {
  const code = `GIFT-RECORD-${(cards += 1)}`;
  await db().insert(giftCards).values({ code, currency: "AUD", initialBalance: balance, balance, expiresOn: "2099-12-31" });
  return code;
}

describe("recordOrder", () => {
  it("makes the paid payment's order once and answers its number, with the payment's reference", async () => {
    const { cart, row } = await reservedPayment(steps);
    const proof = { paymentReference: "PSP-RECORD-1", brand: "visa", lastFour: "1111" };
    const answer = await recordOrder(db(), row, proof);
    const orderNumber = (row.checkout as OrderSnapshot).orderNumber;
    expect(answer).toEqual({
      ...emptyAnswer,
      orderCompleted: true,
      success: true,
      paymentReference: "PSP-RECORD-1",
      orderNumber,
      orderReference: orderNumber,
    });
    expect(await recordOrder(db(), row, proof)).toEqual(answer);
    expect(await db().select().from(orders).where(eq(orders.cartId, cart.cartId))).toHaveLength(1);
    expect(await paymentOf(row.id)).toMatchObject({ status: "authorised", paymentReference: "PSP-RECORD-1" });
  });

  it("stores the delivery tip on the order and in its answer, and 0 on an order without one (issue 45 item 4)", async () => {
    const flagOn = { ...steps, context: { ...steps.context, settingsOverrides: new Map([["wa", new Map([["TipEnabled", "true"]])]]) } };
    const tipped = await reservedPayment(flagOn, { tip: 20 });
    await recordOrder(db(), tipped.row, { paymentReference: "PSP-TIP-1", brand: "visa", lastFour: "1111" });
    const [order] = await db().select().from(orders).where(eq(orders.cartId, tipped.cart.cartId));
    expect(order).toMatchObject({ tip: 20, orderTotal: tipped.input.body.orderTotal, amountPaid: tipped.input.body.orderTotal });
    expect(tipped.row.amount).toBe(tipped.input.body.orderTotal);
    expect(await orderAnswer(db(), order!)).toMatchObject({ tip: 20, orderTotal: tipped.input.body.orderTotal });

    const plain = await reservedPayment(steps);
    await recordOrder(db(), plain.row, null);
    const [untipped] = await db().select().from(orders).where(eq(orders.cartId, plain.cart.cartId));
    expect(untipped?.tip).toBe(0);
  });

  it("answers an order without a reference when nothing was charged through a provider", async () => {
    const { row } = await reservedPayment(steps);
    expect(await recordOrder(db(), row, null)).toMatchObject({ orderCompleted: true, paymentReference: null });
  });
});

describe("recordAnswer", () => {
  it("keeps a refusal's answer for every retry and gives the gift card's part back", async () => {
    const code = await newGiftCard(100);
    const { row } = await reservedPayment(steps, { code });
    expect((await db().select().from(giftCards).where(eq(giftCards.code, code)))[0]?.balance).toBe(0);
    const answer = { ...emptyAnswer, paymentReference: "PSP-REFUSED", refusalReason: "Refused" };
    expect(await recordAnswer(db(), row, { status: "refused", paymentReference: "PSP-REFUSED", refusalReason: "Refused" }, answer)).toBe(
      answer,
    );
    expect(await paymentOf(row.id)).toMatchObject({ status: "refused", refusalReason: "Refused", answer });
    expect((await db().select().from(giftCards).where(eq(giftCards.code, code)))[0]?.balance).toBe(100);
    expect((await db().select().from(paymentHolds).where(eq(paymentHolds.paymentId, row.id)))[0]?.state).not.toBe("held");
  });

  it("keeps a payment that waits (a challenge) with its answer, its holds still held", async () => {
    const code = await newGiftCard(100);
    const { row } = await reservedPayment(steps, { code });
    const answer = { ...emptyAnswer, success: true, paymentReference: "PSP-3DS", redirectUrl: "http://127.0.0.1/challenge" };
    await recordAnswer(db(), row, { status: "awaiting-challenge", paymentReference: "PSP-3DS" }, answer);
    expect(await paymentOf(row.id)).toMatchObject({ status: "awaiting-challenge", answer });
    expect((await db().select().from(paymentHolds).where(eq(paymentHolds.paymentId, row.id)))[0]?.state).toBe("held");
  });
});

describe("recordUnreachable", () => {
  it("frees the lease of a payment whose gateway could not be reached and answers 503", async () => {
    const { row } = await reservedPayment(steps);
    const error = await recordUnreachable(db(), row, new CardGatewayUnavailableError("timeout", "no answer"));
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect((error as ServiceUnavailableError).message).toBe(submitMessages.gateway);
    expect((await paymentOf(row.id))?.leaseUntil.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(await paymentOf(row.id)).toMatchObject({ status: "pending" });
  });

  it("passes any other error on as it is and keeps the lease", async () => {
    const { row } = await reservedPayment(steps);
    const other = new Error("a bug");
    expect(await recordUnreachable(db(), row, other)).toBe(other);
    expect((await paymentOf(row.id))?.leaseUntil).toEqual(row.leaseUntil);
  });
});
