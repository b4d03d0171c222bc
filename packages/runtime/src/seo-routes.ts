import type { NextFunction, Request, Response } from "express";
import { BRAND_HEADER } from "./app-config";
import { faviconIco, type FaviconDesign } from "./favicon";
import { parseSitemapPath, robotsTxt, sitemapIndexXml, urlsetXml, type SitemapCounts, type SitemapEntry } from "./seo-files";

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

class ApiAnswered extends Error {
  constructor(readonly status: number) {
    super(`API answered ${status}`);
  }
}

/**
 * Express middleware serving /robots.txt, /favicon.ico, /sitemap.xml (the sitemap index) and
 * /sitemaps/{kind}-{page}.xml (issue 17 item 6), each for this storefront's brand and origin.
 * The API answers the paths; the storefront writes the XML.
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

  async function sitemap(path: string): Promise<string | undefined> {
    if (path === "/sitemap.xml") return sitemapIndexXml(origin, await fromApi<SitemapCounts>("/api/sitemap"));
    const page = parseSitemapPath(path);
    if (!page) return undefined;
    const answer = await fromApi<{ items: SitemapEntry[] }>(`/api/sitemap/${page.kind}?page=${page.page}`);
    return urlsetXml(origin, answer.items);
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
      const body = await sitemap(req.path);
      if (body === undefined) return next();
      res.set({ "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL }).send(body);
    } catch (error) {
      if (error instanceof ApiAnswered && error.status === 404) return next();
      res.status(503).set({ "Content-Type": "text/plain; charset=utf-8", "Retry-After": "120", "Cache-Control": "no-store" });
      res.send(SITEMAP_UNAVAILABLE_MESSAGE);
    }
  };
}
