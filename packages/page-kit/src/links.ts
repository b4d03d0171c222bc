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
