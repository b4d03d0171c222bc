import { Listing, LISTING_PAGE_SIZE, ListingQuery } from "@storefront/api-contract/catalogue";
import { errorAnswers } from "@storefront/api-contract/common";
import { FEATURE_TAGS, PRICE_BAND_KEYS, runListing } from "../catalogue/listing";
import { resolveListingScope, searchScope } from "../catalogue/listing-scope";
import { autocorrect } from "../catalogue/search";
import type { AppContext } from "../context";
import { BadRequestError } from "../http/errors";
import { documented, type TypedApp } from "../http/schemas";

const doc = documented("catalogue");

function splitList(value: string | undefined, allowed: readonly string[] | undefined, field: string): string[] {
  if (!value) return [];
  const items = [...new Set(value.split(","))];
  if (allowed) {
    const unknown = items.filter((item) => !allowed.includes(item));
    if (unknown.length) throw new BadRequestError([`${field} has unknown values: ${unknown.join(", ")}. Use: ${allowed.join(", ")}`]);
  }
  return items;
}

/**
 * The listing of the all-products, category, brand, promotion and search pages: facet filters, sort, pagination
 * and facet counts in one call (issue 3 item 7; path and shape ours, see README).
 */
export function registerListingRoutes(api: TypedApp, context: AppContext): void {
  const { db, reference } = context;
  api.get(
    "/api/listing",
    doc("Every product, or those of a category, brand, promotion or search, with facets, sorted and paginated", {
      querystring: ListingQuery,
      response: { 200: Listing, ...errorAnswers },
    }),
    async ({ storefront, query }) => {
      const ref = await reference();
      const { scope, title, uri, searchTerm } = await resolveListingScope(context, storefront, ref, query);
      const filters = {
        brands: splitList(query.brand, undefined, "brand"),
        priceBands: splitList(query.price, PRICE_BAND_KEYS, "price"),
        minRating: query.rating,
        features: splitList(query.feature, FEATURE_TAGS, "feature"),
      };
      const unknownBrands = filters.brands.filter((slug) => !ref.manufacturerBySlug.has(slug));
      if (unknownBrands.length) throw new BadRequestError([`brand has unknown values: ${unknownBrands.join(", ")}`]);

      const listingRequest = {
        scope,
        filters,
        sort: query.sort ?? "relevance",
        page: query.page ?? 1,
        pageSize: query.pageSize ?? LISTING_PAGE_SIZE,
      };
      let result = await runListing(db, storefront, ref, listingRequest);
      let correctedSearchTerm: string | null = null;
      if (result.totalCount === 0 && searchTerm) {
        const correction = await autocorrect(db, searchTerm);
        if (correction.corrected) {
          correctedSearchTerm = correction.term;
          result = await runListing(db, storefront, ref, { ...listingRequest, scope: await searchScope(db, correction.term) });
        }
      }
      return { type: query.type, title, uri, searchTerm, correctedSearchTerm, ...result };
    },
  );
}
