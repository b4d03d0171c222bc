import { appRootSegments } from "./app-routes";

/** A link is external when it starts with http or https (spec 1 §2.2, spec 3 §4). */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href.trim());
}

/**
 * Spec 1 §2.2: a URL on the same host whose first path segment is a defined route navigates inside
 * the app; anything else is a full page load. Returns the in-app path, or null for a full load.
 */
export function inAppPath(href: string, currentHost: string): string | null {
  let url: URL;
  try {
    url = new URL(href, `http://${currentHost}`);
  } catch {
    return null;
  }
  if (url.host !== currentHost || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  const first = url.pathname.split("/")[1] ?? "";
  return appRootSegments().has(first) ? `${url.pathname}${url.search}${url.hash}` : null;
}
