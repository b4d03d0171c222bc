import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { coupons, giftCards, paymentHolds, payments, type PaymentStatus } from "../db/schema";
import { storefrontById } from "../storefronts";
import { setupTestApi } from "../test-helpers";
import { couponApiMessages } from "./coupons";
import {
  claimPayment,
  dropPayment,
  endPayment,
  HoldRefusedError,
  lookupCurrentCode,
  PAYMENT_EXPIRED_MESSAGE,
  PAYMENT_LIFETIME_MS,
  releaseAbandonedHolds,
  settleHolds,
} from "./payment-holds";

const api = setupTestApi();
const NOW = new Date("2026-11-30T02:00:00Z");
const wa = storefrontById("wa");
if (!wa) throw new Error("no wa storefront");

let codes = 0;
/** A gift card of its own for each test: AUD, this balance, valid for years. */
async function newGiftCard(balance: number): Promise<string> {
  const code = `GIFT-HOLD-${(codes += 1)}`;
  await api.db.insert(giftCards).values({ code, currency: "AUD", initialBalance: balance, balance, expiresOn: "2099-12-31" });
  return code;
}

/** A $20-off coupon of its own for each test, with this many uses (null: no limit). */
async function newCoupon(maxUses: number | null): Promise<string> {
  const code = `COUPON-HOLD-${(codes += 1)}`;
  await api.db.insert(coupons).values({
    code,
    description: "Test coupon",
    kind: "amount",
    value: 20,
    validFrom: "2020-01-01",
    validUntil: "2099-12-31",
    maxUses,
  });
  return code;
}

const balanceOf = async (code: string) => (await api.db.select().from(giftCards).where(eq(giftCards.code, code)))[0]?.balance;
const usesOf = async (code: string) => (await api.db.select().from(coupons).where(eq(coupons.code, code)))[0]?.usedCount;
const holdsOfPayment = (paymentId: string) => api.db.select().from(paymentHolds).where(eq(paymentHolds.paymentId, paymentId));
const paymentOf = async (id: string) => (await api.db.select().from(payments).where(eq(payments.id, id)))[0];

/** A payment row as submit claims it, for an order that uses these codes (the rest of its snapshot does not matter here). */
function paymentValues(codes: { couponCode?: string; giftCardCode?: string; giftCardCents?: number }) {
  return {
    id: randomUUID(),
    storefrontId: "wa",
    cartId: randomUUID(),
    sessionId: randomUUID(),
    idempotencyKey: randomUUID(),
    method: "CreditCard",
    status: "pending" as PaymentStatus,
    amount: 100,
    currency: "AUD",
    checkout: { couponCode: codes.couponCode ?? null, giftCardCode: codes.giftCardCode ?? null, giftCardCents: codes.giftCardCents ?? 0 },
    leaseUntil: NOW,
  };
}

async function claimed(codes: Parameters<typeof paymentValues>[0], now = NOW) {
  const row = await claimPayment(api.db, now, paymentValues(codes));
  if (!row) throw new Error("the payment was not claimed");
  return row;
}

