import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

/**
 * Mailed six-digit codes, kept as an HMAC only: the sandbox social provider's consent code
 * (./external-sandbox.ts) and the sign-in by code (../accounts/sign-in-codes.ts). A code row's id
 * is in the HMAC, so one code's hash says nothing of another's.
 */
export function oneTimeCodes(key: Uint8Array) {
  const hashOf = (id: string, code: string) => createHmac("sha256", key).update(`${id}:${code.trim()}`).digest("base64url");
  return {
    /** Six random digits (leading zeros kept). */
    newCode: (): string => String(randomInt(0, 1_000_000)).padStart(6, "0"),
    hashOf,
    /** The code matches the stored hash of row `id`, compared in constant time. */
    matches(id: string, code: string, storedHash: string): boolean {
      const given = Buffer.from(hashOf(id, code));
      const stored = Buffer.from(storedHash);
      return given.length === stored.length && timingSafeEqual(given, stored);
    },
  };
}
