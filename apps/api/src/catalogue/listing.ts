import type { Facet, ListingSort } from "@storefront/api-contract/catalogue";
import { pageCount } from "@storefront/validation/pagination";
import { and, sql } from "drizzle-orm";
import type { CatalogueCache } from "./cache";
import type { Database } from "../db/client";
import { products } from "../db/schema";
import type { Storefront } from "../storefronts";
import { CATEGORY_TREE } from "../seed/catalogue-data";
import { priceColumnsIn } from "./prices";
import { productSummary } from "./product-view";
import { visibleIn } from "./products";
import type { ReferenceData } from "./reference-data";
import type { ListingScope } from "./listing-scope";
import { relevance } from "./search";

/** Price bands of the price facet, in the storefront's currency. */
export const PRICE_BANDS = [
  { key: "under-500", label: "Under $500", min: 0, max: 500 },
  { key: "500-1000", label: "$500 to $1,000", min: 500, max: 1000 },
  { key: "1000-2000", label: "$1,000 to $2,000", min: 1000, max: 2000 },
  { key: "2000-5000", label: "$2,000 to $5,000", min: 2000, max: 5000 },
  { key: "over-5000", label: "$5,000 and over", min: 5000, max: Number.POSITIVE_INFINITY },
] as const;
export const PRICE_BAND_KEYS = PRICE_BANDS.map((b) => b.key);
export const RATING_STEPS = [4, 3, 2, 1] as const;

const FEATURE_LABELS = new Map(
  CATEGORY_TREE.flatMap((top) => top.leaves.flatMap((leaf) => leaf.features.map((f) => [f.tag, f.label] as const))),
);
export const FEATURE_TAGS = [...FEATURE_LABELS.keys()];

export interface ListingFilters {
  brands: string[];
  priceBands: string[];
  minRating?: number;
  features: string[];
}

export interface ListingRequest {
  scope: ListingScope;
  filters: ListingFilters;
  sort: ListingSort;
  page: number;
  pageSize: number;
}

export interface ListingResult {
  totalCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
  sort: ListingSort;
  products: ReturnType<typeof productSummary>[];
  facets: Facet[];
}

interface FacetRow {
  id: number;
  manufacturerId: number;
  categoryId: number;
  price: number;
  rrp: number;
  rating: number;
  reviewCount: number;
  featureTags: string[];
  title: string;
  releasedOn: string;
  relevance: number;
}

const byNumber = (pick: (row: FacetRow) => number, direction: 1 | -1) => (a: FacetRow, b: FacetRow) => direction * (pick(a) - pick(b));
const discountShare = (row: FacetRow) => (row.rrp > 0 ? (row.rrp - row.price) / row.rrp : 0);

const ORDERINGS: Record<ListingSort, ((a: FacetRow, b: FacetRow) => number)[]> = {
  relevance: [byNumber((r) => r.relevance, -1), byNumber((r) => r.reviewCount, -1), byNumber((r) => r.rating, -1)],
  "price-asc": [byNumber((r) => r.price, 1)],
  "price-desc": [byNumber((r) => r.price, -1)],
  newest: [(a, b) => b.releasedOn.localeCompare(a.releasedOn)],
  rating: [byNumber((r) => r.rating, -1), byNumber((r) => r.reviewCount, -1)],
  discount: [byNumber(discountShare, -1)],
  name: [(a, b) => a.title.localeCompare(b.title)],
};

/** The scope's rows in a sort's order, kept beside the cached projection (a scope is sorted once per sort). */
const sortedScopes = new WeakMap<readonly FacetRow[], Map<ListingSort, readonly FacetRow[]>>();

