import { canAddToCompare, COMPARE_LIMIT } from "@storefront/validation/compare";
import { and, inArray, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { productDetailSchema } from "../catalogue/product-schemas";
import { productBySku, productDetail, productSummary, visibleIn, type ProductRecord } from "../catalogue/product-view";
import type { AppContext } from "../context";
import { products } from "../db/schema";
import { BadRequestError, NotFoundError } from "../http/errors";
import { errorResponses, SKU_PATTERN, skuString } from "../http/schemas";
import type { Storefront } from "../storefronts";

const str = { type: "string" } as const;

/** spec 1 §3 compare product, plus sku for the server-side list. */
const compareProductSchema = {
  type: "object",
  properties: {
    sku: str,
    productId: { type: "integer" },
    productSKU: str,
    productName: str,
    productImage: str,
    brandName: str,
    brandImage: str,
    price: { type: "number" },
    uri: str,
  },
  required: ["sku", "productId", "productSKU", "productName", "productImage", "brandName", "brandImage", "price", "uri"],
} as const;
const compareListSchema = { type: "object", properties: { products: { type: "array", items: compareProductSchema } }, required: ["products"] } as const;

/** spec 1 §7 compare calls; the list lives in the shopper's session (at most COMPARE_LIMIT SKUs). */
export function registerCompareRoutes(app: FastifyInstance, { db, sessions, reference }: AppContext): void {
  async function loadInOrder(storefront: Storefront, skus: string[]): Promise<ProductRecord[]> {
    if (skus.length === 0) return [];
    const rows = await db.select().from(products).where(and(inArray(products.sku, skus), visibleIn(storefront)) as SQL);
    const bySku = new Map(rows.map((r) => [r.sku, r]));
    return skus.map((sku) => bySku.get(sku)).filter((r): r is ProductRecord => r !== undefined);
  }

  async function compareList(storefront: Storefront, skus: string[]) {
    const ref = await reference();
    return {
      products: (await loadInOrder(storefront, skus)).map((row) => {
        const s = productSummary(row, storefront, ref);
        return {
          sku: s.sku,
          productId: s.productId,
          productSKU: s.sku,
          productName: s.title,
          productImage: s.images[0]?.thumbUrl ?? "",
          brandName: s.brand,
          brandImage: s.manufacturer.thumbnail,
          price: s.price,
          uri: s.uri,
        };
      }),
    };
  }

  app.get(
    "/api/compare",
    { schema: { tags: ["compare"], summary: "The shopper's compare list", response: { 200: compareListSchema } } },
    async (request) => compareList(request.storefront, (await sessions.find(request))?.compareSkus ?? []),
  );

  app.post<{ Body: string | { sku: string } }>(
    "/api/compare/product",
    {
      schema: {
        tags: ["compare"],
        summary: "Adds a product (body: the SKU as a JSON string, or { sku }); answers 'limit' when three are already listed",
        body: { anyOf: [skuString, { type: "object", properties: { sku: skuString }, required: ["sku"], additionalProperties: false }] },
        response: { 200: { anyOf: [compareListSchema, { type: "string", const: "limit" }] }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const sku = typeof request.body === "string" ? request.body : request.body.sku;
      if (!new RegExp(SKU_PATTERN).test(sku)) throw new BadRequestError(["sku must be a SKU of up to 40 letters, digits, hyphens or slashes"]);
      const product = await productBySku(db, request.storefront, sku);
      if (!product) throw new NotFoundError(`No product with SKU '${sku}'`);
      const session = await sessions.ensure(request, reply);
      const verdict = canAddToCompare(session.compareSkus, sku);
      // spec 1 §4: a fourth product is refused with the answer 'limit'.
      if (verdict === "limit") return reply.type("application/json; charset=utf-8").send(JSON.stringify("limit"));
      const skus = verdict === "ok" ? [...session.compareSkus, sku] : session.compareSkus;
      if (verdict === "ok") await sessions.update(session.id, { compareSkus: skus });
      return compareList(request.storefront, skus);
    },
  );

  app.delete<{ Params: { sku: string } }>(
    "/api/compare/product/:sku",
    {
      schema: {
        tags: ["compare"],
        summary: "Removes a product from the compare list",
        params: { type: "object", properties: { sku: skuString }, required: ["sku"] },
        response: { 200: compareListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await sessions.find(request);
      if (!session || !session.compareSkus.includes(request.params.sku)) throw new NotFoundError(`SKU '${request.params.sku}' is not in the compare list`);
      const skus = session.compareSkus.filter((s) => s !== request.params.sku);
      await sessions.update(session.id, { compareSkus: skus });
      return compareList(request.storefront, skus);
    },
  );

  app.get<{ Querystring: { SkuList: string } }>(
    "/api/compare/products",
    {
      schema: {
        tags: ["compare"],
        summary: "Full product records for the compare page; SkuList joined by ~ or commas (at most 3)",
        querystring: { type: "object", properties: { SkuList: { type: "string", minLength: 1, maxLength: 130, pattern: "^[A-Za-z0-9/-]+([~,][A-Za-z0-9/-]+)*$" } }, required: ["SkuList"] },
        response: {
          200: { type: "object", properties: { products: { type: "array", items: productDetailSchema }, missingSkus: { type: "array", items: str } }, required: ["products", "missingSkus"] },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const skus = [...new Set(request.query.SkuList.split(/[~,]/))];
      if (skus.length > COMPARE_LIMIT) throw new BadRequestError([`SkuList may hold at most ${COMPARE_LIMIT} SKUs`]);
      const rows = await loadInOrder(request.storefront, skus);
      if (rows.length === 0) throw new NotFoundError("None of the SKUs is a product of this storefront");
      const ref = await reference();
      const found = new Set(rows.map((r) => r.sku));
      return { products: rows.map((row) => productDetail(row, request.storefront, ref)), missingSkus: skus.filter((s) => !found.has(s)) };
    },
  );
}
