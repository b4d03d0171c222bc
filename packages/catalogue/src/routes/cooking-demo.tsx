import { useParams } from "react-router";
import { cookingDemoQueries } from "@storefront/api-client/cooking-demos";
import { storeQueries } from "@storefront/api-client/stores";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { DemoDetail } from "../cooking-demos/DemoDetail";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { notFound, optional, required, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";

export const handle: PageHandle = { pageType: "generic" };

export const meta = seoMeta("Cooking demo");

export function demoIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api, brand }): Promise<CataloguePageData> => {
    const id = demoIdOf(args.params.id);
    if (!brand.features.cookingDemos || id === null) notFound();
    // No retry on the server: an unknown demo is a 404 at once.
    const demo = await required(queryClient.fetchQuery({ ...cookingDemoQueries.detail(api, id), retry: false }));
    await optional(queryClient.prefetchQuery(storeQueries.detail(api, demo.store.storeUri)));
    return {
      breadcrumbs: [
        { name: "Cooking demos", uri: "/cooking-demos" },
        { name: demo.title, uri: `/cooking-demos/${demo.id}` },
      ],
      ...pageSeo({ title: demo.title, description: demo.description }),
    };
  });

export default function CookingDemoRoute() {
  const id = demoIdOf(useParams().id) ?? 0;
  return (
    <CataloguePage>
      <DemoDetail key={id} id={id} />
    </CataloguePage>
  );
}
