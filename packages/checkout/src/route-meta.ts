import { pageMeta } from "@storefront/page-kit/seo";

/** '{title} | {company}' (spec 2 §2: 'Checkout | {company}'); personal pages are not indexed. */
export function checkoutMeta(title: string) {
  return pageMeta(title, { robots: "noindex, nofollow" });
}
