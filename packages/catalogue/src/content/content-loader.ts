// Loader-only helpers: this module imports the HTML sanitiser, which must stay out of the browser.
import type { QueryClient } from "@tanstack/react-query";
import { contentQueries, type ContentEntry, type ContentListKind } from "@storefront/api-client/content";
import { productQueries, type ProductDetail } from "@storefront/api-client/product";
import type { ApiClient } from "@storefront/api-client/http";
import { notFound, optional, required } from "../page/load";
import { contentPageOf, CONTENT_PAGE_SIZE } from "./ContentList";
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

/** Prefetches the products of a list of SKUs; the ones that no longer exist are left out. */
export async function prefetchProducts(queryClient: QueryClient, api: ApiClient, skus: readonly string[]): Promise<ProductDetail[]> {
  const products = await Promise.all(skus.map((sku) => optional(queryClient.fetchQuery(productQueries.bySku(api, sku)))));
  return products.filter((product): product is ProductDetail => product !== undefined);
}
