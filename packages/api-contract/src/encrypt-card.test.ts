// @vitest-environment node
import { generateKeyPairSync } from "node:crypto";
import { compactDecrypt, decodeProtectedHeader, importPKCS8 } from "jose";
import { describe, expect, it } from "vitest";
import { FIXED_NOW, TEST_CERTIFICATE, TEST_PRIVATE_KEY } from "./test-helpers";
import { encryptCardSecrets } from "./encrypt-card";

const secrets = { cardNo: "4111111111111111", cvv: "737" };

async function decrypt(jwe: string, privateKeyPem = TEST_PRIVATE_KEY): Promise<unknown> {
  const key = await importPKCS8(privateKeyPem, "RSA-OAEP-256");
  const { plaintext } = await compactDecrypt(jwe, key);
  return JSON.parse(new TextDecoder().decode(plaintext));
}

describe("encryptCardSecrets", () => {
  it("encrypts the number and the security code as compact JWE with RSA-OAEP-256 and A256GCM (spec 2 §3)", async () => {
    const values = await encryptCardSecrets(secrets, TEST_CERTIFICATE, FIXED_NOW);
    for (const jwe of [values.encryptedCardNumber, values.encryptedSecurityCode]) {
      expect(jwe.split(".")).toHaveLength(5);
      expect(decodeProtectedHeader(jwe)).toEqual({ alg: "RSA-OAEP-256", enc: "A256GCM" });
    }
  });

  it("lets the certificate's private key read each field under its own name, with the encryption time", async () => {
    const values = await encryptCardSecrets(secrets, TEST_CERTIFICATE, FIXED_NOW);
    expect(await decrypt(values.encryptedCardNumber)).toEqual({ number: "4111111111111111", generationtime: "2026-11-22T10:00:00.000Z" });
    expect(await decrypt(values.encryptedSecurityCode)).toEqual({ cvc: "737", generationtime: "2026-11-22T10:00:00.000Z" });
  });

  it("cannot be read with any other key", async () => {
    const values = await encryptCardSecrets(secrets, TEST_CERTIFICATE, FIXED_NOW);
    const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    await expect(decrypt(values.encryptedCardNumber, other)).rejects.toThrow();
  });

  it("never gives the same ciphertext twice for the same card", async () => {
    const first = await encryptCardSecrets(secrets, TEST_CERTIFICATE, FIXED_NOW);
    const second = await encryptCardSecrets(secrets, TEST_CERTIFICATE, FIXED_NOW);
    expect(second.encryptedCardNumber).not.toBe(first.encryptedCardNumber);
  });

  it("refuses something that is not a certificate", async () => {
    await expect(encryptCardSecrets(secrets, "not a certificate", FIXED_NOW)).rejects.toThrow();
  });
});
