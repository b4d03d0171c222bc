import { errorAnswers } from "@storefront/api-contract/common";
import {
  SITEMAP_KINDS,
  SITEMAP_PAGE_SIZE,
  SitemapIndex,
  SitemapIndexQuery,
  SitemapPage,
  SitemapPageParams,
  SitemapPageQuery,
} from "@storefront/api-contract/sitemap";
import type { AppContext } from "../context";
import { found } from "../http/errors";
import { documented, type TypedApp } from "../http/schemas";
import { pageCount, sitemapPaths } from "../seo/sitemap-paths";

const doc = documented("seo");

/** The storefront's sitemap paths, paged at the protocol's 50,000 URLs; a storefront asks for a file's paths in parts (`pageSize` 5,000), the tests for small pages. */
export function registerSitemapRoutes(api: TypedApp, context: AppContext): void {
  const paths = sitemapPaths(context);

  api.get(
    "/api/sitemap",
    doc("How many sitemap pages each kind of page fills on this storefront", {
      querystring: SitemapIndexQuery,
      response: { 200: SitemapIndex, ...errorAnswers },
    }),
    async ({ storefront, query }) => {
      const pageSize = query.pageSize ?? SITEMAP_PAGE_SIZE;
      const kinds = await Promise.all(
        SITEMAP_KINDS.map(async (kind) => {
          const totalCount = await paths.totalCount(kind, storefront);
          return { kind, totalCount, pages: pageCount(totalCount, pageSize) };
        }),
      );
      return { pageSize, kinds };
    },
  );

  api.get(
    "/api/sitemap/:kind",
    doc("One page of the storefront's paths of a kind, for its sitemap", {
      params: SitemapPageParams,
      querystring: SitemapPageQuery,
      response: { 200: SitemapPage, ...errorAnswers },
    }),
    async ({ storefront, params, query }) => {
      const page = query.page ?? 1;
      return found(
        await paths.page(params.kind, storefront, page, query.pageSize ?? SITEMAP_PAGE_SIZE),
        `No page ${page} of the ${params.kind} sitemap`,
      );
    },
  );
}
