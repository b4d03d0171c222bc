import { isExternalHref } from "@storefront/validation/links";

export { isExternalHref };

/** Characters a path, query and fragment keep as written when the URL parser reads them. */
const PLAIN_PATH = /^\/(?!\/)[\w\-.~!$&()*+,;=:@%/?#]*$/;
/** What the parser rewrites: dot segments (also escaped) and an empty query or fragment. */
const REWRITTEN = /\/\.|%2e|\?#|[?#]$/i;

/**
 * A path on this site that the URL parser gives back unchanged ('/c/kitchen?brand=Smeg'): most
 * links of a page are, and parsing each one cost a listing's hydration some 30 ms on a phone.
 */
export function isPlainPath(href: string): boolean {
  return PLAIN_PATH.test(href) && !REWRITTEN.test(href);
}

/**
 * The default in-app rule when the app gives none: an http(s) address on this host (a path such
 * as `/stores`, or the full address) navigates inside the app; anything else is a full page load.
 */
export function sameHostPath(href: string, host: string): string | null {
  if (isPlainPath(href)) return href;
  let url: URL;
  try {
    url = new URL(href, `http://${host}`);
  } catch {
    return null;
  }
  if (url.host !== host || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a link goes: `app` navigates inside the app with the router, `external` leaves for
 * another site, `document` is a full page load on this site (or a mailto:, tel:, #fragment).
 */
export type LinkDestination = { kind: "app"; to: string } | { kind: "external" } | { kind: "document" };

export type InAppPathRule = (href: string, host: string) => string | null;

/** Classifies an address; without a rule (no router given) nothing is in-app. */
export function linkDestination(href: string, host: string, inAppPath: InAppPathRule | null): LinkDestination {
  // A fragment or query alone stays relative to the current page, as the browser resolves it.
  const local = href.startsWith("#") || href.startsWith("?");
  const to = inAppPath && !local ? inAppPath(href, host) : null;
  if (to !== null) return { kind: "app", to };
  return isExternalHref(href) ? { kind: "external" } : { kind: "document" };
}
