import { idempotentHeadersSchema, merchantAccountSchema } from "../../shared/schemas";

/** JSON schemas of the card gateway's calls (Fastify validates them; extra properties are dropped). */

const merchantAccount = merchantAccountSchema;
const pspReference = { type: "string", pattern: "^\\d{16}$" } as const;
const encryptedValue = { type: "string", minLength: 1, maxLength: 8192 } as const;

export const authoriseSchema = {
  headers: idempotentHeadersSchema,
  body: {
    type: "object",
    additionalProperties: false,
    required: ["merchantAccount", "reference", "amount", "encryptedValues", "cardDetails", "browserInfo", "cardHolderName", "returnUrl"],
    properties: {
      merchantAccount,
      reference: { type: "string", pattern: "^[A-Za-z0-9._:-]{1,80}$" },
      amount: {
        type: "object",
        additionalProperties: false,
        required: ["value", "currency"],
        properties: { value: { type: "integer", minimum: 1, maximum: 99_999_999 }, currency: { type: "string", pattern: "^[A-Z]{3}$" } },
      },
      encryptedValues: {
        type: "object",
        additionalProperties: false,
        required: ["encryptedCardNumber", "encryptedSecurityCode"],
        properties: { encryptedCardNumber: encryptedValue, encryptedSecurityCode: encryptedValue },
      },
      cardDetails: {
        type: "object",
        additionalProperties: false,
        required: ["expiryDate", "nameOnCard"],
        properties: {
          // spec 2 §3: the expiry as MM/YY.
          expiryDate: { type: "string", pattern: "^\\d{2}/\\d{2}$" },
          nameOnCard: { type: "string", maxLength: 100 },
          cardNo: { type: "string", maxLength: 64 },
          cvv: { type: "string", maxLength: 64 },
        },
      },
      browserInfo: {
        type: "object",
        additionalProperties: false,
        required: ["screenHeight", "screenWidth"],
        properties: {
          screenHeight: { type: "integer", minimum: 0, maximum: 100_000 },
          screenWidth: { type: "integer", minimum: 0, maximum: 100_000 },
        },
      },
      cardHolderName: { type: "string", minLength: 1, maxLength: 100 },
      returnUrl: { type: "string", minLength: 1, maxLength: 2048 },
    },
  },
} as const;

export const paymentParamsSchema = { type: "object", required: ["pspReference"], properties: { pspReference } } as const;

export const statusSchema = {
  params: paymentParamsSchema,
  querystring: { type: "object", required: ["merchantAccount"], properties: { merchantAccount } },
} as const;

export const cancelSchema = {
  params: paymentParamsSchema,
  body: { type: "object", additionalProperties: false, required: ["merchantAccount"], properties: { merchantAccount } },
} as const;

export const detailsSchema = {
  body: {
    type: "object",
    additionalProperties: false,
    required: ["merchantAccount", "redirectResult"],
    properties: { merchantAccount, redirectResult: { type: "string", minLength: 1, maxLength: 2048 } },
  },
} as const;
