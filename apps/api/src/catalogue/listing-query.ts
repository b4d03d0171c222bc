import type { ListingSort } from "@storefront/api-contract/catalogue";
import { and, arrayContains, asc, desc, gte, inArray, sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../db/client";
import { listingFacetCounts, productListing } from "../db/schema";
import type { Storefront } from "../storefronts";
import type { ListingScope } from "./listing-scope";
import { listingColumnsIn } from "./prices";
import { relevance } from "./search";

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
  relevance: (_, term) => [...(term ? [desc(relevance(term))] : []), desc(productListing.reviewCount), desc(productListing.rating)],
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

/** The ids of one page of the listing, in the sort's order: a walk of the sort's index where the scope is large. */
export async function listingPageIds(
  db: Database,
  storefront: Storefront,
  criteria: ListingCriteria,
  sort: ListingSort,
  page: number,
  pageSize: number,
): Promise<number[]> {
  const { price } = listingColumnsIn(storefront.currency);
  const rows = await db
    .select({ id: productListing.id })
    .from(productListing)
    .where(
      and(
        arrayContains(productListing.storefronts, [storefront.id]),
        criteria.scope.condition,
        criteria.manufacturerIds.length ? inArray(productListing.manufacturerId, criteria.manufacturerIds) : undefined,
        criteria.priceBands.length ? sql`price_band(${price}) IN (${list(criteria.priceBands)})` : undefined,
        criteria.minRating ? gte(productListing.rating, criteria.minRating) : undefined,
        criteria.features.length ? arrayContains(productListing.featureTags, criteria.features) : undefined,
      ),
    )
    .orderBy(...SORT_ORDERS[sort](storefront, criteria.scope.searchTerm), asc(productListing.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map((row) => row.id);
}

/**
 * The cells to count: listing_facet_counts' for a scope its dimensions describe and at most one
 * feature filter (each cell a count of products), else the scope's products themselves (each a
 * cell of one). Every cell has the columns the count query reads: category, manufacturer, price
 * band, whole stars, feature tag ('' for the product itself), `n`, and whether it counts toward
 * the products that match the feature filter (`is_base`) or toward a feature's count (`is_tag`).
 */
function facetCells(storefront: Storefront, criteria: ListingCriteria): SQL {
  const { scope, features } = criteria;
  if (scope.facetCells && features.length <= 1) {
    const c = listingFacetCounts;
    return sql`SELECT ${c.categoryId} AS category_id, ${c.manufacturerId} AS manufacturer_id, ${c.priceBand} AS price_band,
        ${c.ratingFloor} AS rating_floor, ${c.featureTag} AS feature_tag, ${c.productCount} AS n,
        ${c.featureTag} = ${features[0] ?? ""} AS is_base, ${c.featureTag} <> '' AS is_tag
      FROM ${c} WHERE ${c.storefrontId} = ${storefront.id} AND ${scope.facetCells}`;
  }
  const p = productListing;
  const { price } = listingColumnsIn(storefront.currency);
  const hasFeatures = features.length ? arrayContains(p.featureTags, features) : sql`true`;
  return sql`SELECT ${p.categoryId} AS category_id, ${p.manufacturerId} AS manufacturer_id, price_band(${price}) AS price_band,
      floor(${p.rating})::smallint AS rating_floor, tag.feature_tag, 1 AS n,
      tag.feature_tag = '' AND ${hasFeatures} AS is_base, tag.feature_tag <> '' AS is_tag
    FROM ${p} CROSS JOIN LATERAL (SELECT '' AS feature_tag UNION ALL SELECT unnest(${p.featureTags})) tag
    WHERE ${arrayContains(p.storefronts, [storefront.id])} AND ${scope.condition}`;
}

/**
 * Every facet's counts and the total in one query (disjunctive: each facet counts over every
 * filter except its own, so a shopper sees what ticking another value would add).
 */
export async function listingFacetCountRows(db: Database, storefront: Storefront, criteria: ListingCriteria): Promise<FacetCount[]> {
  const brand = criteria.manufacturerIds.length ? sql`manufacturer_id IN (${list(criteria.manufacturerIds)})` : sql`true`;
  const price = criteria.priceBands.length ? sql`price_band IN (${list(criteria.priceBands)})` : sql`true`;
  const rating = criteria.minRating ? sql`rating_floor >= ${criteria.minRating}` : sql`true`;
  const rows = await queryRows<{ facet: FacetCountKind; value: string; n: number | string }>(
    db,
    sql`WITH cells AS MATERIALIZED (${facetCells(storefront, criteria)})
      SELECT 'total' AS facet, '' AS value, coalesce(sum(n), 0)::integer AS n FROM cells WHERE is_base AND ${brand} AND ${price} AND ${rating}
      UNION ALL SELECT 'category', category_id::text, sum(n)::integer FROM cells WHERE is_base AND ${brand} AND ${price} AND ${rating} GROUP BY category_id
      UNION ALL SELECT 'brand', manufacturer_id::text, sum(n)::integer FROM cells WHERE is_base AND ${price} AND ${rating} GROUP BY manufacturer_id
      UNION ALL SELECT 'price', price_band::text, sum(n)::integer FROM cells WHERE is_base AND ${brand} AND ${rating} GROUP BY price_band
      UNION ALL SELECT 'rating', rating_floor::text, sum(n)::integer FROM cells WHERE is_base AND ${brand} AND ${price} GROUP BY rating_floor
      UNION ALL SELECT 'feature', feature_tag, sum(n)::integer FROM cells WHERE is_tag AND ${brand} AND ${price} AND ${rating} GROUP BY feature_tag`,
  );
  return rows.map((row) => ({ facet: row.facet, value: row.value, n: Number(row.n) }));
}
