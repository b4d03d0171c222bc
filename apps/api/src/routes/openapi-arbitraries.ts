/**
 * fast-check arbitraries for the API's requests, derived from its OpenAPI document (issue 18
 * item 3): every path, query and body value follows its schema most of the time and is a hostile
 * value the rest of the time, at every level of a body. Sent from a session (issue 41 item 3), a
 * parameter or property the session has a real value for (its cart id, its line's product code,
 * its project) takes that value most of the time, so the hostile values beside it reach the
 * handlers' deeper steps. Test support for openapi-fuzz.test.ts.
 */
import fc from "fast-check";
import type { InjectOptions } from "fastify";

/** The JSON Schema keywords the contract's documents use. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema | JsonSchema[];
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  default?: unknown;
}

export interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Omit<Operation, "method" | "path">>>;
}

/** Every operation of the document, as method and path template. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
}

const INT32_MAX = 2147483647;

/** Values that once broke, or could break, a server: out-of-range numbers, control characters, SQL, markup, pollution keys. */
export const HOSTILE_VALUES: unknown[] = [
  2147483648,
  9999999999,
  -2147483649,
  1e20,
  -1,
  0,
  1.5,
  -0.5,
  Number.MAX_SAFE_INTEGER + 2,
  "2147483648",
  "9999999999",
  "-1",
  "1.5",
  "0x10",
  "1e309",
  "NaN",
  " 1",
  "a\u0000b",
  "\u0000",
  "bell\u0007",
  "esc\u001b[31m",
  "del\u007f",
  "next\u0085line",
  "line\u2028separator",
  "lone\ud800surrogate",
  "x'); DROP TABLE products; --",
  "' OR '1'='1",
  "1; SELECT pg_sleep(1)",
  "$$; --",
  "\\",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "{{7*7}}",
  "${7*7}",
  "../../etc/passwd",
  "__proto__",
  "constructor",
  "prototype",
  "é".repeat(5000),
  "x".repeat(70_000),
  "😀".repeat(1000),
  "",
  " ",
  true,
  false,
  null,
  [],
  {},
  [1, 2, 3],
  { value: 1 },
];

/** Percent-encodings a client may send raw in a path or query: malformed, NUL, traversal. */
const RAW_URL_PARTS = ["%E0%A4%A", "%", "%zz", "%00", "%C0%AF", "..%2F..%2Fetc%2Fpasswd", "%2e%2e", "%FF%FE", "a%0Ab"];

/** Keys that pollute a prototype when a parser or a merge is careless. */
const POLLUTION = `"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}`;

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_VALUES), weight: 4 },
  { arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), weight: 1 },
  { arbitrary: fc.double({ noNaN: true }), weight: 1 },
  // Any characters, control characters included.
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 2 },
);

export const typesOf = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** Real values of a session by parameter or property name (`cartId`, `projectId`, `code`, ...). */
export type KnownValues = Readonly<Record<string, readonly unknown[]>>;

/** A known value fits a schema when its JSON type is one the schema takes. */
export function fits(schema: JsonSchema, known: unknown): boolean {
  const types = typesOf(schema);
  if (types.length === 0) return true;
  if (typeof known === "string") return types.includes("string");
  if (typeof known === "number") return types.includes(Number.isInteger(known) ? "integer" : "number") || types.includes("number");
  return false;
}

/** How a value is drawn: the session's known values, and the name of the parameter or property it is for. */
interface Draw {
  known: KnownValues;
  name?: string;
}

function patternString(schema: JsonSchema): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 60;
  try {
    return fc.stringMatching(new RegExp(schema.pattern as string), { size: "small" }).map((text) => text.slice(0, max));
  } catch {
    return fc.string({ maxLength: max });
  }
}

/** A value that follows the schema: the session's own value for its name three times in four, when it has one that fits. */
function validValue(schema: JsonSchema, depth: number, draw: Draw): fc.Arbitrary<unknown> {
  const own = (draw.name ? (draw.known[draw.name] ?? []) : []).filter((known) => fits(schema, known));
  const drawn = schemaValue(schema, depth, draw);
  return own.length ? fc.oneof({ arbitrary: fc.constantFrom(...own), weight: 3 }, { arbitrary: drawn, weight: 1 }) : drawn;
}

function schemaValue(schema: JsonSchema, depth: number, draw: Draw): fc.Arbitrary<unknown> {
  // A union's branches and a list's items are for the same name; an object's properties have their own.
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((branch) => value(branch, depth, draw)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  const type = types.find((t) => t !== "null") ?? "string";
  const base = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case "integer":
        return fc.integer({ min: Math.max(schema.minimum ?? -1000, -INT32_MAX), max: Math.min(schema.maximum ?? 100_000, INT32_MAX) });
      case "number":
        return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
      case "boolean":
        return fc.boolean();
      case "array": {
        const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
        return fc.array(value(items ?? {}, depth + 1, draw), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 3, 3),
        });
      }
      case "object": {
        const properties = Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, child]) => [key, value(child, depth + 1, { known: draw.known, name: key })]),
        );
        return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
      }
      default:
        if (schema.pattern) return patternString(schema);
        return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 80) });
    }
  })();
  return schema.nullable || types.includes("null") ? fc.oneof(base, fc.constant(null)) : base;
}