describe("claimPayment", () => {
  it("takes the gift card's part and the coupon's use with the payment", async () => {
    const card = await newGiftCard(100);
    const coupon = await newCoupon(3);
    const withCard = await claimed({ giftCardCode: card, giftCardCents: 6_000 });
    const withCoupon = await claimed({ couponCode: coupon });
    expect(await balanceOf(card)).toBe(40);
    expect(await usesOf(coupon)).toBe(1);
    expect(await holdsOfPayment(withCard.id)).toMatchObject([{ kind: "giftCard", code: card, amountCents: 6_000, state: "held" }]);
    expect(await holdsOfPayment(withCoupon.id)).toMatchObject([{ kind: "coupon", code: coupon, amountCents: 0, state: "held" }]);
  });

  it("refuses with the checkout's message and writes nothing when the balance no longer covers the part", async () => {
    const card = await newGiftCard(100);
    await claimed({ giftCardCode: card, giftCardCents: 6_000 });
    const values = paymentValues({ giftCardCode: card, giftCardCents: 6_000 });
    const refused = await claimPayment(api.db, NOW, values).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HoldRefusedError);
    expect((refused as HoldRefusedError).statusCode).toBe(400);
    expect((refused as HoldRefusedError).messages).toEqual([couponApiMessages.giftCardShort]);
    expect(await paymentOf(values.id)).toBeUndefined();
    expect(await holdsOfPayment(values.id)).toEqual([]);
    expect(await balanceOf(card)).toBe(40);
  });

  it("refuses a coupon whose uses are all taken with 'This coupon has already been used.'", async () => {
    const coupon = await newCoupon(1);
    await claimed({ couponCode: coupon });
    await expect(claimPayment(api.db, NOW, paymentValues({ couponCode: coupon }))).rejects.toMatchObject({
      messages: [couponApiMessages.couponUsedUp],
    });
    expect(await usesOf(coupon)).toBe(1);
  });

  it("holds at most the card's balance when 20 payments claim it at once", async () => {
    const card = await newGiftCard(100);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => claimPayment(api.db, NOW, paymentValues({ giftCardCode: card, giftCardCents: 3_000 }))),
    );
    const held = results.filter((r) => r.status === "fulfilled");
    expect(held).toHaveLength(3);
    expect(results.filter((r) => r.status === "rejected").every((r) => r.reason instanceof HoldRefusedError)).toBe(true);
    expect(await balanceOf(card)).toBe(10);
    const holds = await api.db.select().from(paymentHolds).where(eq(paymentHolds.code, card));
    expect(holds.reduce((sum, hold) => sum + hold.amountCents, 0)).toBe(9_000);
  });

  it("gives a coupon of one use to one of 20 payments claiming it at once", async () => {
    const coupon = await newCoupon(1);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => claimPayment(api.db, NOW, paymentValues({ couponCode: coupon }))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await usesOf(coupon)).toBe(1);
  });

  it("holds nothing for a payment whose key or cart another submit has claimed", async () => {
    const card = await newGiftCard(100);
    const values = paymentValues({ giftCardCode: card, giftCardCents: 2_500 });
    await claimPayment(api.db, NOW, values);
    expect(await claimPayment(api.db, NOW, { ...values, id: randomUUID() })).toBeUndefined();
    expect(await balanceOf(card)).toBe(75);
  });
});

describe("endPayment and dropPayment", () => {
  it("give the holds back once, whatever the number of calls", async () => {
    const card = await newGiftCard(100);
    const coupon = await newCoupon(1);
    const withCard = await claimed({ giftCardCode: card, giftCardCents: 10_000 });
    const withCoupon = await claimed({ couponCode: coupon });
    const ends = await Promise.all(
      [withCard, withCard, withCoupon, withCoupon].map((row) =>
        endPayment(api.db, row.id, { status: "refused", refusalReason: "Refused" }),
      ),
    );
    expect(ends.filter(Boolean)).toHaveLength(2);
    expect(await balanceOf(card)).toBe(100);
    expect(await usesOf(coupon)).toBe(0);
    expect(await holdsOfPayment(withCard.id)).toMatchObject([{ state: "released" }]);
    expect(await paymentOf(withCard.id)).toMatchObject({ status: "refused", refusalReason: "Refused" });
  });

  it("leave an authorised payment and its holds alone", async () => {
    const card = await newGiftCard(100);
    const row = await claimed({ giftCardCode: card, giftCardCents: 4_000 });
    await api.db.transaction((tx) => settleHolds(tx, row));
    await api.db.update(payments).set({ status: "authorised" }).where(eq(payments.id, row.id));
    expect(await endPayment(api.db, row.id, { status: "cancelled" })).toBe(false);
    expect(await paymentOf(row.id)).toMatchObject({ status: "authorised" });
    expect(await balanceOf(card)).toBe(60);
  });

  it("change only a payment in one of the states named", async () => {
    const card = await newGiftCard(100);
    const row = await claimed({ giftCardCode: card, giftCardCents: 4_000 });
    expect(await endPayment(api.db, row.id, { status: "refused" }, ["awaiting-challenge"])).toBe(false);
    expect(await balanceOf(card)).toBe(60);
  });

  it("dropPayment deletes the payment and gives its holds back", async () => {
    const card = await newGiftCard(100);
    const row = await claimed({ giftCardCode: card, giftCardCents: 4_000 });
    await dropPayment(api.db, row.id);
    expect(await paymentOf(row.id)).toBeUndefined();
    expect(await balanceOf(card)).toBe(100);
  });
});

