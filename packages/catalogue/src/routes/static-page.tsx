import { useParams } from "react-router";
import { shellQueries } from "@storefront/api-client/content";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { RichText } from "../content/RichText";
import { sanitizeContentHtml } from "@storefront/page-kit/sanitize-html";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { PageHeader } from "../page/layout";
import { notFound, required, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { usePageData } from "../page/usePageData";
import { isSlug } from "../page/slug";

export const handle: PageHandle = { pageType: "static" };

export const meta = seoMeta("Page");

interface StaticPageData extends CataloguePageData {
  html: string;
}

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<StaticPageData> => {
    const slug = (args.params.uri ?? "").toLowerCase();
    if (!isSlug(slug)) notFound();
    const page = await required(queryClient.fetchQuery(shellQueries.staticPage(api, slug)));
    // spec 1 §3: a static page shares as an article. Its HTML is sanitised here, on the server.
    return {
      html: sanitizeContentHtml(page.body),
      breadcrumbs: [{ name: page.title, uri: page.uri }],
      ...pageSeo({ title: page.title, description: page.summary, type: "article" }),
    };
  });

function StaticPage({ slug }: { slug: string }) {
  const { html, title } = usePageData<StaticPageData>();
  return (
    <article aria-labelledby="static-title" data-slug={slug}>
      <PageHeader>
        <h1 id="static-title">{title}</h1>
      </PageHeader>
      <RichText html={html} />
    </article>
  );
}

export default function StaticPageRoute() {
  const slug = (useParams().uri ?? "").toLowerCase();
  return (
    <CataloguePage>
      <StaticPage key={slug} slug={slug} />
    </CataloguePage>
  );
}
