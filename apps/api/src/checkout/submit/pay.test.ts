import { PAYMENT_OPTIONS } from "@storefront/api-contract/checkout";
import { checkoutMessages } from "@storefront/validation/checkout";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, payments } from "../../db/schema";
import { BadRequestError, ServiceUnavailableError } from "../../http/errors";
import { SandboxCardGateway } from "../../payments/sandbox-card-gateway";
import { TEST_CARDS } from "../checkout-test-support";
import type { OrderSnapshot } from "../orders";
import { submitMessages } from "./messages";
import { pay, payByZipInStore } from "./pay";
import { reservedPayment, seededStaff, setupSubmitSteps } from "./submit-test-support";

const steps = setupSubmitSteps();
const db = () => steps.api.db;
const paymentOf = async (id: string) => (await db().select().from(payments).where(eq(payments.id, id)))[0];
const ordersOf = (cartId: string) => db().select().from(orders).where(eq(orders.cartId, cartId));

describe("pay by card", () => {
  it("makes the order of an approved card, with the gateway's reference and the card's last four", async () => {
    const { cart, input, row } = await reservedPayment(steps);
    const answer = await pay(steps.context, row, input);
    expect(answer).toMatchObject({ orderCompleted: true, success: true, orderNumber: (row.checkout as OrderSnapshot).orderNumber });
    expect(answer.paymentReference).toBeTruthy();
    expect(await paymentOf(row.id)).toMatchObject({ status: "authorised", cardLastFour: "1111" });
    expect(await ordersOf(cart.cartId)).toHaveLength(1);
  });

  it("keeps a refused card's answer with the keys to try another card, and makes no order", async () => {
    const { cart, input, row } = await reservedPayment(steps, { cardNo: TEST_CARDS.decline });
    const answer = await pay(steps.context, row, input);
    expect(answer).toMatchObject({ orderCompleted: false, success: false });
    expect(answer.refusalReason).toBeTruthy();
    expect(answer.x509EncryptionKeys).toEqual(await steps.sandbox.gateway.encryptionKeys());
    expect(await paymentOf(row.id)).toMatchObject({ status: "refused", answer });
    expect(await ordersOf(cart.cartId)).toEqual([]);
  });

  it("sends a card that needs 3-D Secure to its challenge, the payment waiting for it", async () => {
    const { input, row } = await reservedPayment(steps, { cardNo: TEST_CARDS.challenge });
    const answer = await pay(steps.context, row, input);
    expect(answer).toMatchObject({ orderCompleted: false, success: true });
    expect(answer.redirectUrl).toBe(answer.secure3DResponse?.htmlFormAction);
    expect(await paymentOf(row.id)).toMatchObject({ status: "awaiting-challenge" });
  });

  it("answers 503 when the gateway cannot be reached, and frees the lease for the retry", async () => {
    const { input, row } = await reservedPayment(steps);
    const unreachable = { ...steps.context, cardGateway: new SandboxCardGateway({ baseUrl: "http://127.0.0.1:9", timeoutMs: 1_000 }) };
    await expect(pay(unreachable, row, input)).rejects.toThrow(new ServiceUnavailableError(submitMessages.gateway));
    const after = await paymentOf(row.id);
    expect(after).toMatchObject({ status: "pending", answer: null });
    expect(after?.leaseUntil.getTime()).toBeLessThan(row.leaseUntil.getTime());
  });
});

describe("pay with nothing to charge or a staff option", () => {
  it("places the order at once when there is nothing to charge, whatever the way to pay", async () => {
    // A gift card pays the products only: a payment of nothing is the one of an order whose delivery is free too.
    const { cart, input, row } = await reservedPayment(steps, { changes: { selectedPaymentOption: PAYMENT_OPTIONS.AfterPay } });
    const [nothing] = await db().update(payments).set({ amount: 0 }).where(eq(payments.id, row.id)).returning();
    if (!nothing) throw new Error("no payment");
    expect(await pay(steps.context, nothing, input)).toMatchObject({ orderCompleted: true, paymentReference: null });
    expect(await ordersOf(cart.cartId)).toHaveLength(1);
  });

  it("places a cash on delivery order without a gateway", async () => {
    const staff = await seededStaff(steps.api);
    const changes = { selectedPaymentOption: PAYMENT_OPTIONS.COD, encryptedValues: undefined, cardDetails: undefined };
    const { cart, input, row } = await reservedPayment(steps, { changes, staff });
    expect(await pay(steps.context, row, input)).toMatchObject({ orderCompleted: true, success: true });
    expect(await ordersOf(cart.cartId)).toHaveLength(1);
  });
});

describe("pay by instalments", () => {
  it("sends the shopper to the provider's page, the payment waiting for them", async () => {
    const changes = { selectedPaymentOption: PAYMENT_OPTIONS.AfterPay, encryptedValues: undefined, cardDetails: undefined };
    const { cart, input, row } = await reservedPayment(steps, { changes });
    const answer = await pay(steps.context, row, input);
    expect(answer).toMatchObject({ orderCompleted: false, success: true });
    expect(answer.redirectUrl).toMatch(new RegExp(`^${steps.sandbox.baseUrl}`));
    expect(await paymentOf(row.id)).toMatchObject({ status: "awaiting-provider", paymentReference: answer.paymentReference });
    expect(await ordersOf(cart.cartId)).toEqual([]);
  });
});

describe("pay by Zip in store", () => {
  const changes = {
    selectedPaymentOption: PAYMENT_OPTIONS.ZipInStore,
    devicePaymentCode: "123456",
    encryptedValues: undefined,
    cardDetails: undefined,
  };

  it("asks Zip to have the customer approve, the order number kept for the polls", async () => {
    const { input, row } = await reservedPayment(steps, { changes, staff: await seededStaff(steps.api) });
    const answer = await pay(steps.context, row, input);
    expect(answer).toMatchObject({ success: true, orderCompleted: false, orderReference: (row.checkout as OrderSnapshot).orderNumber });
    expect(await paymentOf(row.id)).toMatchObject({ status: "awaiting-provider", paymentReference: answer.paymentReference });
  });

  it("refuses a store code Zip does not know, and frees the cart for another way to pay", async () => {
    const { row } = await reservedPayment(steps, { changes, staff: await seededStaff(steps.api) });
    const badCode = { ...row, checkout: { ...(row.checkout as OrderSnapshot), zipStoreCode: "12ab" } };
    await expect(payByZipInStore(steps.context, badCode)).rejects.toThrow(new BadRequestError([checkoutMessages.zipStoreCode]));
    expect(await paymentOf(row.id)).toBeUndefined();
  });
});
