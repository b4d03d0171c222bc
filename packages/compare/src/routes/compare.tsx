import type { MetaDescriptor } from "react-router";
import { compareQueries } from "@storefront/api-client/browsing";
import { companyNameOf, loadPage, pageTitle, PageDataBoundary, type MetaMatch, type PageLoaderArgs } from "@storefront/api-client/page-data";
import { skusFromLocation } from "../compare-rules";
import { ComparePage, comparePageTexts } from "../ComparePage";

/** Page type of spec 3 §2 (the shell's PageHandle, written out: this package sits below the shell). */
export const handle = { pageType: "productComparison" as const };

/** 'Compare products | {company}' (spec 3 §9), the company from the root loader. */
export function meta({ matches }: { matches: ReadonlyArray<MetaMatch | undefined> }): MetaDescriptor[] {
  return [{ title: pageTitle(comparePageTexts.title, companyNameOf(matches)) }, { name: "robots", content: "noindex, follow" }];
}

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
