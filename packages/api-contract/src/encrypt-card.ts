import { CompactEncrypt, importX509 } from "jose";

/**
 * Browser-side card encryption (spec 2 §3): the card number and the security code leave the
 * browser only as JWE, encrypted with the brand's x509 certificate (x509EncryptionKeys of the
 * checkout view or payment configuration v2), so only the card gateway can read them.
 * `jose` uses the Web Crypto API, so this runs unchanged in browsers and in Node.
 */

/** spec 2 §3: card encryption uses RSA-OAEP-256 with A256GCM. */
export const CARD_KEY_ALGORITHM = "RSA-OAEP-256";
export const CARD_CONTENT_ENCRYPTION = "A256GCM";

/** The card fields only the gateway may read. */
export interface CardSecrets {
  /** Digits only. */
  cardNo: string;
  cvv: string;
}

/** One compact JWE per field, named as the gateway reads them. (A type alias, so it is also a Record<string, string>.) */
export type EncryptedCardValues = {
  encryptedCardNumber: string;
  encryptedSecurityCode: string;
};

/**
 * What each JWE holds: the field under its own name (so a value moved into another slot is
 * refused) and when it was encrypted (the gateway refuses values older than a day, so a captured
 * request cannot be replayed later).
 */
export type EncryptedFieldPayload = { number: string; generationtime: string } | { cvc: string; generationtime: string };

type EncryptionKey = Awaited<ReturnType<typeof importX509>>;

async function encryptField(payload: EncryptedFieldPayload, key: EncryptionKey): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: CARD_KEY_ALGORITHM, enc: CARD_CONTENT_ENCRYPTION })
    .encrypt(key);
}

/**
 * Encrypts the card number and security code with the brand's certificate (PEM). Each call uses
 * fresh content keys, so the same card never gives the same ciphertext twice.
 */
export async function encryptCardSecrets(
  secrets: CardSecrets,
  certificatePem: string,
  now: Date = new Date(),
): Promise<EncryptedCardValues> {
  const key = await importX509(certificatePem, CARD_KEY_ALGORITHM);
  const generationtime = now.toISOString();
  const [encryptedCardNumber, encryptedSecurityCode] = await Promise.all([
    encryptField({ number: secrets.cardNo, generationtime }, key),
    encryptField({ cvc: secrets.cvv, generationtime }, key),
  ]);
  return { encryptedCardNumber, encryptedSecurityCode };
}
