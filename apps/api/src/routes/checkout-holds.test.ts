import { CONFIRMATION_PATH } from "@storefront/api-contract/storefront-paths";
import { PAYMENT_OPTIONS, type CheckoutAnswer, type InstalmentConfirmationAnswer } from "@storefront/api-contract/checkout";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addToCart,
  answerAtProvider,
  cartOf,
  checkoutBody,
  completeChallenge,
  confirmProviderReturn,
  instalmentCheckoutBody,
  json,
  postChallengeReturn,
  productFor,
  sandboxGateways,
  setupSandbox,
  submit,
  TEST_CARDS,
  TEST_MONDAY,
} from "../checkout/checkout-test-support";
import { couponApiMessages } from "../checkout/coupons";
import { completeOrder } from "../checkout/orders";
import { PAYMENT_EXPIRED_MESSAGE, PAYMENT_LIFETIME_MS } from "../checkout/payment-holds";
import { coupons, giftCards, orders, paymentHolds, payments } from "../db/schema";
import { DEFAULT_RATE_LIMITS } from "../http/rate-limits";
import type { CardGateway } from "../payments/card-gateway";
import { Shopper, setupTestApi } from "../test-helpers";

// Issue 41 item 2: a coupon's use and a gift card's part are held when the checkout is submitted,
// before any gateway, and given back when the payment does not pay (src/checkout/payment-holds.ts).

const sandbox = setupSandbox();
/** Every card authorisation the API asked of the sandbox: a shopper refused at submit is never among them. */
const charged: { cartId: string; cents: number }[] = [];
function recordingGateway(): CardGateway {
  const gateway = sandbox.gateway;
  return {
    encryptionKeys: () => gateway.encryptionKeys(),
    authorise: (request) => {
      charged.push({ cartId: request.cartId, cents: request.amount.value });
      return gateway.authorise(request);
    },
    verifyChallengeReturn: (...args) => gateway.verifyChallengeReturn(...args),
    void: (...args) => gateway.void(...args),
    status: (...args) => gateway.status(...args),
  };
}
/** The API's clock: TEST_MONDAY, moved forward by the abandoned-payment test. */
const clock = { offsetMs: 0 };
const api = setupTestApi({
  ...sandboxGateways(sandbox),
  cardGateway: recordingGateway,
  now: () => new Date(TEST_MONDAY.getTime() + clock.offsetMs),
  // Forty shoppers check out in this file: more than one address may in ten minutes.
  rateLimits: { ...DEFAULT_RATE_LIMITS, cart: { max: 10_000, windowSeconds: 600 }, checkout: { max: 10_000, windowSeconds: 600 } },
});

let sku: string;
beforeAll(async () => {
  // Over $100, so GIFT-VALID-100 pays $100 of it and the card the rest; Afterpay takes the rest too.
  sku = (await productFor(api.db, "wa", { minPrice: 400, maxPrice: 1500, notBrands: ["Ironbark", "Emberline"] })).sku;
});

/** A shopper with the product in the cart, and POST /api/cart/coupon's answer to the code. */
async function shopperApplying(code: string) {
  const shopper = new Shopper();
  const cartId = await addToCart(api, shopper, "wa", sku);
  const applied = await api.request({ method: "POST", url: "/api/cart/coupon", brand: "wa", shopper, headers: json, payload: { code } });
  return { shopper, cartId, applied };
}

/** A shopper with the product in the cart and the code applied. */
async function shopperWithCode(code: string) {
  const { shopper, cartId, applied } = await shopperApplying(code);
  expect(applied.statusCode, applied.body).toBe(200);
  return { shopper, cartId };
}

