import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import {
  getAlertBanner,
  getBrand,
  getBrands,
  getCategories,
  getComparisonProducts,
  getCompareList,
  getCookingDemo,
  getContentEntry,
  getContentList,
  getCookingDemos,
  getExtendedProduct,
  getGeo,
  getListing,
  getLocality,
  getNavbar,
  getPriceHistory,
  getProductById,
  getProductBySku,
  getProductBySlug,
  getProductFeatures,
  getProductMeta,
  getProductSpecifications,
  getPromotion,
  getPromotions,
  getSale,
  getSettings,
  getStaticPage,
  getStore,
  getStores,
  getStoreSelectView,
  getUpsellOptions,
  searchLocalities,
  type ProductRef,
} from "./api";
import { queryRoots } from "../query-roots";
import type { ContentListKind, CookingDemoFilter, ListingQuery, StoreFilters } from "./types";

const HOUR = 60 * 60 * 1000;

export const shellKeys = {
  all: queryRoots.shell,
  alertBanner: () => [...shellKeys.all, "alertBanner"] as const,
  settings: () => [...shellKeys.all, "settings"] as const,
  navbar: () => [...shellKeys.all, "navbar"] as const,
  staticPage: (name: string) => [...shellKeys.all, "static", name] as const,
  sale: (dateOverride?: string) => [...shellKeys.all, "sale", dateOverride ?? null] as const,
};

export const compareKeys = {
  all: queryRoots.compare,
  list: () => [...compareKeys.all, "list"] as const,
  products: (skus: readonly string[]) => [...compareKeys.all, "products", [...skus]] as const,
};

export const productKeys = {
  all: queryRoots.product,
  details: () => [...productKeys.all, "detail"] as const,
  bySlug: (slug: string, date?: string) => [...productKeys.details(), "slug", slug, date ?? null] as const,
  byId: (id: number) => [...productKeys.details(), "id", id] as const,
  bySku: (sku: string) => [...productKeys.details(), "sku", sku] as const,
  extended: (id: number) => [...productKeys.details(), "extended", id] as const,
  upsell: (sku: string) => [...productKeys.all, "upsell", sku] as const,
  features: (ref: ProductRef) => [...productKeys.all, "features", ref] as const,
  specifications: (ref: ProductRef) => [...productKeys.all, "specifications", ref] as const,
  meta: (id: number) => [...productKeys.all, "meta", id] as const,
  priceHistory: (sku: string) => [...productKeys.all, "priceHistory", sku] as const,
};

export const catalogueKeys = {
  all: queryRoots.catalogue,
  categories: () => [...catalogueKeys.all, "categories"] as const,
  brands: () => [...catalogueKeys.all, "brands"] as const,
  brand: (slug: string) => [...catalogueKeys.brands(), slug] as const,
  listings: () => [...catalogueKeys.all, "listing"] as const,
  listing: (query: ListingQuery) => [...catalogueKeys.listings(), query] as const,
  promotions: () => [...catalogueKeys.all, "promotions"] as const,
  promotion: (slug: string) => [...catalogueKeys.promotions(), slug] as const,
  contentLists: () => [...catalogueKeys.all, "content"] as const,
  contentList: (kind: ContentListKind, page: number, pageSize: number) => [...catalogueKeys.contentLists(), kind, page, pageSize] as const,
  contentEntry: (kind: ContentListKind, slug: string) => [...catalogueKeys.contentLists(), kind, "entry", slug] as const,
};

export const locationKeys = {
  all: queryRoots.location,
  geo: () => [...locationKeys.all, "geo"] as const,
  localities: () => [...locationKeys.all, "localities"] as const,
  search: (query: string) => [...locationKeys.localities(), "search", query] as const,
  locality: (suburb: string, state: string, postcode: string) => [...locationKeys.localities(), suburb, state, postcode] as const,
};

