/**
 * The patterns of identifiers the API takes in paths and queries, each with the sentence the API
 * answers when a value does not match, so a 400 reads as a sentence rather than a regular
 * expression.
 */
import { ADDRESS_CHARACTERS } from "@storefront/validation/address-lookup";
import { Type } from "./common";

/** SKUs: letters, digits and hyphens; a slash is allowed (spec 1 §2.5 URL-encodes it). */
export const SKU_PATTERN = "^[A-Za-z0-9][A-Za-z0-9/-]{0,39}$";
/** URL slugs and store URIs. */
export const SLUG_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$";
/** Category paths and other slash-separated slugs. */
export const SLUG_PATH_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*)*$";
/** Comma-separated slugs, e.g. facet filters brand=korrin,veldt. */
export const SLUG_LIST_PATTERN = "^[a-z0-9-]+(,[a-z0-9-]+)*$";
/** spec 1 §3: geolocation ids postcode_SUBURB. */
export const LOCALITY_ID_PATTERN = "^[0-9]{4}_[A-Z0-9' ()-]{1,60}$";
export const ISO_DATE_PATTERN = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$";
/** Australian and New Zealand postcodes: four digits. */
export const POSTCODE_PATTERN = "^[0-9]{4}$";
/** spec 1 §7 product by slug: date=YYYY-M-D (unpadded month and day allowed). */
export const LOOSE_DATE_PATTERN = "^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}$";
/** Site paths for redirects: start with /, no markup, quotes or whitespace. */
export const SITE_PATH_PATTERN = "^/[A-Za-z0-9/_.~%+-]{0,300}$";
/** Ids the database keeps as uuid (carts, sessions): a value of another form would make it answer 500 (issue 18 item 3). */
export const UUID_PATTERN = "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$";
const UUID = new RegExp(UUID_PATTERN);
/**
 * A UUID as the API writes one (`randomUUID`: lower case): the form its session cookies, tokens and
 * carts carry, so one that differs only in case was not written by it.
 */
export function isCanonicalUuid(value: string): boolean {
  return UUID.test(value) && value === value.toLowerCase();
}
/** Phone numbers as typed: digits, spaces, brackets and a leading plus; the phone rules run after. */
export const PHONE_INPUT_PATTERN = "^[0-9+ ()]*$";
/** Chat app ids as Intercom writes them: letters, digits and hyphens (the fallback is 'sf-storefront-chat'). */
export const APP_ID_PATTERN = "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$";
/** An address as typed into the address lookup (issue 44): letters (with accents and macrons), digits, spaces and . , ' / # & ( ) -. */
export const ADDRESS_INPUT_PATTERN = `^[${ADDRESS_CHARACTERS}]*$`;
/** A maps service's place id: letters, digits, underscores and hyphens. */
export const PLACE_ID_PATTERN = "^[A-Za-z0-9_-]+$";
/** Text with at least one character that is not white space (a message of spaces says nothing). */
export const NOT_BLANK_PATTERN = "\\S";

export const PATTERN_MESSAGES: Record<string, string> = {
  [SKU_PATTERN]: "must be a SKU of up to 40 letters, digits, hyphens or slashes",
  [SLUG_PATTERN]: "must be lower-case letters and digits separated by hyphens",
  [SLUG_PATH_PATTERN]: "must be lower-case slugs separated by slashes",
  [SLUG_LIST_PATTERN]: "must be lower-case slugs separated by commas",
  [LOCALITY_ID_PATTERN]: "must be a locality id of the form postcode_SUBURB",
  [ISO_DATE_PATTERN]: "must be a date as YYYY-MM-DD",
  [POSTCODE_PATTERN]: "must be a postcode of four digits",
  [LOOSE_DATE_PATTERN]: "must be a date as YYYY-M-D",
  [SITE_PATH_PATTERN]: "must be a site path starting with / without spaces, quotes or markup",
  [PHONE_INPUT_PATTERN]: "may only contain digits, spaces, brackets and a leading +",
  [UUID_PATTERN]: "must be an id of 32 hexadecimal digits in groups of 8-4-4-4-12",
  [APP_ID_PATTERN]: "must be an app id of letters, digits and hyphens",
  [NOT_BLANK_PATTERN]: "must not be blank",
  [ADDRESS_INPUT_PATTERN]: "may only contain letters, digits, spaces and . , ' / # & ( ) -",
  [PLACE_ID_PATTERN]: "must be a place id of letters, digits, underscores and hyphens",
};

export const Sku = Type.String({ pattern: SKU_PATTERN, maxLength: 40 });
export const Slug = Type.String({ pattern: SLUG_PATTERN, maxLength: 120 });
export const IsoDate = Type.String({ pattern: ISO_DATE_PATTERN, maxLength: 10 });
export const SitePath = Type.String({ pattern: SITE_PATH_PATTERN, maxLength: 300 });
export const PhoneInput = Type.String({ pattern: PHONE_INPUT_PATTERN, maxLength: 20 });
export const Uuid = Type.String({ pattern: UUID_PATTERN, maxLength: 36 });
