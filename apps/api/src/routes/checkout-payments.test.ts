import { PAYMENT_ERROR_PARAM, type CheckoutAnswer, type OrderAnswer } from "@storefront/api-contract/checkout";
import { CONFIRMATION_PATH } from "@storefront/api-contract/storefront-paths";
import { EMPTY_CART_ID } from "@storefront/validation/cart";
import { count, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import {
  addToCart,
  cartOf,
  checkoutBody,
  completeChallenge,
  json,
  newKey,
  postChallengeReturn,
  productFor,
  sandboxGateways,
  setupSandbox,
  submit,
  TEST_CARDS,
  TEST_MONDAY,
} from "../checkout/checkout-test-support";
import { queryRows } from "../db/client";
import { orders, payments } from "../db/schema";
import type { CardGateway } from "../payments/card-gateway";
import { SandboxCardGateway } from "../payments/sandbox-card-gateway";
import { Shopper, setupTestApi, TEST_SECRETS } from "../test-helpers";

const sandbox = setupSandbox();
const api = setupTestApi({ ...sandboxGateways(sandbox), now: () => TEST_MONDAY });
const apiLogs: string[] = [];
let sku: string;

beforeAll(async () => {
  sku = (await productFor(api.db, "wa", { minPrice: 400, maxPrice: 2000, notBrands: ["Ironbark", "Emberline"] })).sku;
});

async function newShopper(brand = "wa") {
  const shopper = new Shopper();
  const cartId = await addToCart(api, shopper, brand, sku);
  return { shopper, cartId };
}

async function ordersOf(cartId: string) {
  return api.db.select().from(orders).where(eq(orders.cartId, cartId));
}
async function paymentsOf(cartId: string) {
  return api.db.select().from(payments).where(eq(payments.cartId, cartId));
}

const postReturn = (action: string, fields: Record<string, string>, shopper: Shopper) =>
  postChallengeReturn(api, sandbox.baseUrl, action, fields, shopper);

describe("POST /api/checkout with a card", () => {
  it("approves, makes the order and its payment, empties the cart and shows the order only to its session", async () => {
    const { shopper, cartId } = await newShopper();
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
    const response = await submit(api, shopper, "wa", body);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as CheckoutAnswer;
    expect(answer).toMatchObject({ orderCompleted: true, success: true, refusalReason: null, redirectUrl: null });
    expect(answer.paymentReference).toBeTruthy();
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect((await cartOf(api, shopper, "wa")).cartId).toBe(EMPTY_CART_ID);

    const order = await api.request({ url: `/api/checkout/order?id=${cartId}`, brand: "wa", shopper });
    expect(order.statusCode).toBe(200);
    const view = order.json() as OrderAnswer;
    expect(view).toMatchObject({
      orderNumber: answer.orderNumber,
      cartId,
      currency: "AUD",
      deliveryDate: body.deliveryDate,
      deliveryAddress: { firstName: "Jane", suburb: "SYDNEY", postcode: "2000", state: "NSW" },
      amountPaid: body.orderTotal,
      orderTotal: body.orderTotal,
      card: { lastFour: "1111" },
    });
    expect(view.lines).toEqual([expect.objectContaining({ sku, quantity: 1 })]);
    // The same on reload; nothing for another session.
    expect((await api.request({ url: `/api/checkout/order?id=${cartId}`, brand: "wa", shopper })).json()).toEqual(view);
    const stranger = await api.request({ url: `/api/checkout/order?id=${cartId}`, brand: "wa", shopper: new Shopper() });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain("SYDNEY");
    const status = await api.request({ url: `/api/payment/status?cartId=${cartId}`, brand: "wa", shopper });
    expect(status.json()).toEqual({ paymentStatus: "Approved", message: "" });
  });

  it.each([
    [TEST_CARDS.decline, "Your card was declined by the bank."],
    [TEST_CARDS.insufficientFunds, "Your card has insufficient funds."],
  ])("answers a refused card %s with its refusal reason and makes no order; another card then pays", async (card, reason) => {
    const { shopper, cartId } = await newShopper();
    const refused = await submit(api, shopper, "wa", await checkoutBody(api, shopper, "wa", card));
    expect(refused.statusCode).toBe(200);
    const answer = refused.json() as CheckoutAnswer;
    expect(answer).toMatchObject({ orderCompleted: false, success: false, refusalReason: reason });
    expect(Object.keys(answer.x509EncryptionKeys ?? {})).toContain("wa");
    expect(await ordersOf(cartId)).toHaveLength(0);
    const status = await api.request({ url: `/api/payment/status?cartId=${cartId}`, brand: "wa", shopper });
    expect(status.json()).toEqual({ paymentStatus: "Declined", message: reason });

    const paid = await submit(api, shopper, "wa", await checkoutBody(api, shopper, "wa", TEST_CARDS.approveMastercard));
    expect(paid.json()).toMatchObject({ orderCompleted: true });
    expect(await ordersOf(cartId)).toHaveLength(1);
    const rows = await paymentsOf(cartId);
    expect(rows.map((r) => r.status).sort()).toEqual(["authorised", "refused"]);
  });

  it("requires the Idempotency-Key header", async () => {
    const { shopper } = await newShopper();
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
    const response = await api.request({
      method: "POST",
      url: "/api/checkout",
      brand: "wa",
      shopper,
      headers: { "content-type": "application/json" },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("3-D Secure", () => {
  it("answers the challenge, and the approved return completes the order and sends the browser to the confirmation", async () => {
    const { shopper, cartId } = await newShopper();
    const response = await submit(api, shopper, "wa", await checkoutBody(api, shopper, "wa", TEST_CARDS.challenge));
    const answer = response.json() as CheckoutAnswer;
    expect(answer).toMatchObject({ orderCompleted: false, success: true });
    expect(answer.secure3DResponse?.htmlFormToPost).toContain("<form");
    expect(answer.redirectUrl).toBe(answer.secure3DResponse?.htmlFormAction);
    expect(await ordersOf(cartId)).toHaveLength(0);
    const pending = await api.request({ url: `/api/payment/status?cartId=${cartId}`, brand: "wa", shopper });
    expect(pending.json()).toMatchObject({ paymentStatus: "Pending" });

    const back = await completeChallenge(answer.secure3DResponse!.htmlFormToPost, sandbox.baseUrl, "approve");
    expect(await postReturn(back.action, back.fields, shopper)).toBe(`${CONFIRMATION_PATH}?id=${cartId}`);
    expect(await ordersOf(cartId)).toHaveLength(1);
    // Posting the result again changes nothing.
    expect(await postReturn(back.action, back.fields, shopper)).toBe(`${CONFIRMATION_PATH}?id=${cartId}`);
    expect(await ordersOf(cartId)).toHaveLength(1);
    const order = (await api.request({ url: `/api/checkout/order?id=${cartId}`, brand: "wa", shopper })).json() as OrderAnswer;
    expect(order.card?.lastFour).toBe("3220");
  });

  it("returns to the storefront's origin when the storefront forwarded the submit, so the redirect lands there", async () => {
    const { shopper } = await newShopper();
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.challenge);
    const response = await api.request({
      method: "POST",
      url: "/api/checkout",
      brand: "wa",
      shopper,
      headers: { ...json, "idempotency-key": newKey(), "x-forwarded-host": "127.0.0.1:3001", "x-forwarded-proto": "http" },
      payload: body,
    });
    const answer = response.json() as CheckoutAnswer;
    const back = await completeChallenge(answer.secure3DResponse!.htmlFormToPost, sandbox.baseUrl, "approve");
    expect(back.action).toMatch(/^http:\/\/127\.0\.0\.1:3001\/api\/checkout\/3ds-return\?cartId=/);
  });

  it("sends the browser back to checkout with the reason when the challenge is refused, and makes no order", async () => {
    const { shopper, cartId } = await newShopper();
    const answer = (
      await submit(api, shopper, "wa", await checkoutBody(api, shopper, "wa", TEST_CARDS.challenge))
    ).json() as CheckoutAnswer;
    const back = await completeChallenge(answer.secure3DResponse!.htmlFormToPost, sandbox.baseUrl, "refuse");
    const location = await postReturn(back.action, back.fields, shopper);
    expect(location).toBe(`/customer/checkout?${PAYMENT_ERROR_PARAM}=${encodeURIComponent("3-D Secure authentication was refused.")}`);
    expect(await ordersOf(cartId)).toHaveLength(0);
    expect((await cartOf(api, shopper, "wa")).cartId).toBe(cartId);
  });

  it("refuses a forged return", async () => {
    const { shopper, cartId } = await newShopper();
    await submit(api, shopper, "wa", await checkoutBody(api, shopper, "wa", TEST_CARDS.challenge));
    const location = await postReturn(`http://localhost/api/checkout/3ds-return?cartId=${cartId}`, { redirectResult: "forged" }, shopper);
    expect(location.startsWith(`/customer/checkout?${PAYMENT_ERROR_PARAM}=`)).toBe(true);
    expect(await ordersOf(cartId)).toHaveLength(0);
  });

  it("voids the payment waiting for its challenge", async () => {
    const { shopper, cartId } = await newShopper();
    await submit(api, shopper, "wa", await checkoutBody(api, shopper, "wa", TEST_CARDS.challenge));
    const voided = await api.request({
      method: "POST",
      url: "/api/checkout/void",
      brand: "wa",
      shopper,
      headers: { "content-type": "application/json" },
      payload: { cartId, selectedPaymentOption: 0 },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ cancelled: true });
    const status = await api.request({ url: `/api/payment/status?cartId=${cartId}`, brand: "wa", shopper });
    expect(status.json()).toMatchObject({ paymentStatus: "Cancelled" });
    // The cart can be paid again.
    const paid = await submit(api, shopper, "wa", await checkoutBody(api, shopper, "wa", TEST_CARDS.approve));
    expect(paid.json()).toMatchObject({ orderCompleted: true });
  });
});

describe("exactly one order per cart", () => {
  it("20 concurrent submits with one Idempotency-Key make one order and one payment and answer the same", async () => {
    const { shopper, cartId } = await newShopper();
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 20 }, () => submit(api, shopper, "wa", body, key)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const answers = responses.map((r) => r.json() as CheckoutAnswer);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ orderCompleted: true });
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect(await paymentsOf(cartId)).toHaveLength(1);
    // A later retry with the key answers the same, though the cart is gone.
    expect((await submit(api, shopper, "wa", body, key)).json()).toEqual(answers[0]);
    // Another session cannot read that answer with the key.
    const other = await newShopper();
    const stolen = await submit(api, other.shopper, "wa", { ...body, cartId: other.cartId }, key);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.body).not.toContain(answers[0]!.orderNumber!);
  });

  it("concurrent submits of one cart with different keys make one order and one payment", async () => {
    const { shopper, cartId } = await newShopper();
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
    const responses = await Promise.all(Array.from({ length: 8 }, () => submit(api, shopper, "wa", body)));
    const answers = responses.map((r) => r.json() as CheckoutAnswer);
    expect(answers.every((a) => a.orderCompleted)).toBe(true);
    expect(new Set(answers.map((a) => a.orderNumber)).size).toBe(1);
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect(await paymentsOf(cartId)).toHaveLength(1);
  });

  it("answers 503 when the gateway cannot be reached, and the retry with the same key pays once", async () => {
    const { shopper, cartId } = await newShopper();
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
    const key = newKey();
    const unreachable = new SandboxCardGateway({ baseUrl: "http://127.0.0.1:9", timeoutMs: 2_000 });
    const offline = await buildApp({
      db: api.db,
      secrets: TEST_SECRETS,
      fraudCheck: sandbox.fraud,
      cardGateway: unreachable,
      now: () => TEST_MONDAY,
    });
    const headers = { "x-storefront-brand": "wa", cookie: shopper.header()!, "content-type": "application/json", "idempotency-key": key };
    const failed = await offline.inject({ method: "POST", url: "/api/checkout", headers, payload: body });
    await offline.close();
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ message: "We could not reach our payment provider. Please try again." });
    expect(await ordersOf(cartId)).toHaveLength(0);
    const retry = await submit(api, shopper, "wa", body, key);
    expect(retry.json()).toMatchObject({ orderCompleted: true });
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect(await paymentsOf(cartId)).toHaveLength(1);
  });

  describe("when the API dies during a submit and restarts", () => {
    let restarted: FastifyInstance;
    afterAll(async () => {
      await restarted?.close();
    });

    it("the client's retry ends with exactly one order and one payment", async () => {
      const { shopper, cartId } = await newShopper();
      const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
      const key = newKey();
      // The first process charges the card, then dies before it records anything.
      const dying: CardGateway = {
        ...sandbox.gateway,
        encryptionKeys: () => sandbox.gateway.encryptionKeys(),
        authorise: async (request) => {
          await sandbox.gateway.authorise(request);
          throw new Error("the API process was killed");
        },
        verifyChallengeReturn: (...args) => sandbox.gateway.verifyChallengeReturn(...args),
        void: (...args) => sandbox.gateway.void(...args),
        status: (...args) => sandbox.gateway.status(...args),
      };
      const first = await buildApp({
        db: api.db,
        secrets: TEST_SECRETS,
        fraudCheck: sandbox.fraud,
        cardGateway: dying,
        now: () => TEST_MONDAY,
      });
      const crashed = await first.inject({
        method: "POST",
        url: "/api/checkout",
        headers: { "x-storefront-brand": "wa", cookie: shopper.header()!, "content-type": "application/json", "idempotency-key": key },
        payload: body,
      });
      expect(crashed.statusCode).toBe(500);
      await first.close();
      const [held] = await paymentsOf(cartId);
      expect(held?.status).toBe("pending");
      // The restart comes after the dead submit's lease (30 s) has run out.
      await api.db
        .update(payments)
        .set({ leaseUntil: sql`now() - interval '1 second'` })
        .where(eq(payments.cartId, cartId));

      restarted = await buildApp({
        db: api.db,
        secrets: TEST_SECRETS,
        fraudCheck: sandbox.fraud,
        cardGateway: sandbox.gateway,
        now: () => TEST_MONDAY,
        logger: { level: "trace", stream: { write: (line: string) => apiLogs.push(line) } },
      });
      const retry = await restarted.inject({
        method: "POST",
        url: "/api/checkout",
        headers: { "x-storefront-brand": "wa", cookie: shopper.header()!, "content-type": "application/json", "idempotency-key": key },
        payload: body,
      });
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json()).toMatchObject({ orderCompleted: true });
      expect(await ordersOf(cartId)).toHaveLength(1);
      const rows = await paymentsOf(cartId);
      expect(rows).toHaveLength(1);
      // The gateway made one payment for the two authorisations (the same gateway key).
      const state = await sandbox.gateway.status("wa", rows[0]!.paymentReference!);
      expect(state).toMatchObject({ status: "authorised", cartId });
    });
  });
});

describe("card data", () => {
  it("keeps no card number or security code in the database or the logs: at most the last four digits", async () => {
    const numbers = Object.values(TEST_CARDS);
    const tables = await queryRows<{ table_name: string }>(
      api.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    let dump = "";
    for (const { table_name } of tables) {
      const rows = await queryRows<{ row: string }>(api.db, sql`SELECT row_to_json(t)::text AS row FROM ${sql.identifier(table_name)} t`);
      dump += rows.map((r) => r.row).join("\n");
    }
    const [paid] = await api.db.select({ n: count() }).from(payments);
    expect(paid!.n).toBeGreaterThan(5);
    expect(dump).toContain('"card_last_four":"1111"');
    const logs = [...apiLogs, ...sandbox.logs].join("\n");
    expect(logs.length).toBeGreaterThan(0);
    for (const number of numbers) {
      for (const text of [dump, logs]) {
        expect(text).not.toContain(number);
        expect(text).not.toContain(number.slice(0, -4));
      }
    }
    expect(dump).not.toMatch(/"cvv":"\d/);
  });
});
