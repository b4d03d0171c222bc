/** A link is external when it starts with http or https (spec 1 §2.2, spec 3 §4): the one rule the kit's links, the page contract and the API client's redirect lookup share. */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href.trim());
}

/**
 * An address is malformed when a `%` does not start a valid UTF-8 escape (`/c/%E0%A4%A`): no page
 * can be named by it, so the storefront answers 400 rather than guessing (issue 18 item 2).
 */
export function hasMalformedPercentEncoding(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * The longest path segment an address of the shop has: slugs, ids and search terms are all
 * shorter. The API's router refuses a longer one (414) and the storefront answers its not-found
 * page for one (issue 41 item 4).
 */
export const PATH_SEGMENT_MAX_LENGTH = 100;

/** A path (or one route parameter, a splat's segments joined by '/') with a segment longer than any address of the shop has. */
export function hasOverlongSegment(path: string): boolean {
  return path.split("/").some((segment) => segment.length > PATH_SEGMENT_MAX_LENGTH);
}

/**
 * spec 1 §2.10: a store's directions link, a maps search opened in a new tab, to the store's
 * coordinates when known, else to its address (the header's store blurb and the store pages alike).
 */
export function directionsUrl(store: { latitude?: number; longitude?: number; fullAddress: string }): string {
  const destination =
    store.latitude !== undefined && store.longitude !== undefined ? `${store.latitude},${store.longitude}` : store.fullAddress;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** A tel: link from a phone number as the shop writes it, with spaces and brackets: '(03) 8563 4160' → 'tel:0385634160'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
