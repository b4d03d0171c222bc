import { MERCHANT_ACCOUNT_PATTERN } from "../merchants/keyring";
import { IDEMPOTENCY_KEY_PATTERN } from "./idempotency";

/** JSON schema pieces every provider's calls share (Fastify validates them). */

/** A merchant account name, as the keyring issues them. */
export const merchantAccountSchema = { type: "string", pattern: MERCHANT_ACCOUNT_PATTERN.source } as const;

/** The headers of a call that creates something: its required Idempotency-Key. */
export const idempotentHeadersSchema = {
  type: "object",
  required: ["idempotency-key"],
  properties: { "idempotency-key": { type: "string", pattern: IDEMPOTENCY_KEY_PATTERN.source } },
} as const;
