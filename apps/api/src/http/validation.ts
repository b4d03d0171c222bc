import { FREE_TEXT_KEYWORD } from "@storefront/api-contract/common";
import { freeTextProblem } from "@storefront/validation/free-text";
import { Ajv, type ErrorObject } from "ajv";
import type { FastifyInstance } from "fastify";

const common = { useDefaults: true, removeAdditional: true, allErrors: true, strict: false } as const;

/** The contract's free-text keyword, checked with the one free-text rule of @storefront/validation. */
function withFreeText(ajv: Ajv): Ajv {
  ajv.addKeyword({
    keyword: FREE_TEXT_KEYWORD,
    type: "string",
    schemaType: "boolean",
    errors: true,
    validate: function freeText(this: unknown, enabled: boolean, value: string) {
      const problem = enabled ? freeTextProblem(value) : undefined;
      if (!problem) return true;
      const error: Partial<ErrorObject> = { keyword: FREE_TEXT_KEYWORD, params: { problem } };
      (freeText as { errors?: Partial<ErrorObject>[] }).errors = [error];
      return false;
    },
  });
  return ajv;
}

/** Query strings, path parameters and headers arrive as text: "2" may stand for 2 and a single value for a list. */
const coercing = withFreeText(new Ajv({ ...common, coerceTypes: "array" }));
/** JSON bodies carry real types: 42 is not a SKU and "true" is not a boolean. */
const exact = withFreeText(new Ajv({ ...common, coerceTypes: false }));

/** Route schemas are compiled with coercion for URL parts and without it for bodies. */
export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === "body" ? exact : coercing).compile(schema));
}
