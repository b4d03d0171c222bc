import type { ListingQuery } from "@storefront/api-contract/catalogue";
import { and, arrayContains, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { listingFacetCounts, productListing, promotionProducts, promotions, searchFacetCounts } from "../db/schema";
import { BadRequestError, NotFoundError } from "../http/errors";
import type { Storefront } from "../storefronts";
import type { ReferenceData } from "./reference-data";
import { acceptSearchTerm, matchAllTokens, tokensOf } from "./search";

export interface ListingScope {
  /** Names the scope, e.g. "category:kitchen/fridges". */
  key: string;
  /** What the listing is of, over the listing's view (product_listing): every product, a category subtree, a brand, a promotion, or a search. */
  condition: SQL;
  /**
   * The kept facet counts' cells that count the scope: listing_facet_counts' for the scopes its
   * dimensions describe (every product, a category subtree, a brand), search_facet_counts' for a
   * one-word search of a word kept there; a promotion or another search counts its products.
   */
  facetCells?: FacetCells;
  /**
   * A category's own id and its sub-categories' (a category scope): a page of several is merged
   * from each category's own page (listing-query.ts), each a walk of its category's sort index.
   */
  categoryIds?: number[];
  /** Relevance ordering for searches. */
  searchTerm?: string;
}

/** Where a scope's facet counts are kept: a view of facet cells and the condition that picks the scope's. */
export interface FacetCells {
  view: typeof listingFacetCounts | typeof searchFacetCounts;
  where: SQL;
}

const listingCells = (where: SQL): FacetCells => ({ view: listingFacetCounts, where });

/** Every product of the storefront (the "All products" page). */
export const allProductsScope = (): ListingScope => ({ key: "all", condition: sql`true`, facetCells: listingCells(sql`true`) });
/** A category and its sub-categories, by their ids (`categoryIds`: the category's own id and its children's). */
export const categoryScope = (path: string, categoryIds: number[]): ListingScope => ({
  key: `category:${path}`,
  condition: inArray(productListing.categoryId, categoryIds),
  facetCells: listingCells(inArray(listingFacetCounts.categoryId, categoryIds)),
  categoryIds,
});
export const manufacturerScope = (manufacturerId: number): ListingScope => ({
  key: `brand:${manufacturerId}`,
  condition: eq(productListing.manufacturerId, manufacturerId),
  facetCells: listingCells(eq(listingFacetCounts.manufacturerId, manufacturerId)),
});
export const promotionScope = (promotionId: number): ListingScope => ({
  key: `promotion:${promotionId}`,
  condition: inArray(
    productListing.id,
    sql`(SELECT ${promotionProducts.productId} FROM ${promotionProducts} WHERE ${promotionProducts.promotionId} = ${promotionId})`,
  ),
});
/**
 * A search: the products whose search text holds every word of the term. A one-word search for a
 * word search_facet_counts keeps (a word of many products, migration 0030) adds up that word's
 * cells for its facets; any other counts its matches.
 */
export async function searchScope(db: Database, term: string): Promise<ListingScope> {
  const tokens = tokensOf(term);
  const [kept] =
    tokens.length === 1
      ? await db
          .select({ word: searchFacetCounts.word })
          .from(searchFacetCounts)
          .where(eq(searchFacetCounts.word, tokens[0] as string))
          .limit(1)
      : [];
  return {
    key: `search:${term.toLowerCase()}`,
    condition: matchAllTokens(tokens) ?? sql`false`,
    facetCells: kept ? { view: searchFacetCounts, where: eq(searchFacetCounts.word, kept.word) } : undefined,
    searchTerm: term,
  };
}

/** What a listing request is of, with the page's title and address. */
export interface ResolvedScope {
  scope: ListingScope;
  title: string;
  uri: string;
  searchTerm: string | null;
}

/**
 * The scope of a listing request: every product, a search, or a category, brand or promotion
 * of the storefront by its uri (a 404 when the storefront has none of that name).
 */
export async function resolveListingScope(
  { db }: Pick<AppContext, "db">,
  storefront: Storefront,
  reference: ReferenceData,
  query: Pick<ListingQuery, "type" | "uri" | "searchTerm">,
): Promise<ResolvedScope> {
  if (query.type === "all") return { scope: allProductsScope(), title: "All products", uri: "/products", searchTerm: null };
  if (query.type === "search") {
    if (query.searchTerm === undefined) throw new BadRequestError(["searchTerm is required for a search listing"]);
    const term = acceptSearchTerm(query.searchTerm, "searchTerm");
    return {
      scope: await searchScope(db, term),
      title: `Search results for '${term}'`,
      uri: `/search/${encodeURIComponent(term)}`,
      searchTerm: term,
    };
  }
  if (!query.uri) throw new BadRequestError([`uri is required for a ${query.type} listing`]);
  if (query.type === "category") {
    const category = reference.categoryByPath.get(query.uri);
    if (!category || !category.storefronts.includes(storefront.id)) throw new NotFoundError(`No category '${query.uri}'`);
    const subtree = reference.categories.filter((c) => c.path === category.path || c.path.startsWith(`${category.path}/`)).map((c) => c.id);
    return { scope: categoryScope(category.path, subtree), title: category.name, uri: `/c/${category.path}`, searchTerm: null };
  }
  if (query.type === "brand") {
    const manufacturer = reference.manufacturerBySlug.get(query.uri);
    if (!manufacturer) throw new NotFoundError(`No brand '${query.uri}'`);
    return { scope: manufacturerScope(manufacturer.id), title: manufacturer.name, uri: `/brands/${manufacturer.slug}`, searchTerm: null };
  }
  const [promotion] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.slug, query.uri), arrayContains(promotions.storefronts, [storefront.id])))
    .limit(1);
  if (!promotion) throw new NotFoundError(`No promotion '${query.uri}'`);
  return { scope: promotionScope(promotion.id), title: promotion.title, uri: `/promotion/${promotion.slug}`, searchTerm: null };
}
