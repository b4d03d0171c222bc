import { escapeHtml } from "@storefront/validation/html";

/** The kinds of sitemap the API pages (apps/api/src/routes/sitemap.ts), in the index's order. */
export const SITEMAP_KINDS = ["products", "categories", "brands", "content"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

export interface SitemapCounts {
  kinds: { kind: string; pages: number }[];
}

/** Where a sitemap page lives on the storefront: /sitemaps/products-1.xml. */
export function sitemapPath(kind: SitemapKind, page: number): string {
  return `/sitemaps/${kind}-${page}.xml`;
}

/** The kind and page of a sitemap path, or undefined for any other path. */
export function parseSitemapPath(path: string): { kind: SitemapKind; page: number } | undefined {
  const match = /^\/sitemaps\/([a-z]+)-([1-9][0-9]{0,4})\.xml$/.exec(path);
  const kind = SITEMAP_KINDS.find((known) => known === match?.[1]);
  return kind && match ? { kind, page: Number(match[2]) } : undefined;
}

/**
 * Paths that are personal, staff-only, endless combinations or not pages at all: /search covers
 * the results pages (/search/{term}) and the search form's GET (/search?q=term), which only redirects.
 */
const DISALLOWED = ["/api/", "/account", "/customer/", "/compare", "/comparison/", "/search", "/project", "/performance-dashboard"];

/** /robots.txt: crawl the shop, skip the personal and staff pages, and here is the sitemap. */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", ...DISALLOWED.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

/** /sitemap.xml: the sitemap index naming every page of every kind (sitemaps.org protocol). */
export function sitemapIndexXml(origin: string, counts: SitemapCounts): string {
  const entries = SITEMAP_KINDS.flatMap((kind) => {
    const pages = counts.kinds.find((entry) => entry.kind === kind)?.pages ?? 1;
    return Array.from(
      { length: pages },
      (_, index) => `<sitemap><loc>${escapeHtml(origin + sitemapPath(kind, index + 1))}</loc></sitemap>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** The sitemaps protocol's limit of URLs in one sitemap file (sitemaps.org): the storefront's files hold this many. */
export const SITEMAP_FILE_SIZE = 50_000;

/** A sitemap file is URLSET_START, its URLs (urlsetEntriesXml, written as they come) and URLSET_END. */
export const URLSET_START = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
export const URLSET_END = `</urlset>\n`;

/** Some of a sitemap's URLs, absolute on the storefront's own origin, one a line. */
export function urlsetEntriesXml(origin: string, entries: SitemapEntry[]): string {
  return entries
    .map(
      ({ path, lastModified }) =>
        `<url><loc>${escapeHtml(origin + path)}</loc>${lastModified ? `<lastmod>${escapeHtml(lastModified)}</lastmod>` : ""}</url>\n`,
    )
    .join("");
}
