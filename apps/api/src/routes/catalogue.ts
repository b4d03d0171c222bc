import { and, count, eq, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { visibleIn } from "../catalogue/product-view";
import type { AppContext } from "../context";
import { products } from "../db/schema";
import { NotFoundError } from "../http/errors";
import { errorResponses, slugString } from "../http/schemas";

const str = { type: "string" } as const;
const brandSchema = {
  type: "object",
  properties: { name: str, slug: str, uri: str, image: str, description: str, productCount: { type: "integer" } },
  required: ["name", "slug", "uri", "image", "description", "productCount"],
} as const;
const categorySchema = {
  type: "object",
  properties: {
    name: str,
    slug: str,
    path: str,
    uri: str,
    subCategories: { type: "array", items: { type: "object", properties: { name: str, slug: str, path: str, uri: str }, required: ["name", "slug", "path", "uri"] } },
  },
  required: ["name", "slug", "path", "uri", "subCategories"],
} as const;

/** The category tree and brand pages of the storefront (catalogue pages; shapes ours, see README). */
export function registerCatalogueRoutes(app: FastifyInstance, { db, reference }: AppContext): void {
  app.get(
    "/api/categories",
    { schema: { tags: ["catalogue"], summary: "Category tree of the storefront", response: { 200: { type: "object", properties: { items: { type: "array", items: categorySchema } }, required: ["items"] } } } },
    async (request) => {
      const ref = await reference();
      const visible = ref.categories.filter((c) => c.storefronts.includes(request.storefront.id));
      const link = (c: (typeof visible)[number]) => ({ name: c.name, slug: c.slug, path: c.path, uri: `/c/${c.path}` });
      return {
        items: visible.filter((c) => c.parentId === null).map((top) => ({ ...link(top), subCategories: visible.filter((c) => c.parentId === top.id).map(link) })),
      };
    },
  );

  async function brandCounts(storefrontCondition: SQL) {
    const rows = await db.select({ id: products.manufacturerId, n: count() }).from(products).where(storefrontCondition).groupBy(products.manufacturerId);
    return new Map(rows.map((r) => [r.id, r.n]));
  }
  const presentBrand = (m: { name: string; slug: string; description: string }, productCount: number) => ({
    name: m.name,
    slug: m.slug,
    uri: `/brands/${m.slug}`,
    image: `/api/images/brand/${m.slug}.svg`,
    description: m.description,
    productCount,
  });

  app.get(
    "/api/brands",
    { schema: { tags: ["catalogue"], summary: "Brands the storefront sells, A to Z", response: { 200: { type: "object", properties: { items: { type: "array", items: brandSchema }, totalCount: { type: "integer" } }, required: ["items", "totalCount"] } } } },
    async (request) => {
      const ref = await reference();
      const counts = await brandCounts(visibleIn(request.storefront));
      const items = [...ref.manufacturerById.values()].filter((m) => counts.has(m.id)).map((m) => presentBrand(m, counts.get(m.id) ?? 0));
      return { items, totalCount: items.length };
    },
  );

  app.get<{ Params: { slug: string } }>(
    "/api/brands/:slug",
    {
      schema: { tags: ["catalogue"], summary: "One brand (its products come from /api/listing?type=brand)", params: { type: "object", properties: { slug: slugString }, required: ["slug"] }, response: { 200: brandSchema, ...errorResponses } },
    },
    async (request) => {
      const manufacturer = (await reference()).manufacturerBySlug.get(request.params.slug);
      const counts = manufacturer ? await brandCounts(and(visibleIn(request.storefront), eq(products.manufacturerId, manufacturer.id)) as SQL) : undefined;
      if (!manufacturer || !counts?.get(manufacturer.id)) throw new NotFoundError(`No brand '${request.params.slug}'`);
      return presentBrand(manufacturer, counts.get(manufacturer.id) ?? 0);
    },
  );
}
