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
