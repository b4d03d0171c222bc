import { errorAnswers, Type } from "@storefront/api-contract/common";
import { LOOSE_DATE_PATTERN, Slug } from "@storefront/api-contract/patterns";
import {
  CrossSellAnswer,
  ExtendedProduct,
  PriceHistory,
  ProductDetail,
  ProductFeaturesAnswer,
  ProductMeta,
  ProductSpecificationsAnswer,
  UpsellOptionsAnswer,
} from "@storefront/api-contract/product";
import { crossSellFor } from "../catalogue/cross-sell";
import { productDetail, productImages, productSummary, upsellOptions, type ProductRecord } from "../catalogue/product-view";
import { productReads } from "../catalogue/products";
import { priceIn } from "../catalogue/prices";
import type { AppContext } from "../context";
import { BadRequestError, found } from "../http/errors";
import { sendKeptAnswer } from "../http/kept-answer";
import { documented, IdParams, SkuParams, type TypedApp } from "../http/schemas";
import type { Storefront } from "../storefronts";

/** '2026-3-7' as '2026-03-07', or a 400 when it is not a real calendar day. */
function parseLooseDate(value: string): string {
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    throw new BadRequestError(["date must be a real calendar date as YYYY-M-D"]);
  }
  return date.toISOString().slice(0, 10);
}

const doc = documented("products");

/** spec 1 §7 product calls. Every product is looked up within the request's storefront. */
export function registerProductRoutes(api: TypedApp, context: AppContext): void {
  const { reference, catalogue } = context;
  const reads = productReads(context);
  const byId = async (storefront: Storefront, id: number) => found(await reads.byId(storefront, id), `No product with id ${id}`);
  const bySku = async (storefront: Storefront, sku: string) => found(await reads.bySku(storefront, sku), `No product with SKU '${sku}'`);

  api.get(
    "/api/v2/product/slug/:slug",
    doc("Product page record by slug; with date, the price on that day", {
      params: Type.Object({ slug: Slug }),
      querystring: Type.Object({ date: Type.Optional(Type.String({ pattern: LOOSE_DATE_PATTERN, maxLength: 10 })) }),
      response: { 200: ProductDetail, ...errorAnswers },
    }),
    (request, reply) => {
      const { storefront, params, query } = request;
      const detail = async () => {
        const day = query.date ? parseLooseDate(query.date) : undefined;
        const product = found(await reads.bySlug(storefront, params.slug), `No product with slug '${params.slug}'`);
        const priceOnDate = day ? await reads.priceOn(product, storefront, day) : undefined;
        return productDetail(product, storefront, await reference(), priceOnDate);
      };
      // The product page's call: today's record is the same for every shopper of a storefront.
      if (query.date) return detail();
      return sendKeptAnswer(reply, catalogue, `product-by-slug|${storefront.id}|${params.slug}`, detail);
    },
  );

  api.get(
    "/api/v2/product/id/:id",
    doc("Product by id (compare lookups)", {
      params: IdParams,
      response: { 200: ProductDetail, ...errorAnswers },
    }),
    async ({ storefront, params }) => productDetail(await byId(storefront, params.id), storefront, await reference()),
  );

  api.get(
    "/api/v2/product/sku/:sku",
    doc("Product by SKU", { params: SkuParams, response: { 200: ProductDetail, ...errorAnswers } }),
    async ({ storefront, params }) => productDetail(await bySku(storefront, params.sku), storefront, await reference()),
  );

  api.get(
    "/api/v2/product/extended/id/:id",
    doc("Product with upsell options and price history summary (analytics and product page)", {
      params: IdParams,
      response: { 200: ExtendedProduct, ...errorAnswers },
    }),
    async ({ storefront, params }) => {
      const product = await byId(storefront, params.id);
      return {
        ...productDetail(product, storefront, await reference()),
        upsellOptions: upsellOptions(product, storefront),
        priceHistory: await reads.priceChanges(product, storefront),
      };
    },
  );

  api.get(
    "/api/v2/product/upselloptions/sku/:sku",
    doc("Warranty, installation and delivery options for a product", {
      params: SkuParams,
      response: { 200: UpsellOptionsAnswer, ...errorAnswers },
    }),
    async ({ storefront, params }) => {
      const product = await bySku(storefront, params.sku);
      return { sku: product.sku, currency: storefront.currency, options: upsellOptions(product, storefront) };
    },
  );

  api.get(
    "/api/v2/product/crosssell/sku/:sku",
    doc("Products bought with this one: the product page's cross-sell strip (CrossSellEnabled)", {
      params: SkuParams,
      response: { 200: CrossSellAnswer, ...errorAnswers },
    }),
    async ({ storefront, params }) => {
      const product = await bySku(storefront, params.sku);
      const reference = await context.reference();
      const related = await crossSellFor(context, product, storefront);
      return { sku: product.sku, products: related.map((p) => productSummary(p, storefront, reference)) };
    },
  );

  const features = (p: ProductRecord) => ({ productId: p.id, sku: p.sku, features: p.features });
  const specifications = (p: ProductRecord) => ({ productId: p.id, sku: p.sku, specifications: p.specifications });
  const featuresAnswer = { 200: ProductFeaturesAnswer, ...errorAnswers };
  const specificationsAnswer = { 200: ProductSpecificationsAnswer, ...errorAnswers };

  api.get(
    "/api/product/features/id/:id",
    doc("Product features by id", { params: IdParams, response: featuresAnswer }),
    async ({ storefront, params }) => features(await byId(storefront, params.id)),
  );
  api.get(
    "/api/product/features/sku/:sku",
    doc("Product features by SKU", { params: SkuParams, response: featuresAnswer }),
    async ({ storefront, params }) => features(await bySku(storefront, params.sku)),
  );
  api.get(
    "/api/v2/product/specifications/id/:id",
    doc("Product specifications by id", { params: IdParams, response: specificationsAnswer }),
    async ({ storefront, params }) => specifications(await byId(storefront, params.id)),
  );
  api.get(
    "/api/v2/product/specifications/sku/:sku",
    doc("Product specifications by SKU", { params: SkuParams, response: specificationsAnswer }),
    async ({ storefront, params }) => specifications(await bySku(storefront, params.sku)),
  );

  api.get(
    "/api/meta/product/:id",
    doc("Social share tags of a product page (spec 1 §3)", {
      params: IdParams,
      response: { 200: ProductMeta, ...errorAnswers },
    }),
    async ({ storefront, params }) => {
      const product = await byId(storefront, params.id);
      const [image] = productImages(product);
      return {
        title: `${product.title} | ${storefront.displayName}`,
        description: product.description.slice(0, 160),
        url: `/p/${product.slug}`,
        type: "product" as const,
        // spec 1 §3: the large share image is 1600 x 630.
        image: { url: `${image?.url ?? ""}?size=large`, width: 1600, height: 630 },
      };
    },
  );

  api.get(
    "/api/pricehistory/get-price-history/:sku",
    doc("Price changes of a product, oldest first", {
      params: SkuParams,
      response: { 200: PriceHistory, ...errorAnswers },
    }),
    async ({ storefront, params }) => {
      const product = await bySku(storefront, params.sku);
      const points = await reads.priceChanges(product, storefront);
      const values = points.map((p) => p.price);
      const current = priceIn(product, storefront.currency);
      return {
        sku: product.sku,
        currency: storefront.currency,
        currentPrice: current,
        lowestPrice: Math.min(current, ...values),
        highestPrice: Math.max(current, ...values),
        points,
      };
    },
  );
}
