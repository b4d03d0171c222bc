import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@storefront/api-client/http";
import { locationQueries, storeQueries, type GeoData, type Store, type StoreSelectView } from "@storefront/api-client/stores";
import { shopperStoreUri } from "./store-rules";

/** The shopper's store as the header and the pickers' page show it, read on the server. */
export interface ShopperStoreData {
  view?: StoreSelectView;
  geo?: GeoData;
  store?: Store;
}

/**
 * Reads the store views, the geo data and the shopper's store (`shopperStoreUri`: the chosen one,
 * else the geo data's, else the API's default) into the query cache with the server's API client,
 * so a server render shows the store the hydrated page will (the header, the `/your-store` page).
 * A failed read leaves that part undefined, for the browser to read.
 */
export async function prefetchShopperStore(queryClient: QueryClient, api: ApiClient): Promise<ShopperStoreData> {
  const [view, geo] = await Promise.all([
    queryClient.fetchQuery(storeQueries.selectView(api)).catch(() => undefined),
    queryClient.fetchQuery(locationQueries.geo(api)).catch(() => undefined),
  ]);
  const uri = shopperStoreUri(view, geo);
  const store =
    uri && uri !== view?.store.storeUri ? await queryClient.fetchQuery(storeQueries.detail(api, uri)).catch(() => undefined) : view?.store;
  return { view, geo, store };
}
