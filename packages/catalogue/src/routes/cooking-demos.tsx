import { catalogueQueries } from "@storefront/api-client/catalogue";
import { cookingDemoQueries } from "@storefront/api-client/cooking-demos";
import { storeQueries } from "@storefront/api-client/stores";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { DemoList } from "../cooking-demos/DemoList";
import { readDemoFilter, toCookingDemoFilter } from "../cooking-demos/demo-filter";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { Lead, PageHeader } from "../page/layout";
import { keepDataOnQueryChange, notFound, optional, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";

export const handle: PageHandle = { pageType: "generic" };

export const meta = seoMeta("Cooking demos");

export const shouldRevalidate = keepDataOnQueryChange;

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api, brand }): Promise<CataloguePageData> => {
    // Cooking demos run only where the brand has them (BRANDS.md).
    if (!brand.features.cookingDemos) notFound();
    const filter = toCookingDemoFilter(readDemoFilter(new URL(args.request.url).searchParams));
    // A failed read leaves the list to the browser, which retries once before showing the failure.
    await Promise.all([
      optional(queryClient.prefetchQuery(cookingDemoQueries.list(api, filter))),
      optional(queryClient.prefetchQuery(storeQueries.list(api))),
      optional(queryClient.prefetchQuery(catalogueQueries.manufacturers(api))),
    ]);
    return {
      breadcrumbs: [{ name: "Cooking demos", uri: "/cooking-demos" }],
      ...pageSeo({
        title: "Cooking demos",
        description: "Free and paid cooking classes, masterclasses and product demonstrations in our stores.",
      }),
    };
  });

export default function CookingDemosRoute() {
  return (
    <CataloguePage>
      <PageHeader>
        <h1>Cooking demos</h1>
        <Lead>Masterclasses, cooking classes and product demonstrations with our home economists, in store and online.</Lead>
      </PageHeader>
      <DemoList />
    </CataloguePage>
  );
}
