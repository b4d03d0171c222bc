import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { contentEntries, products } from "../db/schema";
import { NotFoundError } from "../http/errors";
import { errorResponses, skuString } from "../http/schemas";
import { brandTile, contentBanner, productIllustration, type ImageSize } from "../images/illustrations";

const SVG_FILE = "^[a-z0-9]+(?:-[a-z0-9]+)*\\.svg$";
const CACHE = "public, max-age=86400";

/** Generated SVG illustrations: products by type, brand tiles and content banners (no external hosts). */
export function registerImageRoutes(app: FastifyInstance, { db, reference }: AppContext): void {
  app.get<{ Params: { sku: string; file: string }; Querystring: { size: ImageSize } }>(
    "/api/images/product/:sku/:file",
    {
      schema: {
        tags: ["images"],
        summary: "Product illustration n (1-based) as SVG; size thumb 150x150, medium 350x380, large 1600x630",
        params: { type: "object", properties: { sku: skuString, file: { type: "string", pattern: "^[1-9]\\.svg$" } }, required: ["sku", "file"] },
        querystring: { type: "object", properties: { size: { type: "string", enum: ["thumb", "medium", "large"], default: "medium" } } },
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const [product] = await db
        .select({ sku: products.sku, title: products.title, productType: products.productType, imageCount: products.imageCount })
        .from(products)
        .where(eq(products.sku, request.params.sku))
        .limit(1);
      const view = Number(request.params.file[0]);
      if (!product || view > product.imageCount) throw new NotFoundError(`No image ${view} of SKU '${request.params.sku}'`);
      reply.type("image/svg+xml").header("cache-control", CACHE);
      return productIllustration({ ...product, view, size: request.query.size });
    },
  );

  app.get<{ Params: { file: string } }>(
    "/api/images/brand/:file",
    {
      schema: { tags: ["images"], summary: "Brand tile as SVG", params: { type: "object", properties: { file: { type: "string", pattern: SVG_FILE, maxLength: 120 } }, required: ["file"] }, response: errorResponses },
    },
    async (request, reply) => {
      const manufacturer = (await reference()).manufacturerBySlug.get(request.params.file.replace(/\.svg$/, ""));
      if (!manufacturer) throw new NotFoundError(`No brand image '${request.params.file}'`);
      reply.type("image/svg+xml").header("cache-control", CACHE);
      return brandTile(manufacturer.name);
    },
  );

  app.get<{ Params: { kind: string; file: string } }>(
    "/api/images/content/:kind/:file",
    {
      schema: {
        tags: ["images"],
        summary: "Banner of a recipe, blog post, catalogue or inspiration as SVG",
        params: {
          type: "object",
          properties: { kind: { type: "string", enum: ["recipe", "blog", "catalogue", "inspiration"] }, file: { type: "string", pattern: SVG_FILE, maxLength: 120 } },
          required: ["kind", "file"],
        },
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const slug = request.params.file.replace(/\.svg$/, "");
      const [entry] = await db.select({ title: contentEntries.title, kind: contentEntries.kind, slug: contentEntries.slug }).from(contentEntries).where(eq(contentEntries.slug, slug)).limit(5);
      if (!entry || entry.kind !== request.params.kind) throw new NotFoundError(`No ${request.params.kind} image '${request.params.file}'`);
      reply.type("image/svg+xml").header("cache-control", CACHE);
      return contentBanner(entry.kind, entry.title);
    },
  );
}
