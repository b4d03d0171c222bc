export {
  type AddressSuggestion,
  type AddressSuggestionAnswer,
  type GeoData,
  type Locality,
  type LocalitySearchAnswer,
  type OpeningTime,
  type PlaceAddress,
  type SetLocationRequest,
  type SetStoreAnswer,
  type Store,
  type StoreFilters,
  type StoreListAnswer,
  type StoreSelectView,
} from "./types";
export {
  getGeo,
  getLocality,
  getPlaceAddress,
  getStore,
  getStores,
  getStoreSelectView,
  searchLocalities,
  setLocation,
  setStore,
  storeFiltersParam,
  suggestAddresses,
} from "./api";
export { locationKeys, locationQueries, storeKeys, storeQueries } from "./queries";
export { useGeo, useLocalitySearch, useSetLocation, useSetStore, useStore, useStores, useStoreSelectView } from "./hooks";
