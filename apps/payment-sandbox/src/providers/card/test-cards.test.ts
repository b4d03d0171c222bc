import { readFileSync } from "node:fs";
import { isValidCardNumber } from "@storefront/validation/cards";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pay, postPayment, authorisationBody, startSandbox, type TestSandbox } from "../../test-helpers";
import { TEST_CARDS } from "./test-cards";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

describe("test cards", () => {
  it.each([
    ["Visa", "4111 1111 1111 1111", "visa", "1111"],
    ["Mastercard", "5555 5555 5555 4444", "mastercard", "4444"],
    ["American Express", "3782 822463 10005", "amex", "0005"],
  ])("authorises the %s approval card and answers its type and last four digits", async (_name, cardNo, brand, lastFour) => {
    const answer = await pay(sandbox.app, { cardNo, cvv: brand === "amex" ? "7373" : "737" });
    expect(answer).toMatchObject({
      resultCode: "Authorised",
      merchantReference: "cart-1",
      amount: { value: 129_900, currency: "AUD" },
      card: { brand, lastFour },
    });
    expect(answer.pspReference).toMatch(/^\d{16}$/);
  });

  it("refuses the decline card with a refusalReason to show the shopper", async () => {
    expect(await pay(sandbox.app, { cardNo: "4000 0000 0000 0002" })).toMatchObject({
      resultCode: "Refused",
      refusalReason: "Your card was declined by the bank.",
      refusalReasonCode: "DECLINED",
    });
  });

  it("refuses the insufficient-funds card", async () => {
    expect(await pay(sandbox.app, { cardNo: "4000 0000 0000 9995" })).toMatchObject({
      resultCode: "Refused",
      refusalReason: "Your card has insufficient funds.",
      refusalReasonCode: "INSUFFICIENT_FUNDS",
    });
  });

  it.each(["4000 0000 0000 3220", "5105 1051 0510 5100"])(
    "asks for a 3-D Secure challenge for %s with the form the browser posts (spec 2 §3 secure3DResponse)",
    async (cardNo) => {
      const answer = await pay(sandbox.app, { cardNo });
      expect(answer).toMatchObject({
        resultCode: "RedirectShopper",
        secure3DResponse: { htmlFormAction: "http://sandbox.test/card/v1/3ds/challenge" },
      });
      const { htmlFormToPost } = answer.secure3DResponse as { htmlFormToPost: string };
      expect(htmlFormToPost).toMatch(/^<form id="secure3d-form" method="post" action="http:\/\/sandbox\.test\/card\/v1\/3ds\/challenge">/);
      expect(htmlFormToPost).toContain('<input type="hidden" name="creq" value="');
    },
  );

  it("answers the slow card only after the issuer's delay, then approves", async () => {
    const started = Date.now();
    expect(await pay(sandbox.app, { cardNo: "4000 0000 0000 0119" })).toMatchObject({ resultCode: "Authorised" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it("refuses a valid card number that is no test card", async () => {
    expect(await pay(sandbox.app, { cardNo: "4242 4242 4242 4242" })).toMatchObject({
      resultCode: "Refused",
      refusalReasonCode: "NOT_A_TEST_CARD",
    });
  });

  it("runs the card check of spec 2 §5 on the decrypted card and answers its messages", async () => {
    const body = await authorisationBody(sandbox.app, { cardNo: "4111 1111 1111 1111" });
    const response = await postPayment(sandbox.app, { ...body, cardDetails: { ...body.cardDetails, expiryDate: "01/20" } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 422,
      errorCode: "CARD_CHECK",
      message: "Please check the card expiry date entered.",
      messages: ["Please check the card expiry date entered."],
    });
  });

  it("publishes only Luhn-valid numbers of known types, each listed in the README", () => {
    const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8").replace(/ /g, "");
    for (const card of TEST_CARDS) {
      expect(isValidCardNumber(card.number)).toBe(true);
      expect(readme).toContain(card.number);
    }
  });
});