export const storeKeys = {
  all: queryRoots.store,
  lists: () => [...storeKeys.all, "list"] as const,
  list: (filters: StoreFilters = {}) => [...storeKeys.lists(), filters] as const,
  details: () => [...storeKeys.all, "detail"] as const,
  detail: (idOrUri: number | string) => [...storeKeys.details(), idOrUri] as const,
  selectView: () => [...storeKeys.all, "selectView"] as const,
};

export const cookingDemoKeys = {
  all: queryRoots.cookingDemo,
  lists: () => [...cookingDemoKeys.all, "list"] as const,
  list: (filter: CookingDemoFilter = {}) => [...cookingDemoKeys.lists(), filter] as const,
  details: () => [...cookingDemoKeys.all, "detail"] as const,
  detail: (id: number) => [...cookingDemoKeys.details(), id] as const,
};

export const shellQueries = {
  alertBanner: (client: ApiClient) =>
    queryOptions({ queryKey: shellKeys.alertBanner(), queryFn: ({ signal }) => getAlertBanner(client, { signal }) }),
  settings: (client: ApiClient) =>
    queryOptions({ queryKey: shellKeys.settings(), queryFn: ({ signal }) => getSettings(client, { signal }), staleTime: HOUR }),
  /** spec 1 §7: the navigation is cached and refetched after one hour. */
  navbar: (client: ApiClient) =>
    queryOptions({ queryKey: shellKeys.navbar(), queryFn: ({ signal }) => getNavbar(client, { signal }), staleTime: HOUR }),
  staticPage: (client: ApiClient, name: string) =>
    queryOptions({ queryKey: shellKeys.staticPage(name), queryFn: ({ signal }) => getStaticPage(client, name, { signal }) }),
  sale: (client: ApiClient, dateOverride?: string) =>
    queryOptions({ queryKey: shellKeys.sale(dateOverride), queryFn: ({ signal }) => getSale(client, dateOverride, { signal }) }),
};

export const compareQueries = {
  list: (client: ApiClient) => queryOptions({ queryKey: compareKeys.list(), queryFn: ({ signal }) => getCompareList(client, { signal }) }),
  products: (client: ApiClient, skus: readonly string[]) =>
    queryOptions({
      queryKey: compareKeys.products(skus),
      queryFn: ({ signal }) => getComparisonProducts(client, skus, { signal }),
      enabled: skus.length > 0,
    }),
};

export const productQueries = {
  bySlug: (client: ApiClient, slug: string, date?: string) =>
    queryOptions({ queryKey: productKeys.bySlug(slug, date), queryFn: ({ signal }) => getProductBySlug(client, slug, date, { signal }) }),
  byId: (client: ApiClient, id: number) =>
    queryOptions({ queryKey: productKeys.byId(id), queryFn: ({ signal }) => getProductById(client, id, { signal }) }),
  bySku: (client: ApiClient, sku: string) =>
    queryOptions({ queryKey: productKeys.bySku(sku), queryFn: ({ signal }) => getProductBySku(client, sku, { signal }) }),
  /** spec 1 §9: the extended product request is retried once after 1000 ms. */
  extended: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: productKeys.extended(id),
      queryFn: ({ signal }) => getExtendedProduct(client, id, { signal }),
      retry: 1,
      retryDelay: 1000,
    }),
  upsell: (client: ApiClient, sku: string) =>
    queryOptions({ queryKey: productKeys.upsell(sku), queryFn: ({ signal }) => getUpsellOptions(client, sku, { signal }) }),
  features: (client: ApiClient, ref: ProductRef) =>
    queryOptions({ queryKey: productKeys.features(ref), queryFn: ({ signal }) => getProductFeatures(client, ref, { signal }) }),
  specifications: (client: ApiClient, ref: ProductRef) =>
    queryOptions({ queryKey: productKeys.specifications(ref), queryFn: ({ signal }) => getProductSpecifications(client, ref, { signal }) }),
  meta: (client: ApiClient, id: number) =>
    queryOptions({ queryKey: productKeys.meta(id), queryFn: ({ signal }) => getProductMeta(client, id, { signal }) }),
  priceHistory: (client: ApiClient, sku: string) =>
    queryOptions({ queryKey: productKeys.priceHistory(sku), queryFn: ({ signal }) => getPriceHistory(client, sku, { signal }) }),
};

