/** Stores, localities and the delivery location (spec 1 §3, §7 and §9). */
import { Id, ListOf, Nullable, Type, type Static } from "./common";
import { addressLookupLimits } from "@storefront/validation/address-lookup";
import { ADDRESS_INPUT_PATTERN, LOCALITY_ID_PATTERN, PLACE_ID_PATTERN } from "./patterns";

export const OpeningTime = Type.Object({
  day: Type.String(),
  isOpen: Type.Boolean(),
  /** HH:mm */
  openTime: Type.String(),
  /** HH:mm */
  closeTime: Type.String(),
});
export type OpeningTime = Static<typeof OpeningTime>;

/** A store (spec 1 §3). */
export const Store = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  storeUri: Type.String(),
  uri: Type.String(),
  thumbImg: Type.Object({ src: Type.String(), alt: Type.String() }),
  phone: Type.String(),
  email: Type.Optional(Type.String()),
  address: Type.Object({
    street: Type.String(),
    suburb: Type.String(),
    state: Type.String(),
    postcode: Type.String(),
    country: Type.String(),
  }),
  fullAddress: Type.String(),
  latitude: Type.Optional(Type.Number()),
  longitude: Type.Optional(Type.Number()),
  isAppointmentOnly: Type.Boolean(),
  virtualTourId: Nullable(Type.String()),
  /** spec 1 §2.1: /virtual-tour/{storeUri} only when the store has a virtualTourId. */
  virtualTourUri: Type.Optional(Nullable(Type.String())),
  /** Seven entries, Monday first. */
  openTimes: Type.Array(OpeningTime),
  /** 'Closed today', 'By appointment only' or 'Open today until 5:30 pm'. */
  openingStatus: Type.String(),
  isDefault: Type.Boolean(),
  warehouseCode: Type.Optional(Type.String()),
  distanceKm: Type.Optional(Nullable(Type.Number())),
});
export type Store = Static<typeof Store>;

/** GET /api/store. */
export const StoreListAnswer = ListOf(Store);
export type StoreListAnswer = Static<typeof StoreListAnswer>;

/** GET /api/store?filters=: sent as state:NSW,appointmentOnly:false,virtualTour:true,q:text,postcode:2000 (our shape). */
export interface StoreFilters {
  state?: string;
  appointmentOnly?: boolean;
  virtualTour?: boolean;
  q?: string;
  postcode?: string;
}

/** GET /api/store: the filters as one query value. */
export const StoreListQuery = Type.Object({ filters: Type.Optional(Type.String({ maxLength: 200 })) });
export type StoreListQuery = Static<typeof StoreListQuery>;

/**
 * GET /api/store/select-view: the shopper's store and the nearest others, with spec 3 §3's store
 * view: availableStores always, availableSalesPersons only for staff (left out otherwise).
 */
export const StoreSelectView = Type.Object({
  store: Store,
  isSelected: Type.Boolean(),
  nearbyStores: Type.Array(Store),
  /** spec 3 §3 Store view: every store of the storefront's country, A to Z; subdivision is its state. */
  availableStores: Type.Optional(Type.Array(Type.Object({ name: Type.String(), storeUri: Type.String(), subdivision: Type.String() }))),
  /**
   * spec 3 §3 Store view: the salespeople of those stores (store by store, in their order), for a
   * signed-in staff member on a storefront with staff tooling only; subdivision is their store's
   * state, storeUri their store.
   */
  availableSalesPersons: Type.Optional(
    Type.Array(
      Type.Object({
        code: Type.Optional(Type.String()),
        name: Type.Optional(Type.String()),
        subdivision: Type.String(),
        storeUri: Type.Optional(Type.String()),
      }),
    ),
  ),
});
export type StoreSelectView = Static<typeof StoreSelectView>;

/** POST /api/store/setstore. */
export const SetStoreBody = Type.Object({ storeId: Id }, { additionalProperties: false });
export type SetStoreBody = Static<typeof SetStoreBody>;
export const SetStoreAnswer = Type.Object({ store: Store });
export type SetStoreAnswer = Static<typeof SetStoreAnswer>;

/** A locality (spec 1 §3). */
export const Locality = Type.Object({
  /** postcode_SUBURB */
  id: Type.String(),
  suburb: Type.String(),
  postcode: Type.String(),
  state: Type.String(),
  country: Type.String(),
  fullAddress: Type.String(),
});
export type Locality = Static<typeof Locality>;