function sortedScope(scoped: readonly FacetRow[], sort: ListingSort): readonly FacetRow[] {
  let bySort = sortedScopes.get(scoped);
  if (!bySort) sortedScopes.set(scoped, (bySort = new Map()));
  let sorted = bySort.get(sort);
  if (!sorted) {
    const orderings = ORDERINGS[sort];
    // A copy: the cached projection keeps its order.
    sorted = [...scoped].sort((a, b) => {
      for (const compare of orderings) {
        const result = compare(a, b);
        if (result !== 0) return result;
      }
      return a.id - b.id;
    });
    bySort.set(sort, sorted);
  }
  return sorted;
}

/** Facets of a scope per filter set, beside the cached projection; at most MAX_FILTER_SETS per scope. */
const facetsByScope = new WeakMap<readonly FacetRow[], Map<string, Facet[]>>();
const MAX_FILTER_SETS = 64;

function keptFacets(scoped: readonly FacetRow[], filterKey: string, build: () => Facet[]): Facet[] {
  let byFilters = facetsByScope.get(scoped);
  if (!byFilters) facetsByScope.set(scoped, (byFilters = new Map()));
  let facets = byFilters.get(filterKey);
  if (!facets) {
    facets = build();
    if (byFilters.size >= MAX_FILTER_SETS) byFilters.delete(byFilters.keys().next().value as string);
    byFilters.set(filterKey, facets);
  }
  return facets;
}

/**
 * One listing page with its facets, answered in one call and two queries: the scope (category
 * subtree, brand, promotion or search, within the storefront) is selected by the database as a
 * light projection; filters, disjunctive facet counts (each facet counts over every filter
 * except its own, so a shopper sees what ticking another value would add), ordering and the
 * page are computed over it; then the page's full rows are read by id. A scope holds at most a
 * few thousand rows (every product, for the all-products page), so this is a handful of
 * milliseconds where seven aggregate queries were ten times slower on PGlite's single
 * connection. Each sort order and each filter set's facets are kept beside the cached
 * projection, so a warm page costs a filter pass and a slice (about 1 ms for every product).
 */
