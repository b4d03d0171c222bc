import { sameHostPath } from "@storefront/ui-kit/link";
import { appRootSegments } from "./app-routes";

export { isExternalHref } from "@storefront/ui-kit/link";

/**
 * Spec 1 §2.2: a URL on the same host whose first path segment is a defined route navigates inside
 * the app; anything else is a full page load. Returns the in-app path, or null for a full load.
 */
export function inAppPath(href: string, currentHost: string): string | null {
  const path = sameHostPath(href, currentHost);
  if (path === null) return null;
  const first = path.split(/[/?#]/)[1] ?? "";
  return appRootSegments().has(first) ? path : null;
}

/**
 * The site search as an HTML form (ARCHITECTURE.md decision 11, issue 40 item 2): a GET form to
 * `/search` with the term in `q`. The search route's loader sends the browser where the search
 * service says (spec 1 §4), with JavaScript or without; the search bar submits the same form
 * through the router once the page has hydrated.
 */
export const searchForm = { action: "/search", termField: "q" } as const;
