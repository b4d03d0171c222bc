import { generateKeyPairSync, X509Certificate } from "node:crypto";
import { CompactEncrypt, compactDecrypt, importX509 } from "jose";
import { describe, expect, it } from "vitest";
import { createSelfSignedCertificate } from "./certificate";

const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const certificate = (notBefore: Date, notAfter: Date) =>
  createSelfSignedCertificate({ publicKey, privateKey, commonName: "Card encryption: wa", organization: "Sandbox", notBefore, notAfter });

describe("createSelfSignedCertificate", () => {
  it("makes a self-signed X.509 certificate of the key, for encryption only", () => {
    const parsed = new X509Certificate(certificate(new Date("2026-11-22T00:00:00Z"), new Date("2031-11-22T00:00:00Z")));
    expect(parsed.subject).toBe("O=Sandbox\nCN=Card encryption: wa");
    expect(parsed.issuer).toBe(parsed.subject);
    expect(parsed.publicKey.equals(publicKey)).toBe(true);
    expect(parsed.verify(publicKey)).toBe(true);
    expect(parsed.ca).toBe(false);
    expect(new Date(parsed.validFrom).toISOString()).toBe("2026-11-22T00:00:00.000Z");
    expect(new Date(parsed.validTo).toISOString()).toBe("2031-11-22T00:00:00.000Z");
  });

  it("writes dates from 2050 on as GeneralizedTime", () => {
    const parsed = new X509Certificate(certificate(new Date("2049-06-01T00:00:00Z"), new Date("2054-06-01T00:00:00Z")));
    expect(new Date(parsed.validTo).toISOString()).toBe("2054-06-01T00:00:00.000Z");
  });

  it("is what a browser's jose encrypts with, and only the key decrypts", async () => {
    const key = await importX509(certificate(new Date(), new Date(Date.now() + 1e10)), "RSA-OAEP-256");
    const jwe = await new CompactEncrypt(new TextEncoder().encode("secret"))
      .setProtectedHeader({ alg: "RSA-OAEP-256", enc: "A256GCM" })
      .encrypt(key);
    expect(new TextDecoder().decode((await compactDecrypt(jwe, privateKey)).plaintext)).toBe("secret");
  });
});
