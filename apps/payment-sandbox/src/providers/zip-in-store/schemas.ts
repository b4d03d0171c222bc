import { idempotentHeadersSchema, merchantAccountSchema } from "../../shared/schemas";
import { PAYMENT_ID_PATTERN } from "./payments";

/** JSON schemas of Zip in store's calls (Fastify validates them; extra properties are refused). */

const merchantAccount = merchantAccountSchema;
const paymentParams = {
  type: "object",
  required: ["paymentId"],
  properties: { paymentId: { type: "string", pattern: PAYMENT_ID_PATTERN } },
} as const;

export const createSchema = {
  headers: idempotentHeadersSchema,
  body: {
    type: "object",
    additionalProperties: false,
    required: ["merchantAccount", "reference", "storeCode", "amount"],
    properties: {
      merchantAccount,
      reference: { type: "string", pattern: "^[A-Za-z0-9._:-]{1,80}$" },
      // Checked by the handler, so a wrong code gets its own error code (STORE_CODE_INVALID).
      storeCode: { type: "string", maxLength: 40 },
      amount: {
        type: "object",
        additionalProperties: false,
        required: ["value", "currency"],
        properties: { value: { type: "integer", minimum: 1, maximum: 99_999_999 }, currency: { type: "string", pattern: "^[A-Z]{3}$" } },
      },
    },
  },
} as const;

export const statusSchema = {
  params: paymentParams,
  querystring: { type: "object", required: ["merchantAccount"], properties: { merchantAccount } },
} as const;

export const cancelSchema = {
  params: paymentParams,
  body: { type: "object", additionalProperties: false, required: ["merchantAccount"], properties: { merchantAccount } },
} as const;

export const decisionSchema = { params: paymentParams } as const;
