import { createHmac, timingSafeEqual } from "node:crypto";

/** What a mailed link does: each purpose has its own signature, so an unsubscribe link never confirms. */
export type NotifyMeLinkPurpose = "confirm" | "unsubscribe";

const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const signature = (key: Uint8Array, purpose: NotifyMeLinkPurpose, id: string) =>
  createHmac("sha256", key).update(`${purpose}:${id}`).digest("base64url");

/**
 * The token of a notify-me link: the subscription's id (a UUID as 22 base64url characters) and
 * its HMAC-SHA256 for the purpose, with a key derived from the session secret. Nothing is stored:
 * the links of one subscription stay good until it is sent or ended, which the rows say.
 */
export function notifyMeToken(key: Uint8Array, purpose: NotifyMeLinkPurpose, id: string): string {
  const compact = Buffer.from(id.replace(/-/g, ""), "hex").toString("base64url");
  return `${compact}.${signature(key, purpose, id)}`;
}

/** The subscription id a token names, or undefined when it is malformed or signed for something else. */
export function subscriptionOfToken(key: Uint8Array, purpose: NotifyMeLinkPurpose, token: string): string | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const hex = Buffer.from(match[1] as string, "base64url").toString("hex");
  if (hex.length !== 32) return undefined;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const expected = Buffer.from(signature(key, purpose, id));
  const given = Buffer.from(match[2] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}
