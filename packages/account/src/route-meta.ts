import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";

/** Page type of spec 3 §2 for every sign-in page. */
export const accountsHandle: PageHandle = { pageType: "accounts" };

/** '{title} | {company}' (spec 3 §9); sign-in pages are not indexed. */
export function accountMeta(title: string) {
  return pageMeta(title, { robots: "noindex, nofollow" });
}
