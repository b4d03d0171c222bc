import type { ApiClient, RequestOptions } from "../http/client";
import { path } from "../http/query-string";
import type {
  AddressSuggestionAnswer,
  GeoData,
  Locality,
  LocalitySearchAnswer,
  PlaceAddress,
  SetLocationRequest,
  SetStoreAnswer,
  Store,
  StoreFilters,
  StoreListAnswer,
  StoreSelectView,
} from "./types";

type Call = Pick<RequestOptions, "signal">;

// Location

export function getGeo(client: ApiClient, call?: Call): Promise<GeoData> {
  return client.get("/api/geo", call);
}

/** By localityId (postcode_SUBURB) or by a region_id of spec 1 §9. */
export function setLocation(client: ApiClient, request: SetLocationRequest): Promise<GeoData> {
  return client.post("/api/geo/setlocation", request);
}

/** Also the delivery-location search (spec 1 §7 "with full address"). */
export function searchLocalities(client: ApiClient, query: string, call?: Call): Promise<LocalitySearchAnswer> {
  return client.get(path`/api/locality/${query}`, call);
}

/**
 * One locality; 404 when the API does not know it (checkout then clears the suburb, spec 2 §7). A
 * locality the API does not know is an answer, not a missing page: no redirect lookup follows it.
 */
export function getLocality(client: ApiClient, suburb: string, state: string, postcode: string, call?: Call): Promise<Locality> {
  return client.get(path`/api/locality/${suburb}/${state}/${postcode}`, { ...call, redirectOn404: false });
}

// Address lookup (spec 2 §7 address autocomplete; the API asks its maps service)

/**
 * Street addresses for typed text in the storefront's country, nearest the saved location first;
 * 503 while the maps service is down. A 404 (no lookup on this API) is an answer about the call,
 * not a missing page: no redirect lookup (spec 3 §8) follows it.
 */
export function suggestAddresses(client: ApiClient, input: string, sessionToken?: string, call?: Call): Promise<AddressSuggestionAnswer> {
  return client.get("/api/address/suggestions", { ...call, query: { input, sessionToken }, redirectOn404: false });
}

/** The geocoded address of a suggested place; 404 when the geocoder finds nothing for it (no redirect lookup: the page is not missing). */
export function getPlaceAddress(client: ApiClient, placeId: string, call?: Call): Promise<PlaceAddress> {
  return client.get(path`/api/address/place/${placeId}`, { ...call, redirectOn404: false });
}

// Stores

/** The API's filters text: key:value pairs joined by commas. */
export function storeFiltersParam(filters: StoreFilters): string | undefined {
  const parts = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key, value]) => `${key}:${String(value)}`);
  return parts.length > 0 ? parts.join(",") : undefined;
}

export function getStores(client: ApiClient, filters: StoreFilters = {}, call?: Call): Promise<StoreListAnswer> {
  return client.get("/api/store", { ...call, query: { filters: storeFiltersParam(filters) } });
}

/** By id or storeUri. */
export function getStore(client: ApiClient, idOrUri: number | string, call?: Call): Promise<Store> {
  return client.get(path`/api/store/${idOrUri}`, call);
}

export function setStore(client: ApiClient, storeId: number): Promise<SetStoreAnswer> {
  return client.post("/api/store/setstore", { storeId });
}

export function getStoreSelectView(client: ApiClient, call?: Call): Promise<StoreSelectView> {
  return client.get("/api/store/select-view", call);
}
