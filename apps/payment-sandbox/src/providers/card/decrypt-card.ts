import type { KeyObject } from "node:crypto";
import { compactDecrypt } from "jose";
import { GatewayError } from "../../shared/errors";

/** spec 2 §3: card encryption uses RSA-OAEP-256 with A256GCM; nothing else is accepted. */
const DECRYPT_OPTIONS = { keyManagementAlgorithms: ["RSA-OAEP-256"], contentEncryptionAlgorithms: ["A256GCM"] };

/** Encrypted values older than a day are refused, so a captured request cannot be replayed later. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A shopper's clock may run ahead of the sandbox's by this much. */
const CLOCK_SKEW_MS = 60 * 60 * 1000;

export interface EncryptedValues {
  encryptedCardNumber: string;
  encryptedSecurityCode: string;
}

/** The card secrets in clear: held in memory for one authorisation, never stored or logged. */
export interface CardSecrets {
  number: string;
  cvc: string;
}

const undecryptable = () =>
  new GatewayError(422, "DECRYPTION_FAILED", "The card details could not be decrypted with this merchant account's key.");

/**
 * Reads one JWE the browser made with the merchant account's certificate (see
 * @storefront/api-contract `encryptCardSecrets`): the payload holds the field under its own name and
 * the time it was encrypted.
 */
async function decryptField(jwe: string, field: keyof CardSecrets, privateKey: KeyObject, now: Date): Promise<string> {
  let payload: Record<string, unknown>;
  try {
    const { plaintext } = await compactDecrypt(jwe, privateKey, DECRYPT_OPTIONS);
    payload = JSON.parse(new TextDecoder().decode(plaintext)) as Record<string, unknown>;
  } catch {
    // Tampered, encrypted for another merchant account, another algorithm, or not JWE at all.
    throw undecryptable();
  }
  const value = payload?.[field];
  if (typeof value !== "string") throw undecryptable();
  const generated = typeof payload.generationtime === "string" ? Date.parse(payload.generationtime) : Number.NaN;
  const age = now.getTime() - generated;
  if (Number.isNaN(generated) || age > MAX_AGE_MS || age < -CLOCK_SKEW_MS) {
    throw new GatewayError(422, "ENCRYPTION_EXPIRED", "The card details were encrypted too long ago. Encrypt them again.");
  }
  return value;
}

export async function decryptCard(values: EncryptedValues, privateKey: KeyObject, now: Date): Promise<CardSecrets> {
  const [number, cvc] = await Promise.all([
    decryptField(values.encryptedCardNumber, "number", privateKey, now),
    decryptField(values.encryptedSecurityCode, "cvc", privateKey, now),
  ]);
  return { number, cvc };
}
