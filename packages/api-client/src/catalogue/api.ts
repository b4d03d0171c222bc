import type { ApiClient, RequestOptions } from "../http/client";
import { path } from "../http/query-string";
import type { Brand, BrandList, CategoryTree, Listing, ListingQuery, Promotion, PromotionList } from "./types";

type Call = Pick<RequestOptions, "signal">;

export function getCategories(client: ApiClient, call?: Call): Promise<CategoryTree> {
  return client.get("/api/categories", call);
}

/** The manufacturers (the API calls them brands; the storefront's own brand is ui-kit's). */
export function getManufacturers(client: ApiClient, call?: Call): Promise<BrandList> {
  return client.get("/api/brands", call);
}

export function getManufacturer(client: ApiClient, slug: string, call?: Call): Promise<Brand> {
  return client.get(path`/api/brands/${slug}`, call);
}

/** Products of a category, brand, promotion, search or the whole storefront (`type: "all"`), with facets. */
export function getListing(client: ApiClient, query: ListingQuery, call?: Call): Promise<Listing> {
  return client.get("/api/listing", { ...call, query: { ...query } });
}

export function getPromotions(client: ApiClient, call?: Call): Promise<PromotionList> {
  return client.get("/api/promotions", call);
}

export function getPromotion(client: ApiClient, slug: string, call?: Call): Promise<Promotion> {
  return client.get(path`/api/promotion/${slug}`, call);
}
