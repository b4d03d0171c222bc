import { randomUUID } from "node:crypto";
import type { AnalyticsSearchEvent, VariantTestFailureEvent, WidgetEvent } from "@storefront/api-contract/tracking";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { productBySku } from "../catalogue/products";
import { acceptSearchTerm } from "../catalogue/search";
import type { AppContext } from "../context";
import { analyticsEvents, products, variantTests } from "../db/schema";
import { NotFoundError } from "../http/errors";
import { requestCookie } from "../http/session";
import { hashString } from "../seed/random";

/** spec 1 §7 variant test: the visitor cookie the x-vu header must echo. */
export const VISITOR_COOKIE = "wau";
const VISITOR_ID = /^[0-9a-f-]{36}$/;

/** spec 1 §7 variant tests and analytics sinks; events are stored in analytics_events. */
export function tracking({ db, sessions }: Pick<AppContext, "db" | "sessions">) {
  const store = async (request: FastifyRequest, eventType: string, payload: Record<string, unknown>) => {
    const session = await sessions.find(request);
    await db.insert(analyticsEvents).values({ storefrontId: request.storefront.id, sessionId: session?.id ?? null, eventType, payload });
  };

  return {
    /** The visitor's bucket of a test; the visitor id comes from the wau cookie, set when missing. */
    async variantBucket(request: FastifyRequest, reply: FastifyReply, testId: string) {
      const [test] = await db.select().from(variantTests).where(eq(variantTests.id, testId)).limit(1);
      if (!test) throw new NotFoundError(`No variant test '${testId}'`);
      const existing = requestCookie(request, VISITOR_COOKIE);
      const visitor = existing && VISITOR_ID.test(existing) ? existing : randomUUID();
      if (visitor !== existing) {
        // Readable by the storefront script, which compares it with x-vu (spec 1 §7).
        reply.setCookie(VISITOR_COOKIE, visitor, {
          path: "/",
          sameSite: "lax",
          secure: sessions.cookieSecure,
          httpOnly: false,
          maxAge: 60 * 60 * 24 * 365,
        });
      }
      reply.header("x-vu", visitor);
      return { testId: test.id, bucket: test.buckets[hashString(`${visitor}:${test.id}`) % test.buckets.length] ?? "original" };
    },

    /** A failure the storefront met reading a bucket (spec 1 §8), for a test that exists. */
    async variantFailure(request: FastifyRequest, body: VariantTestFailureEvent): Promise<void> {
      const [test] = await db.select({ id: variantTests.id }).from(variantTests).where(eq(variantTests.id, body.testId)).limit(1);
      if (!test) throw new NotFoundError(`No variant test '${body.testId}'`);
      await store(request, "variantTestFailure", { testId: test.id, reason: body.reason });
    },

    /** A widget of spec 3 §9 used on a page. */
    widget: (request: FastifyRequest, body: WidgetEvent) => store(request, "widget", { ...body }),

    async productLoad(request: FastifyRequest, productId: number): Promise<void> {
      const [product] = await db.select({ sku: products.sku }).from(products).where(eq(products.id, productId)).limit(1);
      if (!product) throw new NotFoundError(`No product with id ${productId}`);
      await store(request, "productLoad", { productId, sku: product.sku });
    },

    search: (request: FastifyRequest, term: string) => store(request, "search", { query: acceptSearchTerm(term, "searchTerm") }),

    async event(request: FastifyRequest, body: AnalyticsSearchEvent): Promise<void> {
      const query = body.query !== undefined && body.query !== "" ? acceptSearchTerm(body.query, "query") : undefined;
      for (const sku of body.productList ?? []) {
        if (!(await productBySku(db, request.storefront, sku))) throw new NotFoundError(`No product with SKU '${sku}'`);
      }
      await store(request, body.analyticsEventType, { ...body, ...(query ? { query } : {}) });
    },
  };
}
