/**
 * Building blocks for route JSON schemas. Each pattern carries the message the API answers when a
 * value does not match, so a 400 reads as a sentence rather than a regular expression.
 */

/** Free text a person types (names, messages): no markup and no SQL statement breakers. */
export const SAFE_TEXT_PATTERN = "^(?!.*(--|/\\*|\\*/))[^<>;\\\\]*$";
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

export const PATTERN_MESSAGES: Record<string, string> = {
  [SAFE_TEXT_PATTERN]: "must not contain HTML or SQL control characters (< > ; \\ -- /*)",
  [SKU_PATTERN]: "must be a SKU of up to 40 letters, digits, hyphens or slashes",
  [SLUG_PATTERN]: "must be lower-case letters and digits separated by hyphens",
  [SLUG_PATH_PATTERN]: "must be lower-case slugs separated by slashes",
  [SLUG_LIST_PATTERN]: "must be lower-case slugs separated by commas",
  [LOCALITY_ID_PATTERN]: "must be a locality id of the form postcode_SUBURB",
  [ISO_DATE_PATTERN]: "must be a date as YYYY-MM-DD",
  [POSTCODE_PATTERN]: "must be a postcode of four digits",
  [LOOSE_DATE_PATTERN]: "must be a date as YYYY-M-D",
  [SITE_PATH_PATTERN]: "must be a site path starting with / without spaces, quotes or markup",
};

export const safeText = (maxLength: number, minLength = 0) =>
  ({ type: "string", minLength, maxLength, pattern: SAFE_TEXT_PATTERN }) as const;
export const skuString = { type: "string", pattern: SKU_PATTERN, maxLength: 40 } as const;
export const slugString = { type: "string", pattern: SLUG_PATTERN, maxLength: 120 } as const;
export const idInteger = { type: "integer", minimum: 1, maximum: 2147483647 } as const;

export const messageSchema = {
  type: "object",
  properties: { message: { type: "string" } },
  required: ["message"],
} as const;
export const messagesSchema = { type: "array", items: { type: "string" } } as const;

/** The error answers every route can give: 400 messages, 404 message. */
export const errorResponses = {
  400: { description: "Invalid request: a list of messages", ...messagesSchema },
  404: { description: "Unknown resource", ...messageSchema },
} as const;
