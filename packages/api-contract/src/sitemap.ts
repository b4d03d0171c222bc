/** The paths a storefront's sitemaps list (issue 17): the storefront renders them as XML under its own origin. */
import { StringEnum, Type, type Static } from "./common";

/** The sitemaps protocol's limit of URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_PAGE_SIZE = 50_000;

export const SITEMAP_KINDS = ["products", "categories", "brands", "content"] as const;
export const SitemapKind = StringEnum(SITEMAP_KINDS);
export type SitemapKind = Static<typeof SitemapKind>;

/** One page of a storefront: its path and, where the data has one, the day it last changed. */
export const SitemapEntry = Type.Object({ path: Type.String(), lastModified: Type.Optional(Type.String()) });
export type SitemapEntry = Static<typeof SitemapEntry>;

const PageSize = Type.Integer({ minimum: 1, maximum: SITEMAP_PAGE_SIZE, default: SITEMAP_PAGE_SIZE });

/** GET /api/sitemap?pageSize=. */
export const SitemapIndexQuery = Type.Object({ pageSize: Type.Optional(PageSize) });
export const SitemapIndex = Type.Object({
  pageSize: Type.Integer(),
  kinds: Type.Array(Type.Object({ kind: SitemapKind, totalCount: Type.Integer(), pages: Type.Integer() })),
});
export type SitemapIndex = Static<typeof SitemapIndex>;

/** GET /api/sitemap/:kind?page=&pageSize=. */
export const SitemapPageParams = Type.Object({ kind: SitemapKind });
export const SitemapPageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(PageSize),
});
export const SitemapPage = Type.Object({
  kind: SitemapKind,
  page: Type.Integer(),
  totalCount: Type.Integer(),
  items: Type.Array(SitemapEntry),
});
export type SitemapPage = Static<typeof SitemapPage>;
