import type { PageHandle } from "@storefront/page-kit/page-types";
import { useBrand } from "@storefront/ui-kit/brand";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { postFacts } from "../content/content-facts";
import { ContentList } from "../content/ContentList";
import { prefetchContentList } from "../content/content-loader";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { Lead, PageHeader } from "../page/layout";
import type { CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";

export const handle: PageHandle = { pageType: "blog" };

export const meta = seoMeta("Blog");

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<CataloguePageData> => {
    await prefetchContentList(queryClient, api, args.request, "blog");
    return {
      breadcrumbs: [{ name: "Blog", uri: "/blog" }],
      ...pageSeo({ title: "Blog", description: "Buying guides, care tips and ideas from our buyers and in-store experts." }),
    };
  });

function BlogList() {
  const brand = useBrand();
  return <ContentList kind="blog" label="Blog posts" emptyTitle="No posts yet" facts={(entry) => postFacts(entry, brand)} />;
}

export default function BlogRoute() {
  return (
    <CataloguePage>
      <PageHeader>
        <h1>Blog</h1>
        <Lead>Buying guides, care tips and ideas from our buyers and in-store experts.</Lead>
      </PageHeader>
      <BlogList />
    </CataloguePage>
  );
}
