import { PAYMENT_OPTIONS, ZIP_IN_STORE_STATUS_MESSAGES } from "@storefront/api-contract/checkout";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, payments } from "../../db/schema";
import { ServiceUnavailableError } from "../../http/errors";
import { SandboxZipInStoreGateway } from "../../payments/zip-in-store-gateway";
import { pay } from "../submit/pay";
import { reservedPayment, seededStaff, setupSubmitSteps } from "../submit/submit-test-support";
import { dayIndex } from "./availability";
import { latestPayment, zipInStoreStatus } from "./payment-status";

const steps = setupSubmitSteps();
const zipChanges = {
  selectedPaymentOption: PAYMENT_OPTIONS.ZipInStore,
  devicePaymentCode: "123456",
  encryptedValues: undefined,
  cardDetails: undefined,
};

/** A Zip in-store payment waiting for the customer, as the submit leaves it. */
async function waitingAtZip() {
  const { cart, input, row } = await reservedPayment(steps, { changes: zipChanges, staff: await seededStaff(steps.api) });
  await pay(steps.context, row, input);
  const waiting = (await steps.api.db.select().from(payments).where(eq(payments.id, row.id)))[0];
  if (!waiting?.paymentReference) throw new Error("no payment at Zip");
  return { cart, row: waiting };
}

/** The customer's answer in their Zip app (the sandbox's page standing in for it posts the decision form). */
async function customerAnswers(paymentReference: string, decision: "approve" | "decline") {
  const url = `${steps.sandbox.baseUrl}/zip/instore/payments/${paymentReference}/decision`;
  const response = await fetch(url, { method: "POST", body: new URLSearchParams({ decision }) });
  if (!response.ok) throw new Error(`the sandbox answered ${response.status}`);
}

describe("latestPayment", () => {
  it("finds the session's latest payment of the cart, by reference when given", async () => {
    const { cart, row } = await waitingAtZip();
    expect((await latestPayment(steps.api.db, cart.cartId.toUpperCase(), cart.sessionId))?.id).toBe(row.id);
    expect((await latestPayment(steps.api.db, cart.cartId, cart.sessionId, row.paymentReference as string))?.id).toBe(row.id);
    expect(await latestPayment(steps.api.db, cart.cartId, cart.sessionId, "another-reference")).toBeUndefined();
    expect(await latestPayment(steps.api.db, cart.cartId, crypto.randomUUID())).toBeUndefined();
  });
});

describe("zipInStoreStatus", () => {
  it("answers Pending while the customer has not answered", async () => {
    const { row } = await waitingAtZip();
    expect(await zipInStoreStatus(steps.context, row)).toEqual({ paymentStatus: "Pending", message: "" });
  });

  it("completes the order once when the customer approves", async () => {
    const { cart, row } = await waitingAtZip();
    await customerAnswers(row.paymentReference as string, "approve");
    const answers = await Promise.all([zipInStoreStatus(steps.context, row), zipInStoreStatus(steps.context, row)]);
    expect(answers).toEqual([
      { paymentStatus: "Approved", message: "" },
      { paymentStatus: "Approved", message: "" },
    ]);
    expect(await steps.api.db.select().from(orders).where(eq(orders.cartId, cart.cartId))).toHaveLength(1);
  });

  it("ends the payment with Zip's message when the customer declines", async () => {
    const { row } = await waitingAtZip();
    await customerAnswers(row.paymentReference as string, "decline");
    expect(await zipInStoreStatus(steps.context, row)).toEqual({
      paymentStatus: "Declined",
      message: ZIP_IN_STORE_STATUS_MESSAGES.Declined,
    });
    expect((await steps.api.db.select().from(payments).where(eq(payments.id, row.id)))[0]?.status).toBe("refused");
  });

  it("answers 503 while Zip cannot be reached (the page keeps polling)", async () => {
    const { row } = await waitingAtZip();
    const unreachable = {
      ...steps.context,
      zipInStoreGateway: new SandboxZipInStoreGateway({ baseUrl: "http://127.0.0.1:9", timeoutMs: 1_000 }),
    };
    await expect(zipInStoreStatus(unreachable, row)).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});

describe("dayIndex", () => {
  it("counts the days from today, across a month's end", () => {
    expect(dayIndex([2026, 12, 2], [2026, 11, 30])).toBe(2);
    expect(dayIndex([2026, 11, 30], [2026, 11, 30])).toBe(0);
  });
});
