import type { PageHandle } from "@storefront/page-kit/page-types";
import { useBrand } from "@storefront/ui-kit/brand";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { catalogueFacts } from "../content/content-facts";
import { ContentList } from "../content/ContentList";
import { prefetchContentList } from "../content/content-loader";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { Lead, PageHeader } from "../page/layout";
import type { CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";

export const handle: PageHandle = { pageType: "generic" };

export const meta = seoMeta("Catalogues");

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<CataloguePageData> => {
    await prefetchContentList(queryClient, api, args.request, "catalogues");
    return {
      breadcrumbs: [{ name: "Catalogues", uri: "/catalogue" }],
      ...pageSeo({ title: "Catalogues", description: "Browse our current catalogues online and shop their offers." }),
    };
  });

function Catalogues() {
  const brand = useBrand();
  return (
    <ContentList
      kind="catalogues"
      label="Catalogues"
      emptyTitle="No catalogues right now"
      facts={(entry) => catalogueFacts(entry, brand)}
    />
  );
}

export default function CataloguesRoute() {
  return (
    <CataloguePage>
      <PageHeader>
        <h1>Catalogues</h1>
        <Lead>Our current catalogues, online: every offer, while stocks last.</Lead>
      </PageHeader>
      <Catalogues />
    </CataloguePage>
  );
}