/** A value that follows the schema three times in four, else a hostile one; below depth 4 always valid. */
export function value(schema: JsonSchema, depth = 0, draw: Draw = { known: {} }): fc.Arbitrary<unknown> {
  const valid = validValue(schema, depth, draw);
  return depth > 3 ? valid : fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: hostile, weight: 1 });
}

/** Percent-encoded as a browser would send it (a lone surrogate becomes U+FFFD, as in a browser). */
export const encode = (v: unknown) =>
  encodeURIComponent((typeof v === "string" ? v : JSON.stringify(v)).replace(/[\ud800-\udfff]/gu, "\ufffd"));

/** A value as it travels in a URL: encoded, or now and then a raw, possibly malformed, escape. */
function urlPart(schema: JsonSchema | undefined, draw: Draw): fc.Arbitrary<string> {
  return fc.oneof(
    {
      arbitrary: value(schema ?? { type: "string" }, 0, draw).map(encode),
      weight: 8,
    },
    { arbitrary: fc.constantFrom(...RAW_URL_PARTS), weight: 1 },
  );
}

const BRANDS = ["wa", "aol", "aol-nz", "andoo", "hc", "fk"];

/** Headers: a known storefront mostly, an unknown one now and then; sometimes a forged session or token. */
const headers = fc.record(
  {
    "x-storefront-brand": fc.oneof(
      { arbitrary: fc.constantFrom(...BRANDS), weight: 9 },
      { arbitrary: fc.constantFrom("", "WA ", "zz", "x".repeat(300)), weight: 1 },
    ),
    cookie: fc.constantFrom("sf_session=forged.signature", "sf_session=" + "a".repeat(4000), "sf_session=%E0%A4%A"),
    authorization: fc.constantFrom("Bearer not-a-token", "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.", "Basic YTpi"),
  },
  { requiredKeys: ["x-storefront-brand"] },
);

/** A body: JSON of the schema (with hostile values inside), with pollution keys, of the wrong type, or not JSON at all. */
function body(schema: JsonSchema | undefined, known: KnownValues): fc.Arbitrary<{ payload: string; contentType: string }> {
  const json = (text: string) => ({ payload: text, contentType: "application/json" });
  const schemaBody = value(schema ?? { type: "object" }, 0, { known }).map((v) => JSON.stringify(v) ?? "null");
  return fc.oneof(
    { arbitrary: schemaBody.map(json), weight: 12 },
    {
      arbitrary: schemaBody.map((text) =>
        json(text.startsWith("{") && text !== "{}" ? `{${POLLUTION},${text.slice(1)}` : `{${POLLUTION}}`),
      ),
      weight: 2,
    },
    { arbitrary: fc.constantFrom("{", "", "[", '{"a":', "null", "\u0000", '"text"', "1e999").map(json), weight: 1 },
    {
      arbitrary: fc
        .tuple(schemaBody, fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "application/xml"))
        .map(([payload, contentType]) => ({ payload, contentType })),
      weight: 1,
    },
  );
}

/** Who sends the requests: a session's own headers (cookie, token, storefront) and values; without, drawn headers and no known values. */
export interface Sender {
  headers: Record<string, string>;
  known: KnownValues;
}

/** One request to an operation: its path parameters, query, headers and body drawn from the schemas. */
export function requestOf(operation: Operation, sender?: Sender): fc.Arbitrary<InjectOptions & { url: string }> {
  const known = sender?.known ?? {};
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === "path");
  const queryParams = params.filter((p) => p.in === "query");
  const jsonSchema = operation.requestBody?.content?.["application/json"]?.schema;
  const hasBody = operation.method !== "GET" && operation.method !== "DELETE" && operation.method !== "HEAD";

  const path = fc.tuple(...pathParams.map((p) => urlPart(p.schema, { known, name: p.name }))).map((values) => {
    let index = 0;
    return operation.path.replace(/\{[^}]+\}/g, () => values[index++] ?? "");
  });
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.option(
          fc
            .array(urlPart(p.schema, { known, name: p.name }), { minLength: 1, maxLength: 2 })
            .map((values) => values.map((v) => `${encodeURIComponent(p.name)}=${v}`).join("&")),
          { nil: undefined, freq: p.required ? 20 : 3 },
        ),
      ),
      fc.option(fc.constantFrom("__proto__[polluted]=yes", "constructor[prototype][polluted]=yes", "%E0%A4%A=1", "a=%00"), {
        nil: undefined,
        freq: 4,
      }),
    )
    .map((pairs) => pairs.filter((pair): pair is string => !!pair).join("&"));

  return fc
    .record({
      path,
      query,
      headers: sender ? fc.constant(sender.headers) : headers,
      body: hasBody ? body(jsonSchema, known) : fc.constant(undefined),
    })
    .map(({ path: url, query: search, headers: sent, body: sentBody }) => ({
      method: operation.method as InjectOptions["method"],
      url: search ? `${url}?${search}` : url,
      headers: sentBody ? { ...sent, "content-type": sentBody.contentType } : sent,
      ...(sentBody ? { payload: sentBody.payload } : {}),
    }));
}
