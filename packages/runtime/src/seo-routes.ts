import type { NextFunction, Request, Response } from "express";
import { BRAND_HEADER } from "./app-config";
import { faviconIco, type FaviconDesign } from "./favicon";
import {
  parseSitemapPath,
  robotsTxt,
  SITEMAP_FILE_SIZE,
  sitemapIndexXml,
  URLSET_END,
  URLSET_START,
  urlsetEntriesXml,
  type SitemapCounts,
  type SitemapEntry,
} from "./seo-files";

export interface SeoFilesOptions {
  /** Base URL of the commerce API, which answers the paths (GET /api/sitemap/{kind}). */
  api: string;
  brand: string;
  /** The storefront's public origin (PUBLIC_ORIGIN), never the request's Host header. */
  origin: string;
  favicon: FaviconDesign;
  timeoutMs?: number;
}

export const SITEMAP_UNAVAILABLE_MESSAGE = "The sitemap is not available right now. Please try again later.";

/** Crawlers read these files a few times a day: an hour lets a CDN answer most of them. */
const CACHE_CONTROL = "public, max-age=3600";

/**
 * A sitemap file of up to 50,000 URLs is asked of the API in parts of this many and each part is
 * written as it comes, so neither process holds a whole file (issue 43 item 1: 100,000 products).
 */
export const SITEMAP_PART_SIZE = 5_000;
const PARTS_PER_FILE = SITEMAP_FILE_SIZE / SITEMAP_PART_SIZE;

/** Writes a chunk and, when the socket's buffer is full, waits until it empties (or the client has gone). */
async function write(res: Response, chunk: string): Promise<void> {
  if (res.write(chunk) || res.destroyed) return;
  await new Promise<void>((done) => {
    const finish = () => {
      res.off("drain", finish).off("close", finish);
      done();
    };
    res.on("drain", finish).on("close", finish);
  });
}

class ApiAnswered extends Error {
  constructor(readonly status: number) {
    super(`API answered ${status}`);
  }
}

/**
 * Express middleware serving /robots.txt, /favicon.ico, /sitemap.xml (the sitemap index) and
 * /sitemaps/{kind}-{page}.xml (issue 17 item 6), each for this storefront's brand and origin.
 * The API answers the paths; the storefront writes the XML, a file's paths part by part.
 */
export function seoFiles({ api, brand, origin, favicon, timeoutMs = 5000 }: SeoFilesOptions) {
  const icon = faviconIco(favicon);
  const robots = robotsTxt(origin);

  async function fromApi<T>(path: string): Promise<T> {
    const response = await fetch(`${api}${path}`, {
      headers: { [BRAND_HEADER]: brand, accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new ApiAnswered(response.status);
    return (await response.json()) as T;
  }

  const xmlHeaders = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL };

  /** The part of a sitemap file: the API's page of SITEMAP_PART_SIZE paths that falls in it. */
  const part = (kind: string, file: number, index: number) =>
    fromApi<{ items: SitemapEntry[] }>(
      `/api/sitemap/${kind}?page=${(file - 1) * PARTS_PER_FILE + index + 1}&pageSize=${SITEMAP_PART_SIZE}`,
    );

  /**
   * Whether the path is a sitemap; answers it if so. The first part is read before the status is
   * sent (an API 404, a page past the last, is the storefront's not-found page; an API failure a
   * 503); a later part that fails ends the answer unfinished, which a crawler counts as an error.
   */
  async function sitemap(path: string, res: Response): Promise<boolean> {
    if (path === "/sitemap.xml") {
      const counts = await fromApi<SitemapCounts>(`/api/sitemap?pageSize=${SITEMAP_FILE_SIZE}`);
      res.set(xmlHeaders).send(sitemapIndexXml(origin, counts));
      return true;
    }
    const file = parseSitemapPath(path);
    if (!file) return false;
    let items = (await part(file.kind, file.page, 0)).items;
    res.set(xmlHeaders).status(200);
    await write(res, URLSET_START);
    for (let index = 1; ; index++) {
      await write(res, urlsetEntriesXml(origin, items));
      if (res.destroyed) return true;
      if (items.length < SITEMAP_PART_SIZE || index === PARTS_PER_FILE) break;
      try {
        items = (await part(file.kind, file.page, index)).items;
      } catch (error) {
        // Past the last part of a file that ends on a part's boundary: the API has no such page.
        if (error instanceof ApiAnswered && error.status === 404) break;
        res.destroy(error instanceof Error ? error : undefined);
        return true;
      }
    }
    res.end(URLSET_END);
    return true;
  }

  return async function seoFilesMiddleware(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path === "/robots.txt") {
      res.set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL }).send(robots);
      return;
    }
    if (req.path === "/favicon.ico") {
      res.set({ "Content-Type": "image/x-icon", "Cache-Control": "public, max-age=86400" }).send(icon);
      return;
    }
    if (req.path !== "/sitemap.xml" && !req.path.startsWith("/sitemaps/")) return next();
    try {
      if (!(await sitemap(req.path, res))) return next();
    } catch (error) {
      if (error instanceof ApiAnswered && error.status === 404) return next();
      res.status(503).set({ "Content-Type": "text/plain; charset=utf-8", "Retry-After": "120", "Cache-Control": "no-store" });
      res.send(SITEMAP_UNAVAILABLE_MESSAGE);
    }
  };
}
