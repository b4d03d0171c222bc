export {
  type GeoData,
  type Locality,
  type LocalitySearchAnswer,
  type OpeningTime,
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
  getStore,
  getStores,
  getStoreSelectView,
  searchLocalities,
  setLocation,
  setStore,
  storeFiltersParam,
} from "./api";
export { locationKeys, locationQueries, storeKeys, storeQueries } from "./queries";
export { useGeo, useLocalitySearch, useSetLocation, useSetStore, useStore, useStores, useStoreSelectView } from "./hooks";
