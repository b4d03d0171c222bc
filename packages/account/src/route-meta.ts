import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";

/** Page type of spec 3 §2 for every sign-in page. */
/** The account pages: about the customer, not where they shop, so without the locality suggestion (spec 3 §2 route data). */
export const accountsHandle: PageHandle = { pageType: "accounts", hideLocalitySuggestion: true };

/** '{title} | {company}' (spec 3 §9); sign-in pages are not indexed. */
export function accountMeta(title: string) {
  return pageMeta(title, { robots: "noindex, nofollow" });
}
