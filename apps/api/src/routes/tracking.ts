import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { productBySku } from "../catalogue/product-view";
import { acceptSearchTerm } from "../catalogue/search";
import type { AppContext } from "../context";
import { analyticsEvents, products, variantTests } from "../db/schema";
import { NotFoundError } from "../http/errors";
import { errorResponses, idInteger, SITE_PATH_PATTERN, SKU_PATTERN, SLUG_PATTERN } from "../http/schemas";
import { hashString } from "../seed/random";

/** spec 1 §3 analytics event types. */
export const ANALYTICS_EVENT_TYPES = ["search", "productClick", "productAddToCart", "productOrder", "visit", "productMultiOrder"] as const;
/** spec 1 §7 variant test: the visitor cookie the x-vu header must echo. */
export const VISITOR_COOKIE = "wau";

interface SearchEventBody {
  analyticsEventType: (typeof ANALYTICS_EVENT_TYPES)[number];
  query?: string;
  productList?: string[];
  url?: string;
  isRepeatUser?: boolean;
}

/** spec 1 §7 variant tests and analytics sinks; events are stored in analytics_events. */
export function registerTrackingRoutes(app: FastifyInstance, { db, sessions }: AppContext): void {
  const store = async (request: FastifyRequest, eventType: string, payload: Record<string, unknown>) => {
    const session = await sessions.find(request);
    await db.insert(analyticsEvents).values({ storefrontId: request.storefront.id, sessionId: session?.id ?? null, eventType, payload });
  };

  app.post<{ Body: string }>(
    "/api/varianttest",
    {
      schema: {
        tags: ["tracking"],
        summary: "Bucket of a variant test for this visitor; the x-vu header echoes the wau cookie",
        body: { type: "string", pattern: SLUG_PATTERN, maxLength: 80 },
        response: { 200: { type: "object", properties: { testId: { type: "string" }, bucket: { type: "string" } }, required: ["testId", "bucket"] }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const [test] = await db.select().from(variantTests).where(eq(variantTests.id, request.body)).limit(1);
      if (!test) throw new NotFoundError(`No variant test '${request.body}'`);
      const existing = request.cookies[VISITOR_COOKIE];
      const visitor = existing && /^[0-9a-f-]{36}$/.test(existing) ? existing : randomUUID();
      if (visitor !== existing) {
        // Readable by the storefront script, which compares it with x-vu (spec 1 §7).
        reply.setCookie(VISITOR_COOKIE, visitor, { path: "/", sameSite: "lax", httpOnly: false, maxAge: 60 * 60 * 24 * 365 });
      }
      reply.header("x-vu", visitor);
      const bucket = test.buckets[hashString(`${visitor}:${test.id}`) % test.buckets.length] ?? "original";
      return { testId: test.id, bucket };
    },
  );

  app.get<{ Querystring: { productId: number } }>(
    "/api/analytics/product-load-event",
    {
      schema: {
        tags: ["tracking"],
        summary: "Records a product page view; answers true",
        querystring: { type: "object", properties: { productId: idInteger }, required: ["productId"] },
        response: { 200: { type: "boolean" }, ...errorResponses },
      },
    },
    async (request) => {
      const [product] = await db.select({ sku: products.sku }).from(products).where(eq(products.id, request.query.productId)).limit(1);
      if (!product) throw new NotFoundError(`No product with id ${request.query.productId}`);
      await store(request, "productLoad", { productId: request.query.productId, sku: product.sku });
      return true;
    },
  );

  app.get<{ Querystring: { searchTerm: string } }>(
    "/api/analytics/search",
    {
      schema: {
        tags: ["tracking"],
        summary: "Records a search; answers true",
        querystring: { type: "object", properties: { searchTerm: { type: "string", maxLength: 200 } }, required: ["searchTerm"] },
        response: { 200: { type: "boolean" }, ...errorResponses },
      },
    },
    async (request) => {
      await store(request, "search", { query: acceptSearchTerm(request.query.searchTerm, "searchTerm") });
      return true;
    },
  );

  app.post<{ Body: SearchEventBody }>(
    "/api/analytics/search",
    {
      schema: {
        tags: ["tracking"],
        summary: "Records an analytics event (spec 1 §3 fields); answers true",
        body: {
          type: "object",
          properties: {
            analyticsEventType: { type: "string", enum: [...ANALYTICS_EVENT_TYPES] },
            query: { type: "string", maxLength: 200 },
            productList: { type: "array", maxItems: 100, items: { type: "string", pattern: SKU_PATTERN, maxLength: 40 } },
            url: { type: "string", maxLength: 300, pattern: SITE_PATH_PATTERN },
            isRepeatUser: { type: "boolean" },
          },
          required: ["analyticsEventType"],
          additionalProperties: false,
        },
        response: { 200: { type: "boolean" }, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      const query = body.query !== undefined && body.query !== "" ? acceptSearchTerm(body.query, "query") : undefined;
      if (body.productList?.length) {
        for (const sku of body.productList) {
          if (!(await productBySku(db, request.storefront, sku))) throw new NotFoundError(`No product with SKU '${sku}'`);
        }
      }
      await store(request, body.analyticsEventType, { ...body, ...(query ? { query } : {}) });
      return true;
    },
  );
}
