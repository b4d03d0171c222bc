import { Ajv } from "ajv";
import type { FastifyInstance } from "fastify";

const common = { useDefaults: true, removeAdditional: true, allErrors: true, strict: false } as const;
/** Query strings, path parameters and headers arrive as text: "2" may stand for 2 and a single value for a list. */
const coercing = new Ajv({ ...common, coerceTypes: "array" });
/** JSON bodies carry real types: 42 is not a SKU and "true" is not a boolean. */
const exact = new Ajv({ ...common, coerceTypes: false });

/** Route schemas are compiled with coercion for URL parts and without it for bodies. */
export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === "body" ? exact : coercing).compile(schema));
}
