import { compareQueries } from "@storefront/api-client/compare";
import { loadPage, PageDataBoundary, type PageLoaderArgs } from "@storefront/page-kit/page-data";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { skusFromLocation } from "../compare-rules";
import { ComparePage, comparePageTexts } from "../ComparePage";

export const handle: PageHandle = { pageType: "productComparison" };

/** 'Compare products | {company}' (spec 3 §9); the page is not indexed, its products are. */
export const meta = pageMeta(comparePageTexts.title, { robots: "noindex, follow" });

/**
 * The compared products are fetched on the server, so /compare?sku=a~b~c and /comparison/a/b
 * arrive rendered. A failed read is left to the page, which shows its error state and retries in
 * the browser.
 */
export function loader(args: PageLoaderArgs) {
  return loadPage(args, async ({ queryClient, api }) => {
    const url = new URL(args.request.url);
    const skus = skusFromLocation(url.pathname, url.search);
    if (skus.length > 0) await queryClient.prefetchQuery(compareQueries.products(api, skus));
    return { skus };
  });
}

export default function CompareRoute() {
  return (
    <PageDataBoundary>
      <ComparePage />
    </PageDataBoundary>
  );
}
