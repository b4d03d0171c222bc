import type { ListingSort } from "@storefront/api-contract/catalogue";
import { and, arrayContains, asc, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../db/client";
import { productListing } from "../db/schema";
import type { Storefront } from "../storefronts";
import type { FacetCells, ListingScope } from "./listing-scope";
import { listingColumnsIn } from "./prices";
import { bestMatchesOfOneWord, relevance, RELEVANCE_TIES, tokensOf } from "./search";

/** A listing's filters as the queries take them: manufacturer ids, price band numbers (SQL `price_band`), whole stars, feature tags. */
export interface ListingCriteria {
  scope: ListingScope;
  manufacturerIds: number[];
  priceBands: number[];
  minRating: number | undefined;
  features: string[];
}

export type FacetCountKind = "total" | "category" | "brand" | "price" | "rating" | "feature";

/** One count of the facet query: the products matching every filter but the facet's own, per value. */
export interface FacetCount {
  facet: FacetCountKind;
  value: string;
  n: number;
}

/** Sort orders by key, each ended by the product id (ascending) so pages neither repeat nor skip a product. */
const SORT_ORDERS: Record<ListingSort, (storefront: Storefront, searchTerm: string | undefined) => SQL[]> = {
  // Relevance's ties but the id, which every order ends with (below).
  relevance: (_, term) => [...(term ? [desc(relevance(term))] : []), ...RELEVANCE_TIES.slice(0, -1)],
  "price-asc": ({ currency }) => [asc(listingColumnsIn(currency).price)],
  "price-desc": ({ currency }) => [desc(listingColumnsIn(currency).price)],
  newest: () => [desc(productListing.releasedOn)],
  rating: () => [desc(productListing.rating), desc(productListing.reviewCount)],
  discount: ({ currency }) => [desc(listingColumnsIn(currency).discount)],
  name: () => [asc(productListing.nameKey)],
};

const list = (values: readonly (number | string)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The ids of one page of the listing, in the sort's order: a walk of the sort's index where the
 * scope is large. A department (a category with sub-categories) merges its categories' own pages:
 * each category's first page × pageSize products in the sort's order, a walk of its category's
 * sort index (migration 0029) that stops there, whatever the catalogue's size. The page of the
 * whole department is among them, since a product among its first rows is among its category's.
 * A one-word search by relevance takes its page from the products that have the word
 * (search_words, when nothing filters them), the head of relevance's ties or the products with a
 * word starting with it, when one of them holds the page (search.ts bestMatchesOfOneWord), rather
 * than ranking every match.
 */
export async function listingPageIds(
  db: Database,
  storefront: Storefront,
  criteria: ListingCriteria,
  sort: ListingSort,
  page: number,
  pageSize: number,
): Promise<number[]> {
  const { price } = listingColumnsIn(storefront.currency);
  const matching = (scopeCondition: SQL) =>
    and(
      arrayContains(productListing.storefronts, [storefront.id]),
      scopeCondition,
      criteria.manufacturerIds.length ? inArray(productListing.manufacturerId, criteria.manufacturerIds) : undefined,
      criteria.priceBands.length ? sql`price_band(${price}) IN (${list(criteria.priceBands)})` : undefined,
      criteria.minRating ? gte(productListing.rating, criteria.minRating) : undefined,
      criteria.features.length ? arrayContains(productListing.featureTags, criteria.features) : undefined,
    );
  const order = [...SORT_ORDERS[sort](storefront, criteria.scope.searchTerm), asc(productListing.id)];
  const offset = (page - 1) * pageSize;
  const [token, ...more] = criteria.scope.searchTerm ? tokensOf(criteria.scope.searchTerm) : [];
  if (sort === "relevance" && token !== undefined && more.length === 0) {
    // A one-word search's page, from one of bestMatchesOfOneWord's ways (search.ts); search_words only when nothing filters.
    const filtered = [criteria.manufacturerIds.length, criteria.priceBands.length, criteria.minRating, criteria.features.length].some(
      Boolean,
    );
    const best = await bestMatchesOfOneWord(db, token, offset + pageSize, {
      where: matching(sql`true`),
      storefront: filtered ? undefined : storefront.id,
    });
    if (best) return best.slice(offset);
  }
  const categoryIds = criteria.scope.categoryIds ?? [];
  if (categoryIds.length > 1) {
    const pages = categoryIds.map(
      (categoryId) =>
        sql`${db
          .select()
          .from(productListing)
          .where(matching(eq(productListing.categoryId, categoryId)))
          .orderBy(...order)
          .limit(offset + pageSize)}`,
    );
    // Named as the view, so the sort's expressions read the merged rows' columns.
    const rows = await queryRows<{ id: number }>(
      db,
      sql`SELECT ${productListing.id} FROM (${sql.join(pages, sql` UNION ALL `)}) AS ${productListing}
        ORDER BY ${sql.join(order, sql`, `)} LIMIT ${pageSize} OFFSET ${offset}`,
    );
    return rows.map((row) => Number(row.id));
  }
  const rows = await db
    .select({ id: productListing.id })
    .from(productListing)
    .where(matching(criteria.scope.condition))
    .orderBy(...order)
    .limit(pageSize)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** The filters of the facet queries, each over the columns they count (a facet counts over every filter but its own). */
function facetFilters(criteria: ListingCriteria) {
  return {
    brand: criteria.manufacturerIds.length ? sql`manufacturer_id IN (${list(criteria.manufacturerIds)})` : sql`true`,
    price: criteria.priceBands.length ? sql`price_band IN (${list(criteria.priceBands)})` : sql`true`,
    rating: criteria.minRating ? sql`rating_floor >= ${criteria.minRating}` : sql`true`,
  };
}

/**
 * Every facet's counts and the total in one query (disjunctive: each facet counts over every
 * filter except its own, so a shopper sees what ticking another value would add): from the kept
 * cells of a scope that has them (listing_facet_counts, search_facet_counts) and at most one
 * feature filter, else from the scope's products.
 */
export async function listingFacetCountRows(db: Database, storefront: Storefront, criteria: ListingCriteria): Promise<FacetCount[]> {
  const rows = await queryRows<{ facet: FacetCountKind; value: string; n: number | string }>(
    db,
    criteria.scope.facetCells && criteria.features.length <= 1
      ? keptFacetCounts(storefront, criteria, criteria.scope.facetCells)
      : countedFacetCounts(storefront, criteria),
  );
  return rows.map((row) => ({ facet: row.facet, value: row.value, n: Number(row.n) }));
}

/**
 * The counts from the kept cells of the scope: each cell a count of products by category,
 * manufacturer, price band, whole stars and feature tag ('' for the products themselves); a cell
 * counts toward the products that match the feature filter (`is_base`) or toward a feature's count
 * (`is_tag`).
 */
function keptFacetCounts(storefront: Storefront, criteria: ListingCriteria, scopeCells: FacetCells): SQL {
  const { brand, price, rating } = facetFilters(criteria);
  const c = scopeCells.view;
  return sql`WITH cells AS MATERIALIZED (
      SELECT ${c.categoryId} AS category_id, ${c.manufacturerId} AS manufacturer_id, ${c.priceBand} AS price_band,
        ${c.ratingFloor} AS rating_floor, ${c.featureTag} AS feature_tag, ${c.productCount} AS n,
        ${c.featureTag} = ${criteria.features[0] ?? ""} AS is_base, ${c.featureTag} <> '' AS is_tag
      FROM ${c} WHERE ${c.storefrontId} = ${storefront.id} AND ${scopeCells.where})
    SELECT 'total' AS facet, '' AS value, coalesce(sum(n), 0)::integer AS n FROM cells WHERE is_base AND ${brand} AND ${price} AND ${rating}
    UNION ALL SELECT 'category', category_id::text, sum(n)::integer FROM cells WHERE is_base AND ${brand} AND ${price} AND ${rating} GROUP BY category_id
    UNION ALL SELECT 'brand', manufacturer_id::text, sum(n)::integer FROM cells WHERE is_base AND ${price} AND ${rating} GROUP BY manufacturer_id
    UNION ALL SELECT 'price', price_band::text, sum(n)::integer FROM cells WHERE is_base AND ${brand} AND ${rating} GROUP BY price_band
    UNION ALL SELECT 'rating', rating_floor::text, sum(n)::integer FROM cells WHERE is_base AND ${brand} AND ${price} GROUP BY rating_floor
    UNION ALL SELECT 'feature', feature_tag, sum(n)::integer FROM cells WHERE is_tag AND ${brand} AND ${price} AND ${rating} GROUP BY feature_tag`;
}

/**
 * The counts from the scope's products (a search, a promotion, two features or more): one row a
 * product. The features are counted per combination of tags, then per tag: unnesting every
 * product's tags cost about 1 µs a product, most of a broad search's counting (EXPLAIN ANALYZE at
 * 100,000 products: "fridge", 9,589 matches, 50 ms counted per tag of each product, 20 ms so).
 */
function countedFacetCounts(storefront: Storefront, criteria: ListingCriteria): SQL {
  const { brand, price, rating } = facetFilters(criteria);
  const p = productListing;
  const listingPrice = listingColumnsIn(storefront.currency).price;
  const hasFeatures = criteria.features.length ? arrayContains(p.featureTags, criteria.features) : sql`true`;
  return sql`WITH matches AS MATERIALIZED (
      SELECT ${p.categoryId} AS category_id, ${p.manufacturerId} AS manufacturer_id, price_band(${listingPrice}) AS price_band,
        floor(${p.rating})::smallint AS rating_floor, ${p.featureTags} AS feature_tags, ${hasFeatures} AS has_features
      FROM ${p} WHERE ${arrayContains(p.storefronts, [storefront.id])} AND ${criteria.scope.condition})
    SELECT 'total' AS facet, '' AS value, count(*)::integer AS n FROM matches WHERE has_features AND ${brand} AND ${price} AND ${rating}
    UNION ALL SELECT 'category', category_id::text, count(*)::integer FROM matches WHERE has_features AND ${brand} AND ${price} AND ${rating} GROUP BY category_id
    UNION ALL SELECT 'brand', manufacturer_id::text, count(*)::integer FROM matches WHERE has_features AND ${price} AND ${rating} GROUP BY manufacturer_id
    UNION ALL SELECT 'price', price_band::text, count(*)::integer FROM matches WHERE has_features AND ${brand} AND ${rating} GROUP BY price_band
    UNION ALL SELECT 'rating', rating_floor::text, count(*)::integer FROM matches WHERE has_features AND ${brand} AND ${price} GROUP BY rating_floor
    UNION ALL SELECT 'feature', tag, sum(n)::integer
      FROM (SELECT feature_tags, count(*) AS n FROM matches WHERE ${brand} AND ${price} AND ${rating} GROUP BY feature_tags) combinations
      CROSS JOIN LATERAL unnest(feature_tags) tag WHERE tag <> '' GROUP BY tag`;
}