let cards = 0;
async function newGiftCard(balance: number): Promise<string> {
  const code = `GIFT-ROUTE-${(cards += 1)}`;
  await api.db.insert(giftCards).values({ code, currency: "AUD", initialBalance: balance, balance, expiresOn: "2099-12-31" });
  return code;
}
const balanceOf = async (code: string) => (await api.db.select().from(giftCards).where(eq(giftCards.code, code)))[0]?.balance;
const paymentsOf = (cartIds: string[]) => api.db.select().from(payments).where(inArray(payments.cartId, cartIds));
const ordersOf = (cartIds: string[]) => api.db.select().from(orders).where(inArray(orders.cartId, cartIds));
const holdsOf = (paymentIds: string[]) => api.db.select().from(paymentHolds).where(inArray(paymentHolds.paymentId, paymentIds));

/** 20 shoppers with the code, their checkout bodies built first, then POST /api/checkout all at the same moment. */
async function twentyAtOnce(code: string) {
  const checkouts = [];
  for (let i = 0; i < 20; i += 1) {
    const { shopper, cartId } = await shopperWithCode(code);
    checkouts.push({ shopper, cartId, body: await checkoutBody(api, shopper, "wa", TEST_CARDS.approve) });
  }
  charged.length = 0;
  const responses = await Promise.all(checkouts.map(({ shopper, body }) => submit(api, shopper, "wa", body)));
  return checkouts.map((checkout, i) => ({ ...checkout, response: responses[i]! }));
}

describe("20 concurrent checkouts", () => {
  it(
    "with GIFT-VALID-100 spend at most its $100; the others are refused with the message and not charged",
    { timeout: 120_000 },
    async () => {
      const results = await twentyAtOnce("GIFT-VALID-100");
      const placed = results.filter((r) => r.response.statusCode === 200);
      const refused = results.filter((r) => r.response.statusCode === 400);
      expect(placed.length + refused.length, results.map((r) => r.response.body).join("\n")).toBe(20);
      expect(placed.length).toBeGreaterThanOrEqual(1);
      for (const { response } of placed) expect(response.json()).toMatchObject({ orderCompleted: true, success: true });
      // Refused at the hold ('no longer has enough') or, priced after it, at the total ('no balance left').
      for (const { response } of refused) {
        expect([[couponApiMessages.giftCardShort], [couponApiMessages.giftCardEmpty]]).toContainEqual(response.json());
      }

      const cartIds = results.map((r) => r.cartId);
      const paid = await paymentsOf(cartIds);
      const holds = await holdsOf(paid.map((p) => p.id));
      const spentCents = holds.reduce((sum, hold) => sum + hold.amountCents, 0);
      expect(spentCents).toBeLessThanOrEqual(10_000);
      expect(holds.every((hold) => hold.state === "taken")).toBe(true);
      const balance = await balanceOf("GIFT-VALID-100");
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(Math.round((balance ?? 0) * 100) + spentCents).toBe(10_000);

      // Only the placed orders have a payment, and only they reached the gateway.
      const placedCarts = placed.map((r) => r.cartId).sort();
      expect(paid.map((p) => p.cartId).sort()).toEqual(placedCarts);
      expect(charged.map((c) => c.cartId).sort()).toEqual(placedCarts);
      const placedOrders = await ordersOf(cartIds);
      expect(placedOrders.map((o) => o.cartId).sort()).toEqual(placedCarts);
      for (const order of placedOrders) {
        const payment = paid.find((p) => p.cartId === order.cartId);
        const part = holds.find((h) => h.paymentId === payment?.id)?.amountCents ?? 0;
        // The card pays the total less the gift card's part actually held.
        expect(order.giftCardCode).toBe("GIFT-VALID-100");
        expect(Math.round(order.discount * 100)).toBe(part);
        expect(Math.round(order.orderTotal * 100)).toBe(Math.round((order.subtotal + order.shipping) * 100) - part);
        expect(payment?.amount).toBe(order.orderTotal);
        expect(charged.find((c) => c.cartId === order.cartId)?.cents).toBe(Math.round(order.orderTotal * 100));
      }
    },
  );

  it(
    "with a coupon of one use use it once; the others are told it has already been used and not charged",
    { timeout: 120_000 },
    async () => {
      await api.db.insert(coupons).values({
        code: "ONCE-ONLY-20",
        description: "$20 off, once",
        kind: "amount",
        value: 20,
        validFrom: "2020-01-01",
        validUntil: "2099-12-31",
        maxUses: 1,
      });
      const results = await twentyAtOnce("ONCE-ONLY-20");
      const placed = results.filter((r) => r.response.statusCode === 200);
      expect(placed).toHaveLength(1);
      for (const { response } of results.filter((r) => r.response.statusCode !== 200)) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual([couponApiMessages.couponUsedUp]);
      }
      const [coupon] = await api.db.select().from(coupons).where(eq(coupons.code, "ONCE-ONLY-20"));
      expect(coupon?.usedCount).toBe(1);
      const placedOrders = await ordersOf(results.map((r) => r.cartId));
      expect(placedOrders).toMatchObject([{ cartId: placed[0]!.cartId, couponCode: "ONCE-ONLY-20", discount: 20 }]);
      expect(charged.map((c) => c.cartId)).toEqual([placed[0]!.cartId]);
    },
  );
});

