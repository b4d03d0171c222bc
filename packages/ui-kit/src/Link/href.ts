import { isExternalHref } from "@storefront/validation/links";

export { isExternalHref };

/**
 * The default in-app rule when the app gives none: an http(s) address on this host (a path such
 * as `/stores`, or the full address) navigates inside the app; anything else is a full page load.
 */
export function sameHostPath(href: string, host: string): string | null {
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
