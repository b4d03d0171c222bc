import { useQuery } from "@tanstack/react-query";
import { queryRoots } from "../query-roots";
import { useApiClient } from "../react/ApiClientProvider";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import { setLocation, setStore } from "./api";
import { locationKeys, locationQueries, storeKeys, storeQueries } from "./queries";
import type { GeoData, SetLocationRequest, SetStoreAnswer, StoreFilters } from "./types";

export function useGeo() {
  return useQuery(locationQueries.geo(useApiClient()));
}

export function useLocalitySearch(query: string) {
  return useQuery(locationQueries.search(useApiClient(), query));
}

/** Setting the location changes geo data, the cart's delivery and the selected store. */
export function useSetLocation(options?: MutationOptions<GeoData, SetLocationRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (request: SetLocationRequest) => setLocation(client, request),
    () => [locationKeys.all, storeKeys.all, queryRoots.cart],
    options,
  );
}

export function useStores(filters: StoreFilters = {}) {
  return useQuery(storeQueries.list(useApiClient(), filters));
}

export function useStore(id: number | string) {
  return useQuery(storeQueries.detail(useApiClient(), id));
}

export function useStoreSelectView() {
  return useQuery(storeQueries.selectView(useApiClient()));
}

export function useSetStore(options?: MutationOptions<SetStoreAnswer, number>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (storeId: number) => setStore(client, storeId),
    () => [storeKeys.all, locationKeys.geo()],
    options,
  );
}
