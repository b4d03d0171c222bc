import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { giftCards, paymentHolds, payments } from "../../db/schema";
import { HoldRefusedError } from "../payment-holds";
import { PAYMENT_LEASE_MS, reservePayment } from "./reserve";
import { claimFor, setupSubmitSteps, shopperWithCart, submitInputFor } from "./submit-test-support";

const steps = setupSubmitSteps();

let cards = 0;
async function newGiftCard(balance: number): Promise<string> {
  const code = `GIFT-RESERVE-${(cards += 1)}`;
  await steps.api.db.insert(giftCards).values({ code, currency: "AUD", initialBalance: balance, balance, expiresOn: "2099-12-31" });
  return code;
}

async function claimed(code?: string) {
  const cart = await shopperWithCart(steps.api, "wa", code);
  const input = await submitInputFor(steps.api, cart);
  return { cart, input, claim: await claimFor(steps, input) };
}

describe("reservePayment", () => {
  it("reserves a pending payment for the claim under a lease of PAYMENT_LEASE_MS", async () => {
    const { cart, input, claim } = await claimed();
    const before = Date.now();
    const row = await reservePayment(steps.api.db, steps.context.now(), { ...input, sessionId: cart.sessionId }, claim);
    expect(row).toMatchObject({
      cartId: cart.cartId,
      sessionId: cart.sessionId,
      idempotencyKey: input.idempotencyKey,
      status: "pending",
      method: "CreditCard",
      provider: null,
      amount: claim.amountCents / 100,
      currency: "AUD",
      checkout: claim.snapshot,
    });
    // The lease runs on the database's clock, from the moment of the reserve.
    expect(row?.leaseUntil.getTime()).toBeGreaterThan(before + PAYMENT_LEASE_MS - 5_000);
  });

  it("reserves nothing when the key or the cart already has its payment", async () => {
    const { cart, input, claim } = await claimed();
    const keys = { ...input, sessionId: cart.sessionId };
    expect(await reservePayment(steps.api.db, steps.context.now(), keys, claim)).toBeDefined();
    expect(await reservePayment(steps.api.db, steps.context.now(), keys, claim)).toBeUndefined();
    expect(
      await reservePayment(steps.api.db, steps.context.now(), { ...keys, idempotencyKey: `${input.idempotencyKey}-2` }, claim),
    ).toBeUndefined();
    expect(await steps.api.db.select().from(payments).where(eq(payments.cartId, cart.cartId))).toHaveLength(1);
  });

  it("holds the gift card's part with the payment, and reserves nothing when the card no longer covers it", async () => {
    const code = await newGiftCard(100);
    const { cart, input, claim } = await claimed(code);
    expect(claim.snapshot.giftCardCents).toBe(100_00);
    // Spent elsewhere after it was applied.
    await steps.api.db.update(giftCards).set({ balance: 50 }).where(eq(giftCards.code, code));
    const keys = { ...input, sessionId: cart.sessionId };
    await expect(reservePayment(steps.api.db, steps.context.now(), keys, claim)).rejects.toBeInstanceOf(HoldRefusedError);
    expect(await steps.api.db.select().from(payments).where(eq(payments.cartId, cart.cartId))).toEqual([]);

    await steps.api.db.update(giftCards).set({ balance: 100 }).where(eq(giftCards.code, code));
    const row = await reservePayment(steps.api.db, steps.context.now(), keys, claim);
    expect(
      await steps.api.db
        .select()
        .from(paymentHolds)
        .where(eq(paymentHolds.paymentId, row?.id ?? "")),
    ).toEqual([expect.objectContaining({ kind: "giftCard", code, amountCents: 100_00, state: "held" })]);
  });
});
