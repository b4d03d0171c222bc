/**
 * The address lookup (spec 2 §7 address autocomplete, spec 1 §8 maps errors; issue 44 item 3):
 * which typed text is looked up, the maps error's words, and the sanitised place the address falls
 * back to when the geocoder fails. The API checks the same characters (api-contract's
 * ADDRESS_INPUT_PATTERN is built from ADDRESS_CHARACTERS).
 */
import { checkoutLimits } from "./checkout";

/** What an address holds as typed: letters (with accents and macrons), digits, spaces and . , ' / # & ( ) -. Ours. */
export const ADDRESS_CHARACTERS = "A-Za-z0-9\\u00C0-\\u017F .,'/#&()-";

export const addressLookupLimits = {
  /** Ours, as the suburb search (spec 2 §5: more than 2 characters). */
  searchFrom: checkoutLimits.suburbSearchAfter + 1,
  /** Ours: no address is longer. */
  inputMax: 100,
} as const;

/** spec 1 §8 and spec 2 §8 'Maps error', to the character. */
export const MAPS_ERROR_MESSAGE = "An error occurred while looking up this address. Please check the address and try again.";

const allowed = new RegExp(`^[${ADDRESS_CHARACTERS}]*$`);
const notAllowed = new RegExp(`[^${ADDRESS_CHARACTERS}]`, "g");

/** Whether typed text is sent to the lookup: long enough, not too long, and only address characters. */
export function isAddressLookupInput(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= addressLookupLimits.searchFrom && trimmed.length <= addressLookupLimits.inputMax && allowed.test(trimmed);
}

/**
 * spec 2 §7 'falls back to the sanitised place': the place's street part (before the first
 * comma), without characters an address does not hold, spaces collapsed, cut to the address
 * limit (50, or 35 with a Miele product in the cart).
 */
export function sanitisedPlaceAddress(place: string, max: number = checkoutLimits.addressMax): string {
  const [street = ""] = place.split(",");
  return street.replace(notAllowed, " ").replace(/\s+/g, " ").trim().slice(0, max).trim();
}
