import { arrayContains, asc, count, eq, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { visibleIn } from "../catalogue/product-view";
import type { AppContext } from "../context";
import { contentEntries, products, stores } from "../db/schema";
import { NotFoundError } from "../http/errors";
import { errorResponses } from "../http/schemas";
import type { Storefront } from "../storefronts";
import { CONTENT_URIS } from "./content";

/** The sitemaps protocol's limit of URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_PAGE_SIZE = 50_000;

export const SITEMAP_KINDS = ["products", "categories", "brands", "content"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One page of a storefront: its path and, where the data has one, the day it last changed. */
export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

const entrySchema = {
  type: "object",
  properties: { path: { type: "string" }, lastModified: { type: "string" } },
  required: ["path"],
} as const;

/**
 * The paths a storefront's sitemaps list (issue 17 item 6), brand-scoped like every read: the
 * storefront renders them as XML under its own origin. Each kind is paged at the protocol's
 * 50,000 URLs; `pageSize` is lower only to test the paging.
 */
export function registerSitemapRoutes(app: FastifyInstance, { db, reference }: AppContext): void {
  async function listAll(kind: SitemapKind, storefront: Storefront): Promise<SitemapEntry[]> {
    const ref = await reference();
    if (kind === "categories") {
      return ref.categories.filter((c) => c.storefronts.includes(storefront.id)).map((c) => ({ path: `/c/${c.path}` }));
    }
    if (kind === "brands") {
      const sold = await db.selectDistinct({ id: products.manufacturerId }).from(products).where(visibleIn(storefront));
      const ids = new Set(sold.map((row) => row.id));
      return [...ref.manufacturerById.values()]
        .filter((m) => ids.has(m.id))
        .sort((a, b) => a.slug.localeCompare(b.slug))
        .map((m) => ({ path: `/brands/${m.slug}` }));
    }
    const entries = await db
      .select({ kind: contentEntries.kind, slug: contentEntries.slug, publishedOn: contentEntries.publishedOn })
      .from(contentEntries)
      .where(arrayContains(contentEntries.storefronts, [storefront.id]) as SQL)
      .orderBy(asc(contentEntries.id));
    const shops = await db
      .select({ uri: stores.storeUri })
      .from(stores)
      .where(eq(stores.country, storefront.country))
      .orderBy(asc(stores.id));
    return [
      { path: "/" },
      ...entries.flatMap((row) => {
        const uri = CONTENT_URIS[row.kind];
        return uri ? [{ path: uri(row.slug), lastModified: row.publishedOn }] : [];
      }),
      ...shops.map((shop) => ({ path: `/stores/${shop.uri}` })),
    ];
  }

  /** Products are the long list: counted and paged in the database rather than in memory. */
  async function productCount(storefront: Storefront): Promise<number> {
    const [row] = await db.select({ n: count() }).from(products).where(visibleIn(storefront));
    return row?.n ?? 0;
  }
  async function productPage(storefront: Storefront, page: number, pageSize: number): Promise<SitemapEntry[]> {
    const rows = await db
      .select({ slug: products.slug, releasedOn: products.releasedOn })
      .from(products)
      .where(visibleIn(storefront))
      .orderBy(asc(products.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return rows.map((row) => ({ path: `/p/${row.slug}`, lastModified: row.releasedOn }));
  }

  const pageSizeQuery = { type: "integer", minimum: 1, maximum: SITEMAP_PAGE_SIZE, default: SITEMAP_PAGE_SIZE } as const;

  app.get<{ Querystring: { pageSize: number } }>(
    "/api/sitemap",
    {
      schema: {
        tags: ["seo"],
        summary: "How many sitemap pages each kind of page fills on this storefront",
        querystring: { type: "object", properties: { pageSize: pageSizeQuery } },
        response: {
          200: {
            type: "object",
            properties: {
              pageSize: { type: "integer" },
              kinds: {
                type: "array",
                items: {
                  type: "object",
                  properties: { kind: { type: "string" }, totalCount: { type: "integer" }, pages: { type: "integer" } },
                  required: ["kind", "totalCount", "pages"],
                },
              },
            },
            required: ["pageSize", "kinds"],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { pageSize } = request.query;
      const kinds = await Promise.all(
        SITEMAP_KINDS.map(async (kind) => {
          const totalCount =
            kind === "products" ? await productCount(request.storefront) : (await listAll(kind, request.storefront)).length;
          // An empty kind still has its (empty) first page, so the index always names all four.
          return { kind, totalCount, pages: Math.max(1, Math.ceil(totalCount / pageSize)) };
        }),
      );
      return { pageSize, kinds };
    },
  );

  app.get<{ Params: { kind: SitemapKind }; Querystring: { page: number; pageSize: number } }>(
    "/api/sitemap/:kind",
    {
      schema: {
        tags: ["seo"],
        summary: "One page of the storefront's paths of a kind, for its sitemap",
        params: { type: "object", properties: { kind: { type: "string", enum: [...SITEMAP_KINDS] } }, required: ["kind"] },
        querystring: {
          type: "object",
          properties: { page: { type: "integer", minimum: 1, maximum: 10_000, default: 1 }, pageSize: pageSizeQuery },
        },
        response: {
          200: {
            type: "object",
            properties: {
              kind: { type: "string" },
              page: { type: "integer" },
              totalCount: { type: "integer" },
              items: { type: "array", items: entrySchema },
            },
            required: ["kind", "page", "totalCount", "items"],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const { page, pageSize } = request.query;
      let totalCount: number;
      let items: SitemapEntry[];
      if (kind === "products") {
        totalCount = await productCount(request.storefront);
        items = await productPage(request.storefront, page, pageSize);
      } else {
        const all = await listAll(kind, request.storefront);
        totalCount = all.length;
        items = all.slice((page - 1) * pageSize, page * pageSize);
      }
      if (page > Math.max(1, Math.ceil(totalCount / pageSize))) throw new NotFoundError(`No page ${page} of the ${kind} sitemap`);
      return { kind, page, totalCount, items };
    },
  );
}
