import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pay, startSandbox, type TestSandbox } from "../../test-helpers";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const cancel = (pspReference: string, merchantAccount = "wa") =>
  sandbox.app.inject({ method: "POST", url: `/card/v1/payments/${pspReference}/cancels`, payload: { merchantAccount } });
const status = (pspReference: string, merchantAccount = "wa") =>
  sandbox.app.inject({ url: `/card/v1/payments/${pspReference}?merchantAccount=${merchantAccount}` });

describe("status lookup", () => {
  it("answers a payment by its reference: status, amount, the merchant's reference and the card's type and last four", async () => {
    const { pspReference } = (await pay(sandbox.app, { cardNo: "5555 5555 5555 4444" })) as { pspReference: string };
    const answer = await status(pspReference);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      pspReference,
      merchantAccount: "wa",
      merchantReference: "cart-1",
      amount: { value: 129_900, currency: "AUD" },
      card: { brand: "mastercard", lastFour: "4444" },
      status: "Authorised",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("does not know a payment of another merchant account, nor a made-up reference", async () => {
    const { pspReference } = (await pay(sandbox.app, { cardNo: "4111 1111 1111 1111" })) as { pspReference: string };
    expect((await status(pspReference, "aol")).statusCode).toBe(404);
    expect((await status("1234567890123456")).json()).toMatchObject({ status: 404, errorCode: "PAYMENT_NOT_FOUND" });
    expect((await status("not-a-reference")).statusCode).toBe(400);
  });
});

describe("void", () => {
  it("cancels an authorised payment, and answers the same when asked again", async () => {
    const { pspReference } = (await pay(sandbox.app, { cardNo: "4111 1111 1111 1111" })) as { pspReference: string };
    const first = await cancel(pspReference);
    const again = await cancel(pspReference);
    expect(first.json()).toMatchObject({ pspReference, status: "Cancelled" });
    expect(again.json()).toEqual(first.json());
    expect((await status(pspReference)).json()).toMatchObject({ status: "Cancelled" });
  });

  it("cancels a payment still waiting for its 3-D Secure challenge", async () => {
    const { pspReference } = (await pay(sandbox.app, { cardNo: "4000 0000 0000 3220" })) as { pspReference: string };
    expect((await cancel(pspReference)).json()).toMatchObject({ status: "Cancelled" });
  });

  it("refuses to cancel a refused payment, and another merchant account's payment", async () => {
    const refused = (await pay(sandbox.app, { cardNo: "4000 0000 0000 0002" })) as { pspReference: string };
    const authorised = (await pay(sandbox.app, { cardNo: "4111 1111 1111 1111" })) as { pspReference: string };
    const answers = [await cancel(refused.pspReference), await cancel(authorised.pspReference, "aol")];
    expect(answers.map((answer) => [answer.statusCode, answer.json().errorCode])).toEqual([
      [409, "NOT_CANCELLABLE"],
      [404, "PAYMENT_NOT_FOUND"],
    ]);
    expect((await status(authorised.pspReference)).json()).toMatchObject({ status: "Authorised" });
  });
});