describe("a payment that does not pay gives the hold back", () => {
  it("a declined card: the balance is whole again and the next card pays with it", async () => {
    const code = await newGiftCard(100);
    const { shopper, cartId } = await shopperWithCode(code);
    const declined = await submit(api, shopper, "wa", await checkoutBody(api, shopper, "wa", TEST_CARDS.decline));
    expect(declined.statusCode, declined.body).toBe(200);
    expect((declined.json() as CheckoutAnswer).refusalReason).toBeTruthy();
    expect(await balanceOf(code)).toBe(100);
    const [refusedPayment] = await paymentsOf([cartId]);
    expect(await holdsOf([refusedPayment!.id])).toMatchObject([{ state: "released", amountCents: 10_000 }]);

    const paid = await submit(api, shopper, "wa", await checkoutBody(api, shopper, "wa", TEST_CARDS.approve));
    expect(paid.json()).toMatchObject({ orderCompleted: true });
    expect(await balanceOf(code)).toBe(0);
  });

  it("a card the gateway cannot read: the payment is dropped with its hold", async () => {
    const code = await newGiftCard(100);
    const { shopper, cartId } = await shopperWithCode(code);
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
    const tampered = await submit(api, shopper, "wa", {
      ...body,
      encryptedValues: { ...body.encryptedValues, encryptedCardNumber: "tampered" },
    });
    expect(tampered.statusCode, tampered.body).toBe(400);
    expect(await paymentsOf([cartId])).toEqual([]);
    expect(await balanceOf(code)).toBe(100);
  });

  it("a 3-D Secure challenge: held while it waits, given back when refused or voided", async () => {
    const code = await newGiftCard(150);
    const refusing = await shopperWithCode(code);
    const challenged = await submit(api, refusing.shopper, "wa", await checkoutBody(api, refusing.shopper, "wa", TEST_CARDS.challenge));
    const answer = challenged.json() as CheckoutAnswer;
    expect(answer).toMatchObject({ orderCompleted: false, success: true });
    expect(await balanceOf(code)).toBe(0);
    const back = await completeChallenge(answer.secure3DResponse!.htmlFormToPost, sandbox.baseUrl, "refuse");
    await postChallengeReturn(api, sandbox.baseUrl, back.action, back.fields, refusing.shopper);
    expect(await balanceOf(code)).toBe(150);

    const leaving = await shopperWithCode(code);
    await submit(api, leaving.shopper, "wa", await checkoutBody(api, leaving.shopper, "wa", TEST_CARDS.challenge));
    expect(await balanceOf(code)).toBe(0);
    const voided = await api.request({
      method: "POST",
      url: "/api/checkout/void",
      brand: "wa",
      shopper: leaving.shopper,
      headers: json,
      payload: { cartId: leaving.cartId, selectedPaymentOption: 0 },
    });
    expect(voided.json()).toMatchObject({ cancelled: true });
    expect(await balanceOf(code)).toBe(150);
  });

  it("an instalment provider's decline and cancel", async () => {
    const code = await newGiftCard(100);
    for (const decision of ["decline", "cancel"] as const) {
      const { shopper } = await shopperWithCode(code);
      const started = await submit(api, shopper, "wa", await instalmentCheckoutBody(api, shopper, "wa", PAYMENT_OPTIONS.AfterPay));
      expect(started.statusCode, started.body).toBe(200);
      expect(await balanceOf(code)).toBe(0);
      const back = await answerAtProvider((started.json() as CheckoutAnswer).redirectUrl as string, decision);
      const confirmed = (await confirmProviderReturn(api, shopper, "wa", back)).json() as InstalmentConfirmationAnswer;
      expect(confirmed.type).toBe(decision === "decline" ? "declined" : "cancelled");
      expect(await balanceOf(code)).toBe(100);
    }
  });

  it("an abandoned challenge: after the payment's lifetime its hold goes back and it can no longer be completed", async () => {
    const code = await newGiftCard(100);
    const { shopper, cartId } = await shopperWithCode(code);
    const answer = (
      await submit(api, shopper, "wa", await checkoutBody(api, shopper, "wa", TEST_CARDS.challenge))
    ).json() as CheckoutAnswer;
    // Held: nothing left for another shopper.
    const { applied } = await shopperApplying(code);
    expect(applied.statusCode).toBe(400);
    expect(applied.json()).toEqual([couponApiMessages.giftCardEmpty]);
    try {
      clock.offsetMs = PAYMENT_LIFETIME_MS + 60_000;
      // The next shopper to apply the code finds the balance whole: the abandoned hold went back first.
      const next = await shopperWithCode(code);
      expect((await cartOf(api, next.shopper, "wa")).discounts).toEqual([{ code, kind: "giftCard", amount: 100 }]);
      const [payment] = await paymentsOf([cartId]);
      expect(payment).toMatchObject({ status: "cancelled", refusalReason: PAYMENT_EXPIRED_MESSAGE });
      const back = await completeChallenge(answer.secure3DResponse!.htmlFormToPost, sandbox.baseUrl, "approve");
      const location = await postChallengeReturn(api, sandbox.baseUrl, back.action, back.fields, shopper);
      expect(location).not.toBe(`${CONFIRMATION_PATH}?id=${cartId}`);
      expect(await ordersOf([cartId])).toEqual([]);
      expect(await balanceOf(code)).toBe(100);
    } finally {
      clock.offsetMs = 0;
    }
  });
});

