import { sanitiseSearchTerm } from "@storefront/validation/search";
import type { ApiClient, RequestOptions } from "../http/client";
import { path } from "../http/query-string";
import type { ProductSearchAnswer, SearchUrlAnswer, SearchV3Answer, SiteSearchAnswer, SiteSearchKind } from "./types";

type Call = Pick<RequestOptions, "signal">;

// Every term goes through the spec's sanitiser (spec 1 §5) before it is sent; the HTTP core
// URL-encodes it.

export function getProductSearchUrl(client: ApiClient, term: string, call?: Call): Promise<SearchUrlAnswer> {
  return client.get("/api/v2/product/search-url", { ...call, query: { SearchTerm: sanitiseSearchTerm(term) } });
}

export function getSiteSearchUrl(client: ApiClient, term: string, call?: Call): Promise<SearchUrlAnswer> {
  return client.get("/api/v2/sitesearch/search-url", { ...call, query: { searchterms: sanitiseSearchTerm(term) } });
}

export function searchV3(client: ApiClient, term: string, limit?: number, call?: Call): Promise<SearchV3Answer> {
  return client.get("/api/v3/search", { ...call, query: { searchTerm: sanitiseSearchTerm(term), isAutoCorrectEnabled: true, limit } });
}

export interface SiteSearchOptions {
  /** true by default. */
  fallback?: boolean;
  /** A 4-digit postcode. */
  location?: string;
  /** spec 1 §6: a signed-in user sends wid=true. */
  signedIn?: boolean;
}

/** The search bar's suggestions (spec 1 §7 /api/v2/sitesearch/{f|p}/{term} and /api/v2/SiteSearch/{x}/{term}). */
export function siteSearch(
  client: ApiClient,
  kind: SiteSearchKind,
  term: string,
  options: SiteSearchOptions = {},
  call?: Call,
): Promise<SiteSearchAnswer> {
  return client.get(path`/api/v2/sitesearch/${kind}/${sanitiseSearchTerm(term)}`, {
    ...call,
    query: { fallback: options.fallback, location: options.location, wid: options.signedIn ? true : undefined },
  });
}

export function searchProducts(client: ApiClient, term: string, call?: Call): Promise<ProductSearchAnswer> {
  return client.get("/api/search/products", { ...call, query: { searchTerms: sanitiseSearchTerm(term) } });
}
