import { compareQueries } from "@storefront/api-client/compare";
import { loadPage, PageDataBoundary, type PageLoaderArgs } from "@storefront/page-kit/page-data";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { shopperAction, type ShopperActionArgs } from "@storefront/page-kit/shopper-action";
import { shopperClientAction } from "@storefront/page-kit/use-shopper-action";
import { runCompareAction, type CompareActionAnswer } from "../compare-action";
import { COMPARE_ACTION_PATH } from "../compare-texts";
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

/**
 * The compare list's action (issue 40): every tick and tray remove button posts here, with or
 * without JavaScript (page-kit's shopperAction refuses other sites, relays the API's cookies and
 * answers a post without JavaScript with a redirect back to its page).
 */
export const action = (args: ShopperActionArgs) =>
  shopperAction<CompareActionAnswer>(args, { fallbackPath: COMPARE_ACTION_PATH }, runCompareAction);

/** The hydrated page's submissions run the same action and hand its outcome to the tick that sent it. */
export const clientAction = shopperClientAction;

export default function CompareRoute() {
  return (
    <PageDataBoundary>
      <ComparePage />
    </PageDataBoundary>
  );
}