describe("completing an order", () => {
  it("takes the hold once, however many times completion runs", async () => {
    // Less than the product, so the card pays the rest (a gift card paying it all leaves nothing to charge).
    const code = await newGiftCard(300);
    const { shopper, cartId } = await shopperWithCode(code);
    const answer = (
      await submit(api, shopper, "wa", await checkoutBody(api, shopper, "wa", TEST_CARDS.challenge))
    ).json() as CheckoutAnswer;
    const [payment] = await paymentsOf([cartId]);
    const [hold] = await holdsOf([payment!.id]);
    const after = (300 * 100 - (hold?.amountCents ?? 0)) / 100;
    expect(await balanceOf(code)).toBe(after);

    const back = await completeChallenge(answer.secure3DResponse!.htmlFormToPost, sandbox.baseUrl, "approve");
    const returns = await Promise.all([1, 2].map(() => postChallengeReturn(api, sandbox.baseUrl, back.action, back.fields, shopper)));
    expect(returns).toEqual([`${CONFIRMATION_PATH}?id=${cartId}`, `${CONFIRMATION_PATH}?id=${cartId}`]);
    const numbers = await Promise.all([1, 2].map(() => completeOrder(api.db, payment!, null)));
    expect(new Set(numbers).size).toBe(1);
    expect(await ordersOf([cartId])).toHaveLength(1);
    expect(await balanceOf(code)).toBe(after);
    expect(await holdsOf([payment!.id])).toMatchObject([{ state: "taken" }]);
  });
});
