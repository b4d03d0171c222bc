// @vitest-environment node
import type { CardProviderRequest } from "./checkout";
import { compactDecrypt, importPKCS8 } from "jose";
import { describe, expect, it } from "vitest";
import { FIXED_NOW, TEST_CERTIFICATE, TEST_PRIVATE_KEY, VISA } from "./test-helpers";
import { browserInfoOf, buildCardRequest } from "./card-request";

const options = { certificate: TEST_CERTIFICATE, browserInfo: { screenHeight: 900, screenWidth: 1440 }, now: FIXED_NOW };

async function decrypt(jwe: string): Promise<unknown> {
  const { plaintext } = await compactDecrypt(jwe, await importPKCS8(TEST_PRIVATE_KEY, "RSA-OAEP-256"));
  return JSON.parse(new TextDecoder().decode(plaintext));
}

async function request(card = VISA) {
  const result = await buildCardRequest(card, options);
  if (!result.ok) throw new Error(`card check failed: ${result.messages.join(" ")}`);
  return result.request;
}

describe("buildCardRequest", () => {
  it("sends the expiry as MM/YY from the form's 'MM / YYYY' (spec 2 §3)", async () => {
    expect((await request()).cardDetails.expiryDate).toBe("03/31");
  });

  it("sends the screen size as browserInfo and the name on the card as cardHolderName", async () => {
    const sent = await request({ ...VISA, nameOnCard: "  Jane Citizen " });
    expect(sent.browserInfo).toEqual({ screenHeight: 900, screenWidth: 1440 });
    expect(sent.cardHolderName).toBe("Jane Citizen");
    expect(sent.cardDetails.nameOnCard).toBe("Jane Citizen");
  });

  it("is the api-client's card request (spec 2 §3), so the checkout form can post it as it is", async () => {
    const sent: CardProviderRequest = await request();
    expect(Object.keys(sent).sort()).toEqual(["browserInfo", "cardDetails", "cardHolderName", "encryptedValues"]);
  });

  it("sends the number and the security code only encrypted", async () => {
    const sent = await request();
    expect(sent.cardDetails.cardNo).toBe("");
    expect(sent.cardDetails.cvv).toBe("");
    expect(JSON.stringify(sent)).not.toContain("4111111111111111");
    expect(await decrypt(sent.encryptedValues.encryptedCardNumber)).toMatchObject({ number: "4111111111111111" });
    expect(await decrypt(sent.encryptedValues.encryptedSecurityCode)).toMatchObject({ cvc: "737" });
  });

  it("answers code 401 with the card check's messages and encrypts nothing when the card check fails (spec 2 §4)", async () => {
    const result = await buildCardRequest(
      { nameOnCard: " ", cardNo: "4111 1111 1111 1112", expiryDate: "10 / 2026", cvv: "73" },
      // Not a certificate: encrypting would throw, so a resolved failure shows nothing was encrypted.
      { ...options, certificate: "not a certificate" },
    );
    expect(result).toEqual({
      ok: false,
      status: 401,
      messages: [
        "Please check your card number.",
        "Please check the name on your card entered.",
        "Please check your CVC number.",
        "Please check the card expiry date entered.",
      ],
    });
  });
});

describe("browserInfoOf", () => {
  it("reads the screen's height and width", () => {
    expect(browserInfoOf({ height: 844, width: 390 })).toEqual({ screenHeight: 844, screenWidth: 390 });
  });
});
