import type { Facet, ListingSort } from "@storefront/api-contract/catalogue";
import { pageCount } from "@storefront/validation/pagination";
import type { Database } from "../db/client";
import type { Storefront } from "../storefronts";
import { CATEGORY_TREE } from "../seed/catalogue-data";
import { listingFacetCountRows, listingPageIds, type FacetCountKind, type ListingCriteria } from "./listing-query";
import { productSummary } from "./product-view";
import { productsByIds } from "./products";
import type { ReferenceData } from "./reference-data";
import type { ListingScope } from "./listing-scope";

/**
 * Price bands of the price facet, in the storefront's currency. Their order is their number in
 * SQL: the `price_band` function of migration 0017 draws the same lines (listing.test.ts checks).
 */
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

/**
 * One listing page with its facets (issue 3 item 7), in two queries that run together: the page's
 * ids in the sort's order (listing-query.ts: a walk of the sort's index where the scope is large)
 * and every facet's disjunctive counts with the total (from listing_facet_counts where the scope
 * and filters allow, else from the scope's products). Then the page's full rows by id. Nothing is
 * kept between requests: what a request costs is what its queries cost (issue 43 item 2; the
 * figures at 100,000 products are in tooling/load/README.md).
 */
export async function runListing(
  db: Database,
  storefront: Storefront,
  reference: ReferenceData,
  request: ListingRequest,
): Promise<ListingResult> {
  const { filters } = request;
  const manufacturerIds = new Set(filters.brands.map((slug) => reference.manufacturerBySlug.get(slug)?.id ?? -1));
  const criteria: ListingCriteria = {
    scope: request.scope,
    manufacturerIds: [...manufacturerIds].sort((a, b) => a - b),
    priceBands: PRICE_BANDS.flatMap((band, index) => (filters.priceBands.includes(band.key) ? [index] : [])),
    minRating: filters.minRating,
    features: [...new Set(filters.features)].sort(),
  };
  const [pageIds, counts] = await Promise.all([
    listingPageIds(db, storefront, criteria, request.sort, request.page, request.pageSize),
    listingFacetCountRows(db, storefront, criteria),
  ]);
  const pageRows = await productsByIds(db, pageIds);
  const countsOf = (facet: FacetCountKind) => counts.filter((count) => count.facet === facet && count.n > 0);
  const totalCount = counts.find((count) => count.facet === "total")?.n ?? 0;

  const facets: Facet[] = [];
  const categoryCounts = countsOf("category");
  if (categoryCounts.length > 1) {
    facets.push({
      key: "category",
      title: "Category",
      values: categoryCounts
        .map(({ value, n }) => {
          const category = reference.categoryById.get(Number(value));
          return { value: category?.path ?? value, label: category?.name ?? "", count: n, selected: false };
        })
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    });
  }
  facets.push({
    key: "brand",
    title: "Brand",
    values: countsOf("brand")
      .map(({ value, n }) => {
        const id = Number(value);
        const m = reference.manufacturerById.get(id);
        return { value: m?.slug ?? value, label: m?.name ?? "", count: n, selected: manufacturerIds.has(id) };
      })
      .sort((a, b) => a.label.localeCompare(b.label)),
  });
  const priceCounts = new Map(countsOf("price").map(({ value, n }) => [Number(value), n]));
  facets.push({
    key: "price",
    title: "Price",
    values: PRICE_BANDS.flatMap((band, index) => {
      const count = priceCounts.get(index);
      return count ? [{ value: band.key, label: band.label, count, selected: filters.priceBands.includes(band.key) }] : [];
    }),
  });
  // Whole stars per product: "N stars and up" adds up the stars from N.
  const starCounts = countsOf("rating").map(({ value, n }) => ({ stars: Number(value), n }));
  facets.push({
    key: "rating",
    title: "Customer rating",
    values: RATING_STEPS.flatMap((step) => {
      const count = starCounts.reduce((sum, { stars, n }) => (stars >= step ? sum + n : sum), 0);
      return count ? [{ value: String(step), label: `${step} stars and up`, count, selected: filters.minRating === step }] : [];
    }),
  });
  facets.push({
    key: "feature",
    title: "Features",
    values: countsOf("feature")
      .map(({ value, n }) => ({ value, label: FEATURE_LABELS.get(value) ?? value, count: n, selected: filters.features.includes(value) }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
  });

  return {
    totalCount,
    page: request.page,
    pageSize: request.pageSize,
    totalPages: pageCount(totalCount, request.pageSize),
    sort: request.sort,
    products: pageRows.map((row) => productSummary(row, storefront, reference)),
    facets,
  };
}
