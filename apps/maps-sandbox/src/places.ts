import type { LocalityRow } from "@storefront/api/localities";
import { streetsOf, titleCase, type Street } from "./streets";

/**
 * The sandbox's places: every street of every locality (./streets.ts), searched by what a shopper
 * types, as a places autocomplete does, and answered with address components, as a geocoder does.
 */

/** A street number a shopper may type: '12', '12A'; a unit before a slash: '3/12'. */
const ADDRESS_START = /^(?:(\d{1,4}[A-Za-z]?)\s*\/\s*)?(\d{1,5}[A-Za-z]?)?\s*(.*)$/;

/** How many predictions an autocomplete answers at most, as the real services do. */
export const MAX_PREDICTIONS = 5;

/** Test addresses (README): text starting with this makes the autocomplete answer 503, as a service that is down. */
export const OUTAGE_TEXT = "unavailable";
/** Test addresses (README): this street number is a place the geocoder finds nothing for. */
export const UNGEOCODABLE_NUMBER = "404";

const AU_STATES: Record<string, string> = {
  ACT: "Australian Capital Territory",
  NSW: "New South Wales",
  NT: "Northern Territory",
  QLD: "Queensland",
  SA: "South Australia",
  TAS: "Tasmania",
  VIC: "Victoria",
  WA: "Western Australia",
};
const COUNTRY_NAMES: Record<string, string> = { AU: "Australia", NZ: "New Zealand" };

interface IndexedStreet {
  locality: LocalityRow;
  index: number;
  street: Street;
  /** 'banksia street richmond', what a query is matched against. */
  searchText: string;
}

/** A place the sandbox knows: a street of a locality, with a house number and unit when typed. */
export interface Place {
  locality: LocalityRow;
  streetIndex: number;
  street: Street;
  number: string | null;
  unit: string | null;
}

export interface Prediction {
  placeId: string;
  /** '12 Banksia Street' */
  mainText: string;
  /** 'Richmond VIC 3121, Australia' */
  secondaryText: string;
  text: string;
  types: string[];
}

export interface Circle {
  latitude: number;
  longitude: number;
  /** Metres. */
  radius: number;
}

export interface AutocompleteQuery {
  input: string;
  /** ISO 3166 alpha-2, lower or upper case; none: every country. */
  regionCodes?: readonly string[];
  /** Only predictions with one of these types; none: all. */
  primaryTypes?: readonly string[];
  /** Predictions near this circle come first (a bias, not a restriction). */
  bias?: Circle;
}

export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

function searchTextOf(locality: LocalityRow, street: Street): string {
  return `${street.name} ${locality.suburb}`.toLowerCase();
}

/** Metres between two points (haversine). */
export function distanceMetres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function encodePlaceId(place: Place): string {
  const raw = [place.locality.id, place.streetIndex, place.number ?? "", place.unit ?? ""].join("|");
  return `sbx1_${Buffer.from(raw, "utf8").toString("base64url")}`;
}

/** The street part of a place: '3/12 Banksia Street'. */
export function streetLine(place: Place): string {
  const number = place.number ? `${place.unit ? `${place.unit}/` : ""}${place.number} ` : "";
  return `${number}${place.street.name}`;
}

function localityLine(locality: LocalityRow): string {
  return locality.country === "NZ"
    ? `${titleCase(locality.suburb)}, ${locality.state} ${locality.postcode}`
    : `${titleCase(locality.suburb)} ${locality.state} ${locality.postcode}`;
}

/** '12 Banksia Street, Richmond VIC 3121, Australia' */
export function formattedAddress(place: Place): string {
  return `${streetLine(place)}, ${localityLine(place.locality)}, ${COUNTRY_NAMES[place.locality.country] ?? place.locality.country}`;
}

export function typesOf(place: Place): string[] {
  return [place.number ? "street_address" : "route", "geocode"];
}

/**
 * The address components of a place, named as geocoders name them (spec 2 §7 reads country,
 * state, council, locality, sublocality, postcode, street number, street name, premise and
 * subpremise). An Australian suburb is the locality, its council the second administrative level;
 * a New Zealand suburb is the sublocality of its region.
 */
