import type { SitemapEntry, SitemapKind } from "@storefront/api-contract/sitemap";
import { and, arrayContains, asc, eq, sql, type SQL } from "drizzle-orm";
import { CONTENT_URIS } from "../content/editorial-reads";
import type { AppContext } from "../context";
import { contentEntries, listingFacetCounts, productListing, stores } from "../db/schema";
import type { Storefront } from "../storefronts";

/**
 * The paths a storefront's sitemaps list, brand-scoped like every read. Products are the long
 * list, so they are counted (from the facet counts) and paged in the database (product_listing's
 * id index holds the slug and date: a page is an index-only scan); the other kinds are short and
 * paged here. The storefront asks for a sitemap file's 50,000 paths in parts and writes each as it
 * comes (packages/runtime, seo-routes.ts), so neither side holds a whole file.
 */
export function sitemapPaths({ db, reference }: Pick<AppContext, "db" | "reference">) {
  async function shortList(kind: Exclude<SitemapKind, "products">, storefront: Storefront): Promise<SitemapEntry[]> {
    const ref = await reference();
    if (kind === "categories") {
      return ref.categories.filter((c) => c.storefronts.includes(storefront.id)).map((c) => ({ path: `/c/${c.path}` }));
    }
    if (kind === "brands") {
      const sold = await db
        .selectDistinct({ id: listingFacetCounts.manufacturerId })
        .from(listingFacetCounts)
        .where(eq(listingFacetCounts.storefrontId, storefront.id));
      const ids = new Set(sold.map((row) => row.id));
      return [...ref.manufacturerById.values()]
        .filter((m) => ids.has(m.id))
        .sort((a, b) => a.slug.localeCompare(b.slug))
        .map((m) => ({ path: `/brands/${m.slug}` }));
    }
    const [entries, shops] = await Promise.all([
      db
        .select({ kind: contentEntries.kind, slug: contentEntries.slug, publishedOn: contentEntries.publishedOn })
        .from(contentEntries)
        .where(arrayContains(contentEntries.storefronts, [storefront.id]) as SQL)
        .orderBy(asc(contentEntries.id)),
      db.select({ uri: stores.storeUri }).from(stores).where(eq(stores.country, storefront.country)).orderBy(asc(stores.id)),
    ]);
    return [
      { path: "/" },
      ...entries.flatMap((row) => {
        const uri = CONTENT_URIS[row.kind];
        return uri ? [{ path: uri(row.slug), lastModified: row.publishedOn }] : [];
      }),
      ...shops.map((shop) => ({ path: `/stores/${shop.uri}` })),
    ];
  }

  async function productCount(storefront: Storefront): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${listingFacetCounts.productCount}), 0)::integer` })
      .from(listingFacetCounts)
      .where(and(eq(listingFacetCounts.storefrontId, storefront.id), eq(listingFacetCounts.featureTag, "")));
    return Number(row?.n ?? 0);
  }

  return {
    async totalCount(kind: SitemapKind, storefront: Storefront): Promise<number> {
      return kind === "products" ? productCount(storefront) : (await shortList(kind, storefront)).length;
    },

    /** One page of a kind's paths and the kind's total, or undefined past the last page (an empty kind still has page 1). */
    async page(kind: SitemapKind, storefront: Storefront, page: number, pageSize: number) {
      let totalCount: number;
      let items: SitemapEntry[];
      if (kind === "products") {
        totalCount = await productCount(storefront);
        const rows = await db
          .select({ slug: productListing.slug, releasedOn: productListing.releasedOn })
          .from(productListing)
          .where(arrayContains(productListing.storefronts, [storefront.id]))
          .orderBy(asc(productListing.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize);
        items = rows.map((row) => ({ path: `/p/${row.slug}`, lastModified: row.releasedOn }));
      } else {
        const all = await shortList(kind, storefront);
        totalCount = all.length;
        items = all.slice((page - 1) * pageSize, page * pageSize);
      }
      if (page > pageCount(totalCount, pageSize)) return undefined;
      return { kind, page, totalCount, items };
    },
  };
}

/** Pages a kind fills; an empty kind still has its (empty) first page, so the index always names every kind. */
export const pageCount = (totalCount: number, pageSize: number) => Math.max(1, Math.ceil(totalCount / pageSize));
