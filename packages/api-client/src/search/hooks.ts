import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../react/ApiClientProvider";
import type { SiteSearchOptions } from "./api";
import { searchQueries } from "./queries";
import type { SiteSearchKind } from "./types";

/** Pass the debounced term (spec 1 §5: 300 ms, 500 ms in the bar). */
export function useSearchSuggestions(term: string, limit?: number) {
  return useQuery(searchQueries.suggest(useApiClient(), term, limit));
}

export function useProductSuggestions(term: string) {
  return useQuery(searchQueries.productSuggest(useApiClient(), term));
}

/** The search bar's suggestions; pass signedIn for wid=true. */
export function useSiteSearch(kind: SiteSearchKind, term: string, options: SiteSearchOptions = {}) {
  return useQuery(searchQueries.siteSuggest(useApiClient(), kind, term, options));
}

export function useSearchResults(term: string, limit?: number) {
  return useQuery(searchQueries.results(useApiClient(), term, limit));
}
