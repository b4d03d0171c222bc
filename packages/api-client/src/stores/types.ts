/** Stores and the shopper's location: geo data, localities, the selected store (spec 1 §5, §7, §9). */
export type {
  AddressSuggestion,
  AddressSuggestionAnswer,
  GeoData,
  Locality,
  LocalitySearchAnswer,
  OpeningTime,
  PlaceAddress,
  SetLocationRequest,
  SetStoreAnswer,
  Store,
  StoreFilters,
  StoreListAnswer,
  StoreSelectView,
} from "@storefront/api-contract/stores";
