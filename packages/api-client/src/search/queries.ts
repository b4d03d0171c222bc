import { isSearchable } from "@storefront/validation/search";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { getProductSearchUrl, getSiteSearchUrl, searchProducts, searchV3, siteSearch, type SiteSearchOptions } from "./api";
import type { SiteSearchKind } from "./types";

export const searchKeys = {
  all: queryRoots.search,
  suggestions: () => [...searchKeys.all, "suggestions"] as const,
  suggest: (term: string, limit?: number) => [...searchKeys.suggestions(), term, limit ?? null] as const,
  productSuggest: (term: string) => [...searchKeys.suggestions(), "products", term] as const,
  results: () => [...searchKeys.all, "results"] as const,
  result: (kind: string, term: string, options: SiteSearchOptions | { limit?: number } = {}) =>
    [...searchKeys.results(), kind, term, options] as const,
  urls: () => [...searchKeys.all, "url"] as const,
  url: (source: "product" | "site", term: string) => [...searchKeys.urls(), source, term] as const,
};

/** Suggestions run only for a searchable term (2 to 100 characters after sanitising). */
export const searchQueries = {
  suggest: (client: ApiClient, term: string, limit?: number) =>
    queryOptions({
      queryKey: searchKeys.suggest(term, limit),
      queryFn: ({ signal }) => searchV3(client, term, limit, { signal }),
      enabled: isSearchable(term),
    }),
  productSuggest: (client: ApiClient, term: string) =>
    queryOptions({
      queryKey: searchKeys.productSuggest(term),
      queryFn: ({ signal }) => searchProducts(client, term, { signal }),
      enabled: isSearchable(term),
    }),
  siteSuggest: (client: ApiClient, kind: SiteSearchKind, term: string, options: SiteSearchOptions = {}) =>
    queryOptions({
      queryKey: searchKeys.result(kind, term, options),
      queryFn: ({ signal }) => siteSearch(client, kind, term, options, { signal }),
      enabled: isSearchable(term),
    }),
  /** The full results of a search page. */
  results: (client: ApiClient, term: string, limit?: number) =>
    queryOptions({
      queryKey: searchKeys.result("v3", term, { limit }),
      queryFn: ({ signal }) => searchV3(client, term, limit, { signal }),
    }),
  productUrl: (client: ApiClient, term: string) =>
    queryOptions({ queryKey: searchKeys.url("product", term), queryFn: ({ signal }) => getProductSearchUrl(client, term, { signal }) }),
  siteUrl: (client: ApiClient, term: string) =>
    queryOptions({ queryKey: searchKeys.url("site", term), queryFn: ({ signal }) => getSiteSearchUrl(client, term, { signal }) }),
};
