import { X509Certificate } from "node:crypto";
import { encryptCardSecrets } from "@storefront/api-contract/encrypt-card";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorisationBody, certificateOf, encryptedCard, postPayment, startSandbox, type TestSandbox } from "../../test-helpers";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const VISA = { cardNo: "4111 1111 1111 1111" };

/** Changes one character in the middle of a compact JWE part (0 header, 1 key, 2 iv, 3 ciphertext, 4 tag). */
function tamper(jwe: string, part: number): string {
  const parts = jwe.split(".");
  const text = parts[part] as string;
  const middle = Math.floor(text.length / 2);
  parts[part] = `${text.slice(0, middle)}${text[middle] === "A" ? "B" : "A"}${text.slice(middle + 1)}`;
  return parts.join(".");
}

describe("brand certificates", () => {
  it("issues each merchant account its own certificate, as x509EncryptionKeys keyed by brand (spec 2 §3)", async () => {
    const response = await sandbox.app.inject({ method: "GET", url: "/card/v1/certificates" });
    const keys = (response.json() as { x509EncryptionKeys: Record<string, string> }).x509EncryptionKeys;
    expect(Object.keys(keys)).toEqual(["wa", "aol"]);
    const wa = new X509Certificate(keys.wa as string);
    const aol = new X509Certificate(keys.aol as string);
    expect(wa.subject).toContain("CN=Payment sandbox card encryption: wa");
    expect(wa.publicKey.equals(aol.publicKey)).toBe(false);
    expect(wa.verify(wa.publicKey)).toBe(true);
  });

  it("keeps the certificates and keys across a restart", async () => {
    const before = await certificateOf(sandbox.app, "wa");
    const restarted = await sandbox.restart();
    expect(await certificateOf(restarted, "wa")).toBe(before);
    const body = await authorisationBody(sandbox.app, VISA);
    expect((await postPayment(restarted, body)).json()).toMatchObject({ resultCode: "Authorised" });
  });
});

describe("card encryption", () => {
  it("decrypts what the checkout encrypted in the browser (@storefront/api-contract) with the brand's certificate", async () => {
    const response = await postPayment(sandbox.app, await authorisationBody(sandbox.app, VISA));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ resultCode: "Authorised", card: { brand: "visa", lastFour: "1111" } });
  });

  it.each([
    ["encrypted key", 1],
    ["ciphertext", 3],
    ["authentication tag", 4],
  ])("refuses a JWE whose %s was changed", async (_part, part) => {
    const body = await authorisationBody(sandbox.app, VISA);
    const tampered = { ...body.encryptedValues, encryptedCardNumber: tamper(body.encryptedValues.encryptedCardNumber, part) };
    const response = await postPayment(sandbox.app, { ...body, encryptedValues: tampered });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errorCode: "DECRYPTION_FAILED" });
  });

  it("refuses a card encrypted with another brand's certificate", async () => {
    const aolCard = await encryptedCard(VISA, await certificateOf(sandbox.app, "aol"));
    const body = { ...(await authorisationBody(sandbox.app, VISA)), ...aolCard, merchantAccount: "wa" };
    const response = await postPayment(sandbox.app, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 422,
      errorCode: "DECRYPTION_FAILED",
      message: "The card details could not be decrypted with this merchant account's key.",
    });
  });

  it("refuses encrypted fields moved into each other's place", async () => {
    const body = await authorisationBody(sandbox.app, VISA);
    const { encryptedCardNumber, encryptedSecurityCode } = body.encryptedValues;
    const swapped = { encryptedCardNumber: encryptedSecurityCode, encryptedSecurityCode: encryptedCardNumber };
    expect((await postPayment(sandbox.app, { ...body, encryptedValues: swapped })).json()).toMatchObject({
      errorCode: "DECRYPTION_FAILED",
    });
  });

  it("refuses card fields encrypted more than a day ago", async () => {
    const certificate = await certificateOf(sandbox.app, "wa");
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const stale = await encryptCardSecrets({ cardNo: "4111111111111111", cvv: "737" }, certificate, twoDaysAgo);
    const body = await authorisationBody(sandbox.app, VISA);
    const response = await postPayment(sandbox.app, { ...body, encryptedValues: stale });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errorCode: "ENCRYPTION_EXPIRED" });
  });

  it("refuses a card number or security code sent in clear", async () => {
    const body = await authorisationBody(sandbox.app, VISA);
    const response = await postPayment(sandbox.app, { ...body, cardDetails: { ...body.cardDetails, cardNo: "4111111111111111" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: "CARD_IN_CLEAR" });
    expect(response.body).not.toContain("4111111111111111");
  });

  it("refuses an unknown merchant account, a currency it does not take and a return address that is not http(s)", async () => {
    const body = await authorisationBody(sandbox.app, VISA);
    const answers = await Promise.all([
      postPayment(sandbox.app, { ...body, merchantAccount: "zz" }),
      postPayment(sandbox.app, { ...body, amount: { value: 100, currency: "USD" } }),
      postPayment(sandbox.app, { ...body, returnUrl: "javascript:alert(1)" }),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json().errorCode])).toEqual([
      [422, "MERCHANT_UNKNOWN"],
      [422, "CURRENCY_NOT_SUPPORTED"],
      [422, "RETURN_URL_INVALID"],
    ]);
  });

  it("answers a malformed request with 400 and never a server error", async () => {
    const body = await authorisationBody(sandbox.app, VISA);
    const answers = await Promise.all([
      postPayment(sandbox.app, { ...body, amount: { value: "12", currency: "AUD" } }),
      postPayment(sandbox.app, { ...body, encryptedValues: { encryptedCardNumber: "not a jwe", encryptedSecurityCode: "x.y.z.w.v" } }),
      sandbox.app.inject({ method: "POST", url: "/card/v1/payments", payload: body }),
      sandbox.app.inject({
        method: "POST",
        url: "/card/v1/payments",
        headers: { "idempotency-key": "k", "content-type": "application/json" },
        payload: "{",
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 422, 400, 400]);
  });
});
