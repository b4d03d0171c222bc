// Loader-only helpers: this module imports the HTML sanitiser, which must stay out of the browser.
import type { QueryClient } from "@tanstack/react-query";
import { contentQueries, type ContentEntry, type ContentListKind } from "@storefront/api-client/content";
import { productQueries, type ProductDetail } from "@storefront/api-client/product";
import type { ApiClient } from "@storefront/api-client/http";
import { pageSeo } from "@storefront/page-kit/seo";
import { loadCataloguePage } from "../page/catalogue-loader";
import { notFound, optional, required, type CatalogueLoaderArgs } from "../page/load";
import { contentPageOf, CONTENT_PAGE_SIZE } from "./ContentList";
import type { EntryPageData } from "./EntryPage";
import { sanitizeContentHtml } from "@storefront/page-kit/sanitize-html";
import { isSlug } from "../page/slug";

/** A content slug from the address, or the not-found page. */
export function contentSlug(param: string | undefined): string {
  const slug = (param ?? "").toLowerCase();
  if (!isSlug(slug)) notFound();
  return slug;
}

export async function prefetchContentList(queryClient: QueryClient, api: ApiClient, request: Request, kind: ContentListKind) {
  const page = contentPageOf(new URL(request.url).searchParams);
  return required(queryClient.fetchQuery(contentQueries.list(api, kind, page, CONTENT_PAGE_SIZE)));
}

/** One entry, with its body sanitised on the server for the page to show. */
export async function loadContentEntry(
  queryClient: QueryClient,
  api: ApiClient,
  kind: ContentListKind,
  slug: string,
): Promise<{ entry: ContentEntry; html: string }> {
  const entry = await required(queryClient.fetchQuery(contentQueries.entry(api, kind, slug)));
  return { entry, html: sanitizeContentHtml(entry.body) };
}

/**
 * An entry that is a page of its own (`EntryPageRoute`), or the not-found page: an article shares
 * as an article (spec 1 §3), a root-level page as a website.
 */
async function loadEntryPage(args: CatalogueLoaderArgs, kind: "articles" | "pages", param: string | undefined) {
  return loadCataloguePage(args, async ({ queryClient, api }): Promise<EntryPageData> => {
    const { entry, html } = await loadContentEntry(queryClient, api, kind, contentSlug(param));
    return {
      html,
      breadcrumbs: [{ name: entry.title, uri: entry.uri }],
      ...pageSeo({ title: entry.title, description: entry.summary, type: kind === "articles" ? "article" : "website" }),
    };
  });
}

/** /article/:uri. */
export const loadArticlePage = (args: CatalogueLoaderArgs) => loadEntryPage(args, "articles", args.params.uri);

/** A root-level content page: the entry whose slug is the path (/culinary-support). */
export const loadRootPage = (args: CatalogueLoaderArgs) => loadEntryPage(args, "pages", new URL(args.request.url).pathname.split("/")[1]);

/** Prefetches the products of a list of SKUs; the ones that no longer exist are left out. */
export async function prefetchProducts(queryClient: QueryClient, api: ApiClient, skus: readonly string[]): Promise<ProductDetail[]> {
  const products = await Promise.all(skus.map((sku) => optional(queryClient.fetchQuery(productQueries.bySku(api, sku)))));
  return products.filter((product): product is ProductDetail => product !== undefined);
}