export async function runListing(
  db: Database,
  cache: CatalogueCache,
  storefront: Storefront,
  reference: ReferenceData,
  request: ListingRequest,
): Promise<ListingResult> {
  const { filters } = request;
  const { price, rrp } = priceColumnsIn(storefront.currency);
  const scoped: FacetRow[] = await cache.scope(`${storefront.id}|${request.scope.key}`, () =>
    db
      .select({
        id: products.id,
        manufacturerId: products.manufacturerId,
        categoryId: products.categoryId,
        price,
        rrp,
        rating: products.rating,
        reviewCount: products.reviewCount,
        featureTags: products.featureTags,
        title: products.title,
        releasedOn: products.releasedOn,
        relevance: request.scope.searchTerm ? relevance(request.scope.searchTerm).mapWith(Number) : sql<number>`0`.mapWith(Number),
      })
      .from(products)
      .where(and(visibleIn(storefront), request.scope.condition)),
  );

  const manufacturerIds = new Set(filters.brands.map((slug) => reference.manufacturerBySlug.get(slug)?.id ?? -1));
  const bands = PRICE_BANDS.filter((b) => filters.priceBands.includes(b.key));
  const bandOf = (price: number) => PRICE_BANDS.find((b) => price >= b.min && price < b.max)?.key ?? "over-5000";
  const tests = {
    brand: (row: FacetRow) => manufacturerIds.size === 0 || manufacturerIds.has(row.manufacturerId),
    price: (row: FacetRow) => bands.length === 0 || bands.some((b) => row.price >= b.min && row.price < b.max),
    rating: (row: FacetRow) => !filters.minRating || row.rating >= filters.minRating,
    feature: (row: FacetRow) => filters.features.every((tag) => row.featureTags.includes(tag)),
  };
  type FacetKey = keyof typeof tests;
  const FACET_BITS: Record<FacetKey, number> = { brand: 1, price: 2, rating: 4, feature: 8 };

  // Each filter is tested once per row: a row's bit mask says which filters it fails, so a facet
  // counts the rows that fail no filter other than its own. The rows come in the sort's order
  // (kept per scope), so the matching rows need no sorting of their own.
  const rows = sortedScope(scoped, request.sort);
  const failures = new Uint8Array(rows.length);
  const testKeys = Object.keys(tests) as FacetKey[];
  const filtering = manufacturerIds.size > 0 || bands.length > 0 || Boolean(filters.minRating) || filters.features.length > 0;
  if (filtering) {
    rows.forEach((row, i) => {
      let mask = 0;
      for (const key of testKeys) if (!tests[key](row)) mask |= FACET_BITS[key];
      failures[i] = mask;
    });
  }
  const tally = <K>(skip: FacetKey, keysOf: (row: FacetRow) => K[]) => {
    const counts = new Map<K, number>();
    const others = ~FACET_BITS[skip];
    rows.forEach((row, i) => {
      if (((failures[i] ?? 0) & others) === 0) for (const key of keysOf(row)) counts.set(key, (counts.get(key) ?? 0) + 1);
    });
    return counts;
  };

  const matching = filtering ? rows.filter((_, i) => failures[i] === 0) : rows;
  const pageIds = matching.slice((request.page - 1) * request.pageSize, request.page * request.pageSize).map((row) => row.id);
  const pageRows = await cache.productsByIds(pageIds);

  // Facets depend on the scope and the filters only, not on the sort or the page: kept per filter set.
  const filterKey = [
    [...manufacturerIds].sort().join(","),
    bands.map((b) => b.key).join(","),
    filters.minRating ?? "",
    [...filters.features].sort().join(","),
  ].join("|");
  const facets = keptFacets(scoped, filterKey, () => {
    const built: Facet[] = [];
    const categoryCounts = new Map<number, number>();
    for (const row of matching) categoryCounts.set(row.categoryId, (categoryCounts.get(row.categoryId) ?? 0) + 1);
    if (categoryCounts.size > 1) {
      built.push({
        key: "category",
        title: "Category",
        values: [...categoryCounts]
          .map(([id, n]) => {
            const category = reference.categoryById.get(id);
            return { value: category?.path ?? String(id), label: category?.name ?? "", count: n, selected: false };
          })
          .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
      });
    }
    built.push({
      key: "brand",
      title: "Brand",
      values: [...tally("brand", (row) => [row.manufacturerId])]
        .map(([id, n]) => {
          const m = reference.manufacturerById.get(id);
          return { value: m?.slug ?? String(id), label: m?.name ?? "", count: n, selected: manufacturerIds.has(id) };
        })
        .sort((a, b) => a.label.localeCompare(b.label)),
    });
    const priceCounts = tally("price", (row) => [bandOf(row.price)]);
    built.push({
      key: "price",
      title: "Price",
      values: PRICE_BANDS.filter((b) => priceCounts.has(b.key)).map((b) => ({
        value: b.key,
        label: b.label,
        count: priceCounts.get(b.key) ?? 0,
        selected: filters.priceBands.includes(b.key),
      })),
    });
    const ratingCounts = tally("rating", (row) => RATING_STEPS.filter((step) => row.rating >= step));
    built.push({
      key: "rating",
      title: "Customer rating",
      values: RATING_STEPS.filter((step) => ratingCounts.has(step)).map((step) => ({
        value: String(step),
        label: `${step} stars and up`,
        count: ratingCounts.get(step) ?? 0,
        selected: filters.minRating === step,
      })),
    });
    built.push({
      key: "feature",
      title: "Features",
      values: [...tally("feature", (row) => row.featureTags)]
        .map(([tag, n]) => ({ value: tag, label: FEATURE_LABELS.get(tag) ?? tag, count: n, selected: filters.features.includes(tag) }))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    });
    return built;
  });

  return {
    totalCount: matching.length,
    page: request.page,
    pageSize: request.pageSize,
    totalPages: pageCount(matching.length, request.pageSize),
    sort: request.sort,
    products: pageRows.map((row) => productSummary(row, storefront, reference)),
    facets,
  };
}
