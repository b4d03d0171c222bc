import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { errorAnswers, FreeText, Id, MessageAnswer, Type } from "@storefront/api-contract/common";
import { Sku, Slug } from "@storefront/api-contract/patterns";
import type { FastifyContextConfig, FastifyInstance, FastifySchema } from "fastify";

/**
 * The API's one schema helper: route modules declare their schemas with the contract's
 * (@storefront/api-contract) and register through `typed(app)`, so a handler's request and
 * answer types are the schemas' types and never declared a second time.
 */
export const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>();
export type TypedApp = ReturnType<typeof typed>;

export const IdParams = Type.Object({ id: Id });
export const SkuParams = Type.Object({ sku: Sku });
export const SlugParams = Type.Object({ slug: Slug });

/** The names the account routes use (errorResponses, messageSchema, safeText, idInteger). */
export { errorAnswers as errorResponses, MessageAnswer as messageSchema, FreeText as safeText, Id as idInteger };

/** What a route declares beside its schemas: the write limit it counts against, a cross-site form post. */
export type RouteRules = Pick<FastifyContextConfig, "writeLimit" | "crossSiteFormPost">;

/**
 * A route's OpenAPI tag and summary with its schemas, as the route options: per module
 * `const doc = documented("stores")`, then `api.get(path, doc("One store by id", { params, response }), handler)`;
 * a write names its limit as the third argument, `doc("Adds …", { body }, { writeLimit: "cart" })`.
 */
export function documented(tag: string) {
  return <const Schema extends Omit<FastifySchema, "tags" | "summary">>(summary: string, schema?: Schema, rules?: RouteRules) => ({
    schema: { tags: [tag], summary, ...(schema as Schema) },
    ...(rules ? { config: rules } : {}),
  });
}

/** `{ items, totalCount }`, the answer of every unpaged list. */
export const listAnswer = <Item>(items: Item[]) => ({ items, totalCount: items.length });
