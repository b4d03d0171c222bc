/**
 * One hostile value at a time (issue 41 item 3): for a call of the OpenAPI document, a request that
 * follows its schemas, with the sender's own values where it has them (its cart id, its project),
 * and then the same request with one value replaced: each path and query parameter and each string
 * anywhere in the body, by each hostile value. Unlike the drawn requests of openapi-arbitraries.ts,
 * every field meets every value, so a handler's deeper steps (the database, the payment gateway)
 * see them. Test support for hostile-input.test.ts.
 */
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { encode, fits, typesOf, type JsonSchema, type KnownValues, type Operation, type Sender } from "./openapi-arbitraries";

type Request = InjectOptions & { url: string; method: string };

/** A value the schema takes: the sender's own for that name, else the schema's first enum value, default or smallest fitting value. */
export function exampleOf(schema: JsonSchema, known: KnownValues = {}, name?: string): unknown {
  const own = (name ? (known[name] ?? []) : []).find((value) => fits(schema, value));
  if (own !== undefined) return own;
  if (schema.anyOf?.length) {
    const branch = schema.anyOf.find((b) => !typesOf(b).every((t) => t === "null")) ?? schema.anyOf[0]!;
    return exampleOf(branch, known, name);
  }
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = typesOf(schema).find((t) => t !== "null") ?? (schema.properties ? "object" : "string");
  switch (type) {
    case "integer":
    case "number":
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case "boolean":
      return false;
    case "null":
      return null;
    case "array": {
      const items = Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : [];
      return schema.maxItems === 0
        ? []
        : items.length > 1
          ? items.map((item) => exampleOf(item, known))
          : [exampleOf(items[0] ?? {}, known, name)];
    }
    case "object":
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, exampleOf(child, known, key)]));
    default: {
      if (schema.pattern) return fc.sample(fc.stringMatching(new RegExp(schema.pattern), { size: "small" }), { numRuns: 1, seed: 41 })[0];
      return "x".repeat(Math.min(Math.max(schema.minLength ?? 0, 1), schema.maxLength ?? 1));
    }
  }
}

/** Where a body's strings sit, as paths of keys and indexes into its example. */
function stringPaths(schema: JsonSchema, example: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(example)) {
    const items = Array.isArray(schema.items) ? schema.items : [schema.items ?? {}];
    return example.flatMap((item, index) => stringPaths(items[Math.min(index, items.length - 1)] ?? {}, item, [...at, index]));
  }
  if (typeof example === "object" && example !== null) {
    const branch = schema.anyOf?.find((b) => typesOf(b).includes("object") || b.properties) ?? schema;
    return Object.entries(example).flatMap(([key, child]) => stringPaths(branch.properties?.[key] ?? {}, child, [...at, key]));
  }
  return typeof example === "string" ? [at] : [];
}

function replaced(example: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(example) ? [...example] : { ...(example as object) }) as Record<string | number, unknown>;
  copy[head!] = replaced(copy[head!], rest, value);
  return copy;
}

/** The operation's request that follows its schemas with one field replaced: a request per field and hostile value. */
export function oneHostileValueRequests(operation: Operation, sender: Sender, hostile: readonly unknown[]): Request[] {
  const params = operation.parameters ?? [];
  const urlValues = new Map(
    params.filter((p) => p.in === "path" || p.in === "query").map((p) => [p, exampleOf(p.schema ?? {}, sender.known, p.name)]),
  );
  const schema = operation.requestBody?.content?.["application/json"]?.schema;
  const hasBody = operation.method !== "GET" && operation.method !== "DELETE" && operation.method !== "HEAD";
  const body = hasBody ? exampleOf(schema ?? { type: "object" }, sender.known) : undefined;

  const request = (values: Map<(typeof params)[number], unknown>, payload: unknown): Request => {
    let url = operation.path;
    const query: string[] = [];
    for (const [param, value] of values) {
      if (param.in === "path") url = url.replace(`{${param.name}}`, encode(value));
      else query.push(`${encodeURIComponent(param.name)}=${encode(value)}`);
    }
    return {
      method: operation.method,
      url: query.length ? `${url}?${query.join("&")}` : url,
      headers: hasBody ? { ...sender.headers, "content-type": "application/json" } : sender.headers,
      ...(hasBody ? { payload: JSON.stringify(payload) ?? "null" } : {}),
    } as Request;
  };

  const requests: Request[] = [];
  for (const value of hostile) {
    for (const param of urlValues.keys()) requests.push(request(new Map([...urlValues, [param, value]]), body));
    for (const path of stringPaths(schema ?? {}, body)) requests.push(request(urlValues, replaced(body, path, value)));
  }
  return requests;
}
