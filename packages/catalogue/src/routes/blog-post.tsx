import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { contentQueries } from "@storefront/api-client/content";
import { useApiClient } from "@storefront/api-client/react";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { useBrand } from "@storefront/ui-kit/brand";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { ContentArticle } from "../content/ContentArticle";
import { postFacts } from "../content/content-facts";
import { contentSocialImage } from "../content/content-fields";
import { contentSlug, loadContentEntry } from "../content/content-loader";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import type { CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { usePageData } from "../page/usePageData";

export const handle: PageHandle = { pageType: "blog" };

export const meta = seoMeta("Blog");

interface ContentPageData extends CataloguePageData {
  html: string;
}

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<ContentPageData> => {
    const { entry, html } = await loadContentEntry(queryClient, api, "blog", contentSlug(args.params.uri));
    return {
      html,
      breadcrumbs: [
        { name: "Blog", uri: "/blog" },
        { name: entry.title, uri: entry.uri },
      ],
      ...pageSeo({ title: entry.title, description: entry.summary, image: contentSocialImage(entry) }),
    };
  });

function BlogPost({ slug }: { slug: string }) {
  const api = useApiClient();
  const brand = useBrand();
  const { html } = usePageData<ContentPageData>();
  const { data: entry } = useSuspenseQuery(contentQueries.entry(api, "blog", slug));
  return <ContentArticle entry={entry} html={html} facts={postFacts(entry, brand)} />;
}

export default function BlogPostRoute() {
  const slug = (useParams().uri ?? "").toLowerCase();
  return (
    <CataloguePage>
      <BlogPost key={slug} slug={slug} />
    </CataloguePage>
  );
}