export function addressComponents(place: Place): AddressComponent[] {
  const { locality } = place;
  const suburb = titleCase(locality.suburb);
  const component = (long: string, short: string, ...types: string[]) => ({ long_name: long, short_name: short, types });
  const parts: AddressComponent[] = [];
  if (place.unit) parts.push(component(place.unit, place.unit, "subpremise"));
  if (place.number) parts.push(component(place.number, place.number, "street_number"));
  parts.push(component(place.street.name, place.street.shortName, "route"));
  if (locality.country === "NZ") {
    parts.push(component(suburb, suburb, "sublocality_level_1", "sublocality", "political"));
    parts.push(component(locality.state, locality.state, "locality", "political"));
    parts.push(component(locality.state, locality.state, "administrative_area_level_1", "political"));
  } else {
    parts.push(component(suburb, suburb, "locality", "political"));
    parts.push(component(`${suburb} Council`, `${suburb} Council`, "administrative_area_level_2", "political"));
    parts.push(component(AU_STATES[locality.state] ?? locality.state, locality.state, "administrative_area_level_1", "political"));
  }
  parts.push(component(COUNTRY_NAMES[locality.country] ?? locality.country, locality.country, "country", "political"));
  parts.push(component(locality.postcode, locality.postcode, "postal_code"));
  return parts;
}

export class PlaceIndex {
  private readonly streets: IndexedStreet[] = [];
  private readonly byId = new Map<string, LocalityRow>();

  constructor(localities: readonly LocalityRow[]) {
    for (const locality of localities) {
      this.byId.set(locality.id, locality);
      streetsOf(locality).forEach((street, index) => {
        this.streets.push({ locality, index, street, searchText: searchTextOf(locality, street) });
      });
    }
  }

  get streetCount(): number {
    return this.streets.length;
  }

  /**
   * Predictions for what was typed: a street number (and unit) if any, then the start of a
   * street's name, optionally followed by the start of its suburb. Inside the bias circle first,
   * then nearest; at most five.
   */
  autocomplete(query: AutocompleteQuery): Prediction[] {
    const match = ADDRESS_START.exec(query.input.trim().replace(/\s+/g, " "));
    const unit = match?.[1] ?? null;
    const number = match?.[2] ?? null;
    const rest = (match?.[3] ?? "").replace(/,/g, " ").replace(/\s+/g, " ").trim().toLowerCase();
    if (rest.length < 2) return [];
    const countries = new Set((query.regionCodes ?? []).map((code) => code.toUpperCase()));
    const found = this.streets.filter(
      (entry) =>
        (countries.size === 0 || countries.has(entry.locality.country)) &&
        entry.searchText.startsWith(rest) &&
        // The ungeocodable test address is on every street.
        (number === null || number === UNGEOCODABLE_NUMBER || Number.parseInt(number, 10) <= entry.street.highestNumber),
    );
    const bias = query.bias;
    const ranked = bias
      ? found
          .map((entry) => ({ entry, distance: distanceMetres(bias, entry.locality) }))
          .sort((a, b) => Number(a.distance > bias.radius) - Number(b.distance > bias.radius) || a.distance - b.distance)
          .map(({ entry }) => entry)
      : found.sort((a, b) => a.searchText.localeCompare(b.searchText) || a.locality.postcode.localeCompare(b.locality.postcode));
    const wanted = new Set(query.primaryTypes ?? []);
    return ranked
      .map((entry): Place => ({
        locality: entry.locality,
        streetIndex: entry.index,
        street: entry.street,
        number,
        unit: number ? unit : null,
      }))
      .filter((place) => wanted.size === 0 || typesOf(place).some((type) => wanted.has(type)))
      .slice(0, MAX_PREDICTIONS)
      .map((place) => ({
        placeId: encodePlaceId(place),
        mainText: streetLine(place),
        secondaryText: `${localityLine(place.locality)}, ${COUNTRY_NAMES[place.locality.country] ?? place.locality.country}`,
        text: formattedAddress(place),
        types: typesOf(place),
      }));
  }

  /** The place a place id names, or undefined for an id the sandbox did not issue. */
  place(placeId: string): Place | undefined {
    if (!/^sbx1_[A-Za-z0-9_-]{1,400}$/.test(placeId)) return undefined;
    const [localityId = "", streetIndex = "", number = "", unit = ""] = Buffer.from(placeId.slice(5), "base64url")
      .toString("utf8")
      .split("|");
    const locality = this.byId.get(localityId);
    const index = Number(streetIndex);
    const street = locality && Number.isInteger(index) ? streetsOf(locality)[index] : undefined;
    if (!locality || !street) return undefined;
    if (number && !/^\d{1,5}[A-Za-z]?$/.test(number)) return undefined;
    if (unit && !/^\d{1,4}[A-Za-z]?$/.test(unit)) return undefined;
    return { locality, streetIndex: index, street, number: number || null, unit: number && unit ? unit : null };
  }
}
