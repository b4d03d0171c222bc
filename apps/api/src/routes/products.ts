import { and, asc, desc, eq, lte, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  featuresSchema,
  productDetailSchema,
  specificationsSchema,
  upsellOptionsSchema,
} from "../catalogue/product-schemas";
import { findProductId, productDetail, productImages, upsellOptions, type ProductRecord } from "../catalogue/product-view";
import type { AppContext } from "../context";
import { priceHistory, products } from "../db/schema";
import { BadRequestError, NotFoundError } from "../http/errors";
import { errorResponses, idInteger, LOOSE_DATE_PATTERN, skuString, slugString } from "../http/schemas";
import type { Storefront } from "../storefronts";

const str = { type: "string" } as const;
const idParams = { type: "object", properties: { id: idInteger }, required: ["id"] } as const;
const skuParams = { type: "object", properties: { sku: skuString }, required: ["sku"] } as const;

interface IdParams {
  id: number;
}
interface SkuParams {
  sku: string;
}

/** '2026-3-7' as '2026-03-07', or a 400 when it is not a real calendar day. */
function parseLooseDate(value: string): string {
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    throw new BadRequestError(["date must be a real calendar date as YYYY-M-D"]);
  }
  return date.toISOString().slice(0, 10);
}

/** spec 1 §7 product calls. Every product is looked up within the request's storefront. */
export function registerProductRoutes(app: FastifyInstance, { db, reference, catalogue }: AppContext): void {
  /** A product of the storefront by one unique column; the id behind each key is kept (catalogue cache). */
  const lookup = async (storefront: Storefront, key: string, condition: SQL) => {
    const id = await catalogue.scope(`${storefront.id}|product:${key}`, async () => (await findProductId(db, storefront, condition)) ?? null);
    return id === null ? undefined : (await catalogue.productsByIds([id]))[0];
  };
  const byId = (storefront: Storefront, id: number) => lookup(storefront, `id:${id}`, eq(products.id, id));
  const bySku = (storefront: Storefront, sku: string) => lookup(storefront, `sku:${sku}`, eq(products.sku, sku));
  const orNotFound = (product: ProductRecord | undefined, what: string): ProductRecord => {
    if (!product) throw new NotFoundError(`No product with ${what}`);
    return product;
  };

  app.get<{ Params: { slug: string }; Querystring: { date?: string } }>(
    "/api/v2/product/slug/:slug",
    {
      schema: {
        tags: ["products"],
        summary: "Product page record by slug; with date, the price on that day",
        params: { type: "object", properties: { slug: slugString }, required: ["slug"] },
        querystring: { type: "object", properties: { date: { type: "string", pattern: LOOSE_DATE_PATTERN, maxLength: 10 } } },
        response: { 200: productDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const day = request.query.date ? parseLooseDate(request.query.date) : undefined;
      const product = orNotFound(await lookup(request.storefront, `slug:${request.params.slug}`, eq(products.slug, request.params.slug)), `slug '${request.params.slug}'`);
      let priceOnDate: number | undefined;
      if (day) {
        const [change] = await db
          .select()
          .from(priceHistory)
          .where(and(eq(priceHistory.productId, product.id), lte(priceHistory.effectiveOn, day)))
          .orderBy(desc(priceHistory.effectiveOn))
          .limit(1);
        if (change) priceOnDate = request.storefront.currency === "NZD" ? change.priceNzd : change.priceAud;
      }
      return productDetail(product, request.storefront, await reference(), priceOnDate);
    },
  );

  app.get<{ Params: IdParams }>(
    "/api/v2/product/id/:id",
    { schema: { tags: ["products"], summary: "Product by id (compare lookups)", params: idParams, response: { 200: productDetailSchema, ...errorResponses } } },
    async (request) => productDetail(orNotFound(await byId(request.storefront, request.params.id), `id ${request.params.id}`), request.storefront, await reference()),
  );

  app.get<{ Params: SkuParams }>(
    "/api/v2/product/sku/:sku",
    { schema: { tags: ["products"], summary: "Product by SKU", params: skuParams, response: { 200: productDetailSchema, ...errorResponses } } },
    async (request) => productDetail(orNotFound(await bySku(request.storefront, request.params.sku), `SKU '${request.params.sku}'`), request.storefront, await reference()),
  );

  app.get<{ Params: IdParams }>(
    "/api/v2/product/extended/id/:id",
    {
      schema: {
        tags: ["products"],
        summary: "Product with upsell options and price history summary (analytics and product page)",
        params: idParams,
        response: {
          200: {
            type: "object",
            properties: {
              ...productDetailSchema.properties,
              upsellOptions: upsellOptionsSchema,
              priceHistory: { type: "array", items: { type: "object", properties: { date: str, price: { type: "number" } }, required: ["date", "price"] } },
            },
            required: [...productDetailSchema.required, "upsellOptions", "priceHistory"],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const product = orNotFound(await byId(request.storefront, request.params.id), `id ${request.params.id}`);
      const history = await loadPriceHistory(product, request.storefront);
      return { ...productDetail(product, request.storefront, await reference()), upsellOptions: upsellOptions(product, request.storefront), priceHistory: history };
    },
  );

  app.get<{ Params: SkuParams }>(
    "/api/v2/product/upselloptions/sku/:sku",
    {
      schema: {
        tags: ["products"],
        summary: "Warranty, installation and delivery options for a product",
        params: skuParams,
        response: { 200: { type: "object", properties: { sku: str, currency: str, options: upsellOptionsSchema }, required: ["sku", "currency", "options"] }, ...errorResponses },
      },
    },
    async (request) => {
      const product = orNotFound(await bySku(request.storefront, request.params.sku), `SKU '${request.params.sku}'`);
      return { sku: product.sku, currency: request.storefront.currency, options: upsellOptions(product, request.storefront) };
    },
  );

  const featuresAnswer = { type: "object", properties: { productId: { type: "integer" }, sku: str, features: featuresSchema }, required: ["productId", "sku", "features"] } as const;
  const specificationsAnswer = { type: "object", properties: { productId: { type: "integer" }, sku: str, specifications: specificationsSchema }, required: ["productId", "sku", "specifications"] } as const;
  const features = (p: ProductRecord) => ({ productId: p.id, sku: p.sku, features: p.features });
  const specifications = (p: ProductRecord) => ({ productId: p.id, sku: p.sku, specifications: p.specifications });

  app.get<{ Params: IdParams }>(
    "/api/product/features/id/:id",
    { schema: { tags: ["products"], summary: "Product features by id", params: idParams, response: { 200: featuresAnswer, ...errorResponses } } },
    async (request) => features(orNotFound(await byId(request.storefront, request.params.id), `id ${request.params.id}`)),
  );
  app.get<{ Params: SkuParams }>(
    "/api/product/features/sku/:sku",
    { schema: { tags: ["products"], summary: "Product features by SKU", params: skuParams, response: { 200: featuresAnswer, ...errorResponses } } },
    async (request) => features(orNotFound(await bySku(request.storefront, request.params.sku), `SKU '${request.params.sku}'`)),
  );
  app.get<{ Params: IdParams }>(
    "/api/v2/product/specifications/id/:id",
    { schema: { tags: ["products"], summary: "Product specifications by id", params: idParams, response: { 200: specificationsAnswer, ...errorResponses } } },
    async (request) => specifications(orNotFound(await byId(request.storefront, request.params.id), `id ${request.params.id}`)),
  );
  app.get<{ Params: SkuParams }>(
    "/api/v2/product/specifications/sku/:sku",
    { schema: { tags: ["products"], summary: "Product specifications by SKU", params: skuParams, response: { 200: specificationsAnswer, ...errorResponses } } },
    async (request) => specifications(orNotFound(await bySku(request.storefront, request.params.sku), `SKU '${request.params.sku}'`)),
  );

  app.get<{ Params: IdParams }>(
    "/api/meta/product/:id",
    {
      schema: {
        tags: ["products"],
        summary: "Social share tags of a product page (spec 1 §3)",
        params: idParams,
        response: {
          200: {
            type: "object",
            properties: {
              title: str,
              description: str,
              url: str,
              type: { type: "string", const: "product" },
              image: { type: "object", properties: { url: str, width: { type: "integer" }, height: { type: "integer" } }, required: ["url", "width", "height"] },
            },
            required: ["title", "description", "url", "type", "image"],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const product = orNotFound(await byId(request.storefront, request.params.id), `id ${request.params.id}`);
      const [image] = productImages(product);
      return {
        title: `${product.title} | ${request.storefront.displayName}`,
        description: product.description.slice(0, 160),
        url: `/p/${product.slug}`,
        type: "product" as const,
        // spec 1 §3: the large share image is 1600 x 630.
        image: { url: `${image?.url ?? ""}?size=large`, width: 1600, height: 630 },
      };
    },
  );

  async function loadPriceHistory(product: ProductRecord, storefront: Storefront) {
    const rows = await db.select().from(priceHistory).where(eq(priceHistory.productId, product.id)).orderBy(asc(priceHistory.effectiveOn));
    return rows.map((row) => ({ date: row.effectiveOn, price: storefront.currency === "NZD" ? row.priceNzd : row.priceAud }));
  }

  app.get<{ Params: SkuParams }>(
    "/api/pricehistory/get-price-history/:sku",
    {
      schema: {
        tags: ["products"],
        summary: "Price changes of a product, oldest first",
        params: skuParams,
        response: {
          200: {
            type: "object",
            properties: {
              sku: str,
              currency: str,
              currentPrice: { type: "number" },
              lowestPrice: { type: "number" },
              highestPrice: { type: "number" },
              points: { type: "array", items: { type: "object", properties: { date: str, price: { type: "number" } }, required: ["date", "price"] } },
            },
            required: ["sku", "currency", "currentPrice", "lowestPrice", "highestPrice", "points"],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const product = orNotFound(await bySku(request.storefront, request.params.sku), `SKU '${request.params.sku}'`);
      const points = await loadPriceHistory(product, request.storefront);
      const values = points.map((p) => p.price);
      const current = request.storefront.currency === "NZD" ? product.priceNzd : product.priceAud;
      return {
        sku: product.sku,
        currency: request.storefront.currency,
        currentPrice: current,
        lowestPrice: Math.min(current, ...values),
        highestPrice: Math.max(current, ...values),
        points,
      };
    },
  );
}