export const catalogueQueries = {
  categories: (client: ApiClient) =>
    queryOptions({ queryKey: catalogueKeys.categories(), queryFn: ({ signal }) => getCategories(client, { signal }), staleTime: HOUR }),
  brands: (client: ApiClient) => queryOptions({ queryKey: catalogueKeys.brands(), queryFn: ({ signal }) => getBrands(client, { signal }) }),
  brand: (client: ApiClient, slug: string) =>
    queryOptions({ queryKey: catalogueKeys.brand(slug), queryFn: ({ signal }) => getBrand(client, slug, { signal }) }),
  listing: (client: ApiClient, query: ListingQuery) =>
    queryOptions({ queryKey: catalogueKeys.listing(query), queryFn: ({ signal }) => getListing(client, query, { signal }) }),
  promotions: (client: ApiClient) =>
    queryOptions({ queryKey: catalogueKeys.promotions(), queryFn: ({ signal }) => getPromotions(client, { signal }) }),
  promotion: (client: ApiClient, slug: string) =>
    queryOptions({ queryKey: catalogueKeys.promotion(slug), queryFn: ({ signal }) => getPromotion(client, slug, { signal }) }),
  contentList: (client: ApiClient, kind: ContentListKind, page = 1, pageSize = 12) =>
    queryOptions({
      queryKey: catalogueKeys.contentList(kind, page, pageSize),
      queryFn: ({ signal }) => getContentList(client, kind, page, pageSize, { signal }),
    }),
  contentEntry: (client: ApiClient, kind: ContentListKind, slug: string) =>
    queryOptions({
      queryKey: catalogueKeys.contentEntry(kind, slug),
      queryFn: ({ signal }) => getContentEntry(client, kind, slug, { signal }),
    }),
};

export const locationQueries = {
  geo: (client: ApiClient) => queryOptions({ queryKey: locationKeys.geo(), queryFn: ({ signal }) => getGeo(client, { signal }) }),
  /** spec 1 §5: the typeahead looks up from 2 characters. */
  search: (client: ApiClient, query: string) =>
    queryOptions({
      queryKey: locationKeys.search(query),
      queryFn: ({ signal }) => searchLocalities(client, query, { signal }),
      enabled: query.trim().length >= 2,
    }),
  locality: (client: ApiClient, suburb: string, state: string, postcode: string) =>
    queryOptions({
      queryKey: locationKeys.locality(suburb, state, postcode),
      queryFn: ({ signal }) => getLocality(client, suburb, state, postcode, { signal }),
    }),
};

export const storeQueries = {
  list: (client: ApiClient, filters: StoreFilters = {}) =>
    queryOptions({ queryKey: storeKeys.list(filters), queryFn: ({ signal }) => getStores(client, filters, { signal }) }),
  detail: (client: ApiClient, id: number | string) =>
    queryOptions({ queryKey: storeKeys.detail(id), queryFn: ({ signal }) => getStore(client, id, { signal }) }),
  selectView: (client: ApiClient) =>
    queryOptions({ queryKey: storeKeys.selectView(), queryFn: ({ signal }) => getStoreSelectView(client, { signal }) }),
};

export const cookingDemoQueries = {
  /** spec 1 §4: a failed fetch retries once, then fails. */
  list: (client: ApiClient, filter: CookingDemoFilter = {}) =>
    queryOptions({
      queryKey: cookingDemoKeys.list(filter),
      queryFn: ({ signal }) => getCookingDemos(client, filter, { signal }),
      retry: 1,
    }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({ queryKey: cookingDemoKeys.detail(id), queryFn: ({ signal }) => getCookingDemo(client, id, { signal }), retry: 1 }),
};
