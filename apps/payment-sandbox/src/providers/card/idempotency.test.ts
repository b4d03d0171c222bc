import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorisationBody, postPayment, startSandbox, type TestSandbox } from "../../test-helpers";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const paymentFiles = () => readdirSync(join(sandbox.dataDir, "card", "payments")).filter((name) => name.endsWith(".json"));

describe("idempotency", () => {
  it("makes one payment for 20 concurrent requests with one key, and gives each the same answer", async () => {
    const before = paymentFiles().length;
    const body = await authorisationBody(sandbox.app, { cardNo: "4111 1111 1111 1111" }, { reference: "cart-concurrent" });
    const answers = await Promise.all(Array.from({ length: 20 }, () => postPayment(sandbox.app, body, "key-concurrent")));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(paymentFiles().length - before).toBe(1);
  });

  it("makes one payment when the retries come while a slow issuer is still answering", async () => {
    const before = paymentFiles().length;
    const body = await authorisationBody(sandbox.app, { cardNo: "4000 0000 0000 0119" }, { reference: "cart-slow" });
    const first = postPayment(sandbox.app, body, "key-slow");
    const retries = Array.from({ length: 5 }, () => postPayment(sandbox.app, body, "key-slow"));
    const answers = await Promise.all([first, ...retries]);
    expect(new Set(answers.map((answer) => answer.json().pspReference)).size).toBe(1);
    expect(paymentFiles().length - before).toBe(1);
  });

  it("answers a later retry, with the card encrypted again, exactly as the first time, also after a restart", async () => {
    const card = { cardNo: "4000 0000 0000 0002" };
    const first = await postPayment(sandbox.app, await authorisationBody(sandbox.app, card, { reference: "cart-retry" }), "key-retry");
    const retry = await postPayment(sandbox.app, await authorisationBody(sandbox.app, card, { reference: "cart-retry" }), "key-retry");
    const restarted = await sandbox.restart();
    const afterRestart = await postPayment(restarted, await authorisationBody(restarted, card, { reference: "cart-retry" }), "key-retry");
    expect(first.json()).toMatchObject({ resultCode: "Refused" });
    expect(retry.body).toBe(first.body);
    expect(afterRestart.body).toBe(first.body);
  });

  it("refuses the same key with another amount, and charges nothing more", async () => {
    const before = paymentFiles().length;
    const body = await authorisationBody(sandbox.app, { cardNo: "4111 1111 1111 1111" }, { reference: "cart-amount" });
    await postPayment(sandbox.app, body, "key-amount");
    const changed = await postPayment(sandbox.app, { ...body, amount: { value: 1, currency: "AUD" } }, "key-amount");
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ errorCode: "IDEMPOTENCY_KEY_REUSED" });
    expect(paymentFiles().length - before).toBe(1);
  });

  it("leaves the key free after a refused request, so the corrected retry is charged once", async () => {
    const body = await authorisationBody(sandbox.app, { cardNo: "4111 1111 1111 1111" }, { reference: "cart-fix" });
    const expired = await postPayment(sandbox.app, { ...body, cardDetails: { ...body.cardDetails, expiryDate: "01/20" } }, "key-fix");
    const fixed = await postPayment(sandbox.app, body, "key-fix");
    expect(expired.statusCode).toBe(422);
    expect(fixed.json()).toMatchObject({ resultCode: "Authorised" });
  });

  it("makes two payments for two keys, and keeps one merchant account's keys apart from another's", async () => {
    const before = paymentFiles().length;
    const wa = await authorisationBody(sandbox.app, { cardNo: "4111 1111 1111 1111" }, { reference: "cart-two" });
    const aol = await authorisationBody(sandbox.app, { cardNo: "4111 1111 1111 1111" }, { reference: "cart-two", merchantAccount: "aol" });
    const answers = await Promise.all([
      postPayment(sandbox.app, wa, "key-a"),
      postPayment(sandbox.app, wa, "key-b"),
      postPayment(sandbox.app, aol, "key-a"),
    ]);
    expect(new Set(answers.map((answer) => answer.json().pspReference)).size).toBe(3);
    expect(paymentFiles().length - before).toBe(3);
  });

  it("requires an Idempotency-Key", async () => {
    const body = await authorisationBody(sandbox.app, { cardNo: "4111 1111 1111 1111" });
    const response = await sandbox.app.inject({ method: "POST", url: "/card/v1/payments", payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: "VALIDATION", message: "headers must have required property 'idempotency-key'" });
  });
});
