import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { getGeo, getLocality, getStore, getStores, getStoreSelectView, searchLocalities } from "./api";
import type { StoreFilters } from "./types";

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
