import { FREE_TEXT_KEYWORD, MULTI_LINE_KEYWORD } from "@storefront/api-contract/common";
import { freeTextProblem, plainTextProblem } from "@storefront/validation/free-text";
import { Ajv, type ErrorObject } from "ajv";
import type { FastifyInstance } from "fastify";

const common = { useDefaults: true, removeAdditional: true, allErrors: true, strict: false } as const;

/**
 * The keyword the API puts on every string of a request schema it compiles: the text rule of that
 * string, from the contract's keywords (`@storefront/api-contract/common`). Not part of the contract.
 */
export const TEXT_RULE_KEYWORD = "x-text-rule";

interface TextRule {
  /** The free-text rule (markup refused) rather than plain text. */
  freeText: boolean;
  multiLine: boolean;
}

type Schema = Record<string, unknown>;

/** Keywords whose value is data, not a schema: a default object is never mistaken for a string schema. */
const VALUE_KEYS = new Set(["enum", "const", "default", "examples"]);

const isSchema = (value: unknown): value is Schema => typeof value === "object" && value !== null && !Array.isArray(value);
const acceptsString = (schema: Schema) => schema.type === "string" || (Array.isArray(schema.type) && schema.type.includes("string"));

/**
 * A copy of a request schema whose every string, at any depth, carries its text rule: plain text
 * (no control character, no unpaired surrogate, one line) unless the contract marks it free text
 * or multi-line. The one place the rule is applied, so no string of any call can forget it
 * (issue 41 item 3).
 */
export function withTextRules(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withTextRules);
  if (!isSchema(schema)) return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    copy[key] = VALUE_KEYS.has(key) ? value : withTextRules(value);
  }
  if (acceptsString(schema)) {
    const rule: TextRule = { freeText: schema[FREE_TEXT_KEYWORD] === true, multiLine: schema[MULTI_LINE_KEYWORD] === true };
    copy[TEXT_RULE_KEYWORD] = rule;
  }
  return copy;
}

/** The text-rule keyword, checked with the rules of @storefront/validation/free-text. */
function withTextRule(ajv: Ajv): Ajv {
  ajv.addKeyword({
    keyword: TEXT_RULE_KEYWORD,
    type: "string",
    schemaType: "object",
    errors: true,
    validate: function textRule(this: unknown, rule: TextRule, value: string) {
      const problem = rule.freeText ? freeTextProblem(value, rule) : plainTextProblem(value, rule);
      if (!problem) return true;
      const error: Partial<ErrorObject> = { keyword: TEXT_RULE_KEYWORD, params: { problem } };
      (textRule as { errors?: Partial<ErrorObject>[] }).errors = [error];
      return false;
    },
  });
  return ajv;
}

/** Query strings, path parameters and headers arrive as text: "2" may stand for 2 and a single value for a list. */
const coercing = withTextRule(new Ajv({ ...common, coerceTypes: "array" }));
/** JSON bodies carry real types: 42 is not a SKU and "true" is not a boolean. */
const exact = withTextRule(new Ajv({ ...common, coerceTypes: false }));

/**
 * Route schemas are compiled with coercion for URL parts and without it for bodies, every string
 * of them under its text rule.
 */
export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === "body" ? exact : coercing).compile(withTextRules(schema) as Schema));
}