/** GET /api/locality/{query}. */
export const LocalitySearchAnswer = ListOf(Locality);
export type LocalitySearchAnswer = Static<typeof LocalitySearchAnswer>;

/** GET /api/geo (spec 1 §3). */
export const GeoData = Type.Object({
  store: Type.Object({ storeUri: Type.String(), name: Type.String() }),
  nearestWarehouseLocationCode: Type.String(),
  locationId: Type.String(),
  newUser: Type.Boolean(),
  ipCountry: Type.String(),
  country: Type.String(),
  postcode: Type.String(),
  state: Type.String(),
  city: Type.String(),
});
export type GeoData = Static<typeof GeoData>;

/**
 * spec 1 §9: the region_id query parameter forces a delivery location. Region id -> locality id
 * (postcode_SUBURB) of the city the spec names.
 */
export const REGION_LOCALITIES: Readonly<Record<string, string>> = {
  "2000111": "2000_SYDNEY",
  "3000111": "3000_MELBOURNE",
  "2000222": "2600_CANBERRA",
  "4000111": "4000_BRISBANE",
  "5000111": "5000_ADELAIDE",
  "6000111": "6000_PERTH",
  "7000111": "7000_HOBART",
  "0800111": "0800_DARWIN",
};

/** POST /api/geo/setlocation: exactly one of localityId (postcode_SUBURB) or regionId (spec 1 §9). */
export const SetLocationBody = Type.Object(
  {
    localityId: Type.Optional(Type.String({ maxLength: 70, pattern: LOCALITY_ID_PATTERN })),
    regionId: Type.Optional(Type.Unsafe<string>({ type: "string", enum: Object.keys(REGION_LOCALITIES) })),
  },
  { additionalProperties: false },
);
/** Exactly one of the two, as the API requires. */
export type SetLocationRequest = { localityId: string; regionId?: never } | { regionId: string; localityId?: never };

/**
 * The address lookup (spec 2 §7 address autocomplete; issue 44 item 3; paths ours: the spec names
 * no path or host). The API asks the maps service its configuration names (MAPS_URL), restricted to
 * the storefront's country and biased to the shopper's saved location.
 */
export const ADDRESS_LOOKUP_INPUT_MIN = addressLookupLimits.searchFrom;

/** GET /api/address/suggestions?input=&sessionToken= */
export const AddressSuggestionQuery = Type.Object({
  input: Type.String({ minLength: ADDRESS_LOOKUP_INPUT_MIN, maxLength: addressLookupLimits.inputMax, pattern: ADDRESS_INPUT_PATTERN }),
  /** Groups one shopper's keystrokes and the chosen place into one billed session, as maps services do. */
  sessionToken: Type.Optional(Type.String({ maxLength: 64, pattern: "^[A-Za-z0-9_-]*$" })),
});

/** One prediction: the street part and the rest, as the shopper sees them. */
export const AddressSuggestion = Type.Object({
  placeId: Type.String(),
  /** '12 Banksia Street' */
  mainText: Type.String(),
  /** 'Richmond VIC 3121, Australia' */
  secondaryText: Type.String(),
  /** The whole address on one line. */
  description: Type.String(),
});
export type AddressSuggestion = Static<typeof AddressSuggestion>;

export const AddressSuggestionAnswer = ListOf(AddressSuggestion);
export type AddressSuggestionAnswer = Static<typeof AddressSuggestionAnswer>;

/** GET /api/address/place/{placeId} */
export const PlaceAddressParams = Type.Object({ placeId: Type.String({ minLength: 1, maxLength: 100, pattern: PLACE_ID_PATTERN }) });

/**
 * spec 2 §7's output of a geocoded place: streetAddress, suburb, state, postcode, country. When
 * the suburb is one of the API's localities, suburb, state and postcode are as the suburb lookup
 * gives them (`knownLocality` true); otherwise as the maps service named them.
 */
export const PlaceAddress = Type.Object({
  streetAddress: Type.String(),
  suburb: Type.String(),
  state: Type.String(),
  postcode: Type.String(),
  country: Type.String(),
  knownLocality: Type.Boolean(),
});
export type PlaceAddress = Static<typeof PlaceAddress>;
