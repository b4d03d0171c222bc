import { idempotentHeadersSchema, merchantAccountSchema } from "../../shared/schemas";
import { CHECKOUT_ID_PATTERN } from "./checkouts";

/** JSON schemas of an instalment provider's calls (Fastify validates them; extra properties are refused). */

const merchantAccount = merchantAccountSchema;
const url = { type: "string", minLength: 1, maxLength: 2048 } as const;
const checkoutParams = {
  type: "object",
  required: ["checkoutId"],
  properties: { checkoutId: { type: "string", pattern: CHECKOUT_ID_PATTERN } },
} as const;

export const createSchema = {
  headers: idempotentHeadersSchema,
  body: {
    type: "object",
    additionalProperties: false,
    required: ["merchantAccount", "reference", "amount", "returnUrl", "cancelUrl"],
    properties: {
      merchantAccount,
      reference: { type: "string", pattern: "^[A-Za-z0-9._:-]{1,80}$" },
      amount: {
        type: "object",
        additionalProperties: false,
        required: ["value", "currency"],
        properties: { value: { type: "integer", minimum: 1, maximum: 99_999_999 }, currency: { type: "string", pattern: "^[A-Z]{3}$" } },
      },
      returnUrl: url,
      cancelUrl: url,
    },
  },
} as const;

/** GET of a checkout: with merchantAccount the merchant's status lookup (JSON), without it the shopper's hosted page. */
export const checkoutGetSchema = {
  params: checkoutParams,
  querystring: { type: "object", properties: { merchantAccount } },
} as const;

export const decisionSchema = { params: checkoutParams } as const;

export const confirmSchema = {
  params: checkoutParams,
  body: {
    type: "object",
    additionalProperties: false,
    required: ["merchantAccount", "token"],
    properties: { merchantAccount, token: { type: "string", minLength: 1, maxLength: 2048 } },
  },
} as const;

export const cancelSchema = {
  params: checkoutParams,
  body: { type: "object", additionalProperties: false, required: ["merchantAccount"], properties: { merchantAccount } },
} as const;
