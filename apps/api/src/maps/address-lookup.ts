import { isProductionStart } from "../environment";
import type { Country } from "../storefronts";

/**
 * The address lookup (spec 2 §7 address autocomplete, issue 44 item 3) as the API sees it: a
 * maps service's places autocomplete and geocoder behind one interface. `PlacesAddressLookup`
 * (./places-address-lookup.ts) speaks the places and geocoding calls of the common hosted maps
 * services; apps/maps-sandbox answers them on one machine.
 */

export interface LookupCircle {
  latitude: number;
  longitude: number;
  /** Metres: spec 2 §9 'Map bias radius 1000'. */
  radius: number;
}

export interface SuggestionRequest {
  input: string;
  /** spec 2 §7: restricted to the storefront's country (AU by default, NZ for an NZ storefront). */
  country: Country;
  /** spec 2 §7: a circle around the saved geolocation. */
  bias?: LookupCircle;
  sessionToken?: string;
}

export interface LookupSuggestion {
  placeId: string;
  mainText: string;
  secondaryText: string;
  description: string;
}

/** spec 2 §7's output of a geocoded place, as the maps service named its parts. */
export interface GeocodedAddress {
  streetAddress: string;
  suburb: string;
  state: string;
  postcode: string;
  country: string;
}

export interface AddressLookup {
  suggest(request: SuggestionRequest): Promise<LookupSuggestion[]>;
  /** The place's address; null when the geocoder finds nothing for it (the storefront then keeps the typed text). */
  geocode(placeId: string, sessionToken?: string): Promise<GeocodedAddress | null>;
}

/** The maps service did not answer, answered an error, or answered something unreadable. */
export class AddressLookupUnavailableError extends Error {
  constructor(
    readonly reason: "timeout" | "unreachable" | "service-error" | "denied" | "unexpected-answer",
    message: string,
  ) {
    super(message);
    this.name = "AddressLookupUnavailableError";
  }
}

/** spec 2 §9: 'Map bias radius 1000' (metres). */
export const MAP_BIAS_RADIUS_METRES = 1000;

/** Where `pnpm start` runs apps/maps-sandbox, and the key it accepts. */
export const DEFAULT_MAPS_SANDBOX_URL = "http://127.0.0.1:4020";
export const DEFAULT_MAPS_SANDBOX_KEY = "maps-sandbox-key";
const DEFAULT_MAPS_TIMEOUT_MS = 5_000;

export interface MapsSettings {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

/**
 * The maps service of the address lookup: MAPS_URL with MAPS_API_KEY (a hosted service, or the
 * sandbox), MAPS_TIMEOUT_MS as each call's deadline. Outside production an unset MAPS_URL is the
 * maps sandbox on its default port with its default key. A production start never falls back to
 * the sandbox (ARCHITECTURE.md decision 12): without MAPS_URL the lookup is off (undefined), the
 * storefronts' AddressLookupEnabled setting is false and shoppers type their address as before.
 */
export function mapsSettingsFromEnv(env: Record<string, string | undefined>): MapsSettings | undefined {
  const configured = env.MAPS_URL?.trim();
  const timeoutMs = env.MAPS_TIMEOUT_MS ? Number(env.MAPS_TIMEOUT_MS) : DEFAULT_MAPS_TIMEOUT_MS;
  if (!(timeoutMs > 0)) throw new Error(`MAPS_TIMEOUT_MS must be a number of milliseconds, not ${JSON.stringify(env.MAPS_TIMEOUT_MS)}.`);
  if (configured) {
    const apiKey = env.MAPS_API_KEY?.trim();
    if (!apiKey) throw new Error("MAPS_URL needs MAPS_API_KEY: the maps service refuses calls without its key.");
    return { baseUrl: configured, apiKey, timeoutMs };
  }
  if (isProductionStart(env)) return undefined;
  return { baseUrl: DEFAULT_MAPS_SANDBOX_URL, apiKey: env.MAPS_API_KEY?.trim() || DEFAULT_MAPS_SANDBOX_KEY, timeoutMs };
}
