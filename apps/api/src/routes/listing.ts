import { and, arrayContains, eq, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  allProductsScope,
  categoryScope,
  FEATURE_TAGS,
  LISTING_SORTS,
  manufacturerScope,
  PRICE_BAND_KEYS,
  promotionScope,
  runListing,
  searchScope,
  type ListingScope,
  type ListingSort,
} from "../catalogue/listing";
import { productSummarySchema } from "../catalogue/product-schemas";
import { acceptSearchTerm, autocorrect } from "../catalogue/search";
import type { AppContext } from "../context";
import { promotions } from "../db/schema";
import { BadRequestError, NotFoundError } from "../http/errors";
import { errorResponses, SLUG_LIST_PATTERN, SLUG_PATH_PATTERN } from "../http/schemas";

const str = { type: "string" } as const;
/** What a listing is of; "all" needs no uri. */
const LISTING_TYPES = ["category", "brand", "promotion", "search", "all"] as const;

interface ListingQuery {
  type: (typeof LISTING_TYPES)[number];
  uri?: string;
  searchTerm?: string;
  brand?: string;
  price?: string;
  rating?: number;
  feature?: string;
  sort?: ListingSort;
  page: number;
  pageSize: number;
}

const facetSchema = {
  type: "object",
  properties: {
    key: { type: "string", enum: ["category", "brand", "price", "rating", "feature"] },
    title: str,
    values: {
      type: "array",
      items: { type: "object", properties: { value: str, label: str, count: { type: "integer" }, selected: { type: "boolean" } }, required: ["value", "label", "count", "selected"] },
    },
  },
  required: ["key", "title", "values"],
} as const;

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
export function registerListingRoutes(app: FastifyInstance, { db, reference, catalogue }: AppContext): void {
  app.get<{ Querystring: ListingQuery }>(
    "/api/listing",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Every product, or those of a category, brand, promotion or search, with facets, sorted and paginated",
        querystring: {
          type: "object",
          properties: {
            type: { type: "string", enum: [...LISTING_TYPES] },
            uri: { type: "string", maxLength: 200, pattern: SLUG_PATH_PATTERN },
            searchTerm: { type: "string", maxLength: 200 },
            brand: { type: "string", maxLength: 500, pattern: SLUG_LIST_PATTERN },
            price: { type: "string", maxLength: 100, pattern: SLUG_LIST_PATTERN },
            rating: { type: "integer", minimum: 1, maximum: 4 },
            feature: { type: "string", maxLength: 500, pattern: SLUG_LIST_PATTERN },
            sort: { type: "string", enum: [...LISTING_SORTS] },
            page: { type: "integer", minimum: 1, maximum: 1000, default: 1 },
            pageSize: { type: "integer", minimum: 1, maximum: 96, default: 24 },
          },
          required: ["type"],
        },
        response: {
          200: {
            type: "object",
            properties: {
              type: str,
              title: str,
              uri: str,
              searchTerm: { type: ["string", "null"] },
              correctedSearchTerm: { type: ["string", "null"] },
              totalCount: { type: "integer" },
              page: { type: "integer" },
              pageSize: { type: "integer" },
              totalPages: { type: "integer" },
              sort: str,
              products: { type: "array", items: productSummarySchema },
              facets: { type: "array", items: facetSchema },
            },
            required: ["type", "title", "totalCount", "page", "pageSize", "totalPages", "sort", "products", "facets"],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const q = request.query;
      const ref = await reference();
      const storefront = request.storefront;
      let scope: ListingScope;
      let title: string;
      let uri: string;
      let searchTerm: string | null = null;
      let correctedSearchTerm: string | null = null;

      if (q.type === "all") {
        scope = allProductsScope();
        title = "All products";
        uri = "/products";
      } else if (q.type === "search") {
        if (q.searchTerm === undefined) throw new BadRequestError(["searchTerm is required for a search listing"]);
        searchTerm = acceptSearchTerm(q.searchTerm, "searchTerm");
        scope = searchScope(searchTerm);
        title = `Search results for '${searchTerm}'`;
        uri = `/search/${encodeURIComponent(searchTerm)}`;
      } else {
        if (!q.uri) throw new BadRequestError([`uri is required for a ${q.type} listing`]);
        if (q.type === "category") {
          const category = ref.categoryByPath.get(q.uri);
          if (!category || !category.storefronts.includes(storefront.id)) throw new NotFoundError(`No category '${q.uri}'`);
          scope = categoryScope(category.path);
          title = category.name;
          uri = `/c/${category.path}`;
        } else if (q.type === "brand") {
          const manufacturer = ref.manufacturerBySlug.get(q.uri);
          if (!manufacturer) throw new NotFoundError(`No brand '${q.uri}'`);
          scope = manufacturerScope(manufacturer.id);
          title = manufacturer.name;
          uri = `/brands/${manufacturer.slug}`;
        } else {
          const [promotion] = await db
            .select()
            .from(promotions)
            .where(and(eq(promotions.slug, q.uri), arrayContains(promotions.storefronts, [storefront.id])) as SQL)
            .limit(1);
          if (!promotion) throw new NotFoundError(`No promotion '${q.uri}'`);
          scope = promotionScope(promotion.id);
          title = promotion.title;
          uri = `/promotion/${promotion.slug}`;
        }
      }
      const filters = {
        brands: splitList(q.brand, undefined, "brand"),
        priceBands: splitList(q.price, PRICE_BAND_KEYS, "price"),
        minRating: q.rating,
        features: splitList(q.feature, FEATURE_TAGS, "feature"),
      };
      const unknownBrands = filters.brands.filter((slug) => !ref.manufacturerBySlug.has(slug));
      if (unknownBrands.length) throw new BadRequestError([`brand has unknown values: ${unknownBrands.join(", ")}`]);

      const listingRequest = { scope, filters, sort: q.sort ?? "relevance", page: q.page, pageSize: q.pageSize };
      let result = await runListing(db, catalogue, storefront, ref, listingRequest);
      if (result.totalCount === 0 && searchTerm) {
        const correction = await autocorrect(db, searchTerm);
        if (correction.corrected) {
          correctedSearchTerm = correction.term;
          result = await runListing(db, catalogue, storefront, ref, { ...listingRequest, scope: searchScope(correction.term) });
        }
      }
      return { type: q.type, title, uri, searchTerm, correctedSearchTerm, ...result };
    },
  );
}
