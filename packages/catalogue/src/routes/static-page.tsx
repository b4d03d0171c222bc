import { shellQueries } from "@storefront/api-client/content";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { sanitizeContentHtml } from "@storefront/page-kit/sanitize-html";
import { EntryPageRoute, type EntryPageData } from "../content/EntryPage";
import { loadCataloguePage } from "../page/catalogue-loader";
import { notFound, required, type CatalogueLoaderArgs } from "../page/load";
import { isSlug } from "../page/slug";

export const handle: PageHandle = { pageType: "static" };

export const meta = seoMeta("Page");

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<EntryPageData> => {
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

export default EntryPageRoute;
