import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { recipeFacts } from "../content/content-facts";
import { ContentList } from "../content/ContentList";
import { prefetchContentList } from "../content/content-loader";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { Lead, PageHeader } from "../page/layout";
import type { CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";

export const handle: PageHandle = { pageType: "generic" };

export const meta = seoMeta("Recipes");

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<CataloguePageData> => {
    await prefetchContentList(queryClient, api, args.request, "recipes");
    return {
      breadcrumbs: [{ name: "Recipes", uri: "/recipes" }],
      ...pageSeo({ title: "Recipes", description: "Recipes from our home economists, tested in the appliances we sell." }),
    };
  });

export default function RecipesRoute() {
  return (
    <CataloguePage>
      <PageHeader>
        <h1>Recipes</h1>
        <Lead>Weeknight dinners, weekend projects and baking, tested in the appliances we sell.</Lead>
      </PageHeader>
      <ContentList kind="recipes" label="Recipes" emptyTitle="No recipes yet" facts={recipeFacts} />
    </CataloguePage>
  );
}