describe("settleHolds", () => {
  it("makes the holds taken once: settling twice, or at once, takes nothing more", async () => {
    const card = await newGiftCard(500);
    const coupon = await newCoupon(null);
    const row = await claimed({ giftCardCode: card, giftCardCents: 12_000 });
    const couponRow = await claimed({ couponCode: coupon });
    await Promise.all([row, row, couponRow, couponRow].map((r) => api.db.transaction((tx) => settleHolds(tx, r))));
    await api.db.transaction((tx) => settleHolds(tx, row));
    expect(await balanceOf(card)).toBe(380);
    expect(await usesOf(coupon)).toBe(1);
    expect(await holdsOfPayment(row.id)).toMatchObject([{ state: "taken" }]);
    // A taken hold is the order's: ending the payment gives nothing back.
    await endPayment(api.db, row.id, { status: "cancelled" });
    expect(await balanceOf(card)).toBe(380);
  });

  it("takes a released hold again while the balance covers it, and refuses the order when it does not", async () => {
    const card = await newGiftCard(100);
    const row = await claimed({ giftCardCode: card, giftCardCents: 7_000 });
    await endPayment(api.db, row.id, { status: "cancelled" });
    await api.db.transaction((tx) => settleHolds(tx, row));
    expect(await balanceOf(card)).toBe(30);
    expect(await holdsOfPayment(row.id)).toMatchObject([{ state: "taken" }]);

    const late = await claimed({ giftCardCode: card, giftCardCents: 3_000 });
    await endPayment(api.db, late.id, { status: "cancelled" });
    await claimed({ giftCardCode: card, giftCardCents: 2_000 });
    await expect(api.db.transaction((tx) => settleHolds(tx, late))).rejects.toBeInstanceOf(HoldRefusedError);
    expect(await balanceOf(card)).toBe(10);
    expect(await holdsOfPayment(late.id)).toMatchObject([{ state: "released" }]);
  });

  it("takes the codes of a payment claimed before holds existed", async () => {
    const card = await newGiftCard(100);
    const values = paymentValues({ giftCardCode: card, giftCardCents: 2_500 });
    const [row] = await api.db.insert(payments).values(values).returning();
    await api.db.transaction((tx) => settleHolds(tx, row!));
    expect(await balanceOf(card)).toBe(75);
    expect(await holdsOfPayment(values.id)).toMatchObject([{ state: "taken", amountCents: 2_500 }]);
  });
});

describe("releaseAbandonedHolds", () => {
  it("gives back a hold older than the payment's lifetime and cancels its waiting payment", async () => {
    const card = await newGiftCard(100);
    const abandoned = await claimed({ giftCardCode: card, giftCardCents: 5_000 });
    await api.db
      .update(payments)
      .set({ status: "awaiting-challenge", paymentReference: "PSP-ABANDONED" })
      .where(eq(payments.id, abandoned.id));
    const later = new Date(NOW.getTime() + 60_000);
    const recent = await claimed({ giftCardCode: card, giftCardCents: 2_000 }, later);

    await releaseAbandonedHolds(api.db, card, new Date(NOW.getTime() + PAYMENT_LIFETIME_MS));
    expect(await balanceOf(card)).toBe(30);

    await releaseAbandonedHolds(api.db, card, new Date(NOW.getTime() + PAYMENT_LIFETIME_MS + 1));
    expect(await balanceOf(card)).toBe(80);
    expect(await paymentOf(abandoned.id)).toMatchObject({
      status: "cancelled",
      refusalReason: PAYMENT_EXPIRED_MESSAGE,
      answer: { success: false, orderCompleted: false, refusalReason: PAYMENT_EXPIRED_MESSAGE, paymentReference: "PSP-ABANDONED" },
    });
    expect(await paymentOf(recent.id)).toMatchObject({ status: "pending" });
    // Run again: nothing more comes back.
    await releaseAbandonedHolds(api.db, card, new Date(NOW.getTime() + PAYMENT_LIFETIME_MS + 1));
    expect(await balanceOf(card)).toBe(80);
  });

  it("leaves the taken holds of placed orders alone", async () => {
    const card = await newGiftCard(100);
    const row = await claimed({ giftCardCode: card, giftCardCents: 5_000 });
    await api.db.transaction((tx) => settleHolds(tx, row));
    await releaseAbandonedHolds(api.db, card, new Date(NOW.getTime() + 10 * PAYMENT_LIFETIME_MS));
    expect(await balanceOf(card)).toBe(50);
  });

  it("runs before a code is read: lookupCurrentCode answers the balance without the abandoned holds", async () => {
    const card = await newGiftCard(100);
    await claimed({ giftCardCode: card, giftCardCents: 10_000 });
    expect(await lookupCurrentCode(api.db, wa, card.toLowerCase(), NOW)).toMatchObject({
      state: "invalid",
      message: couponApiMessages.giftCardEmpty,
    });
    expect(await lookupCurrentCode(api.db, wa, card, new Date(NOW.getTime() + PAYMENT_LIFETIME_MS + 1))).toEqual({
      state: "valid",
      kind: "giftCard",
      code: card,
      balanceCents: 10_000,
    });
  });
});
