import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { isAnonymousPageRequest, OWN_RENDER } from "./page-cache";
import { isPersonalPath } from "./personal-pages";

export { isPersonalPath, PERSONAL_SEGMENTS } from "./personal-pages";

export interface HttpCachingOptions {
  /** How long a shared cache (a CDN) may serve a page without asking again (`s-maxage`), in seconds. */
  sharedMaxAgeSeconds: number;
  /** How long past that it may serve the page while it asks again in the background (`stale-while-revalidate`), in seconds. */
  staleWhileRevalidateSeconds: number;
}

/**
 * A minute fresh in a CDN, five more minutes served while the CDN asks again: a visitor without
 * cookies sees a page at most six minutes old, and the storefront renders each page about once a
 * minute per CDN location whatever the crowd. Browsers revalidate every time (`max-age=0`).
 */
export const DEFAULT_HTTP_CACHING: HttpCachingOptions = { sharedMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 };

/**
 * STOREFRONT_S_MAXAGE and STOREFRONT_STALE_WHILE_REVALIDATE: seconds, 0–86,400; unset, the
 * defaults above. STOREFRONT_S_MAXAGE=0 tells shared caches to ask every time.
 */
export function httpCachingFromEnv(env: Record<string, string | undefined>): HttpCachingOptions {
  const seconds = (name: string, fallback: number) => {
    const value = env[name]?.trim();
    if (!value) return fallback;
    if (!/^\d{1,5}$/.test(value) || Number(value) > 86_400) throw new Error(`${name} must be seconds from 0 to 86400, not ${value}`);
    return Number(value);
  };
  return {
    sharedMaxAgeSeconds: seconds("STOREFRONT_S_MAXAGE", DEFAULT_HTTP_CACHING.sharedMaxAgeSeconds),
    staleWhileRevalidateSeconds: seconds("STOREFRONT_STALE_WHILE_REVALIDATE", DEFAULT_HTTP_CACHING.staleWhileRevalidateSeconds),
  };
}

/** What every personal answer carries: no cache, the browser's included, keeps it. */
export const PRIVATE_NO_STORE = "private, no-store";

/** Whether a shared cache may keep this request's answer: an anonymous page request (the page cache's rule) for a page that is not personal. */
export function isSharedCacheable(req: Pick<Request, "method" | "headers" | "path">): boolean {
  return isAnonymousPageRequest(req) && !isPersonalPath(req.path);
}

/** Calls `listener` once, just before the response's status line and headers are written. */
function beforeHeaders(res: ServerResponse, listener: () => void): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  let done = false;
  (res as { writeHead: unknown }).writeHead = (...args: unknown[]) => {
    if (!done) {
      done = true;
      // writeHead(status, [message], [headers]): the status and headers passed here count too.
      if (typeof args[0] === "number") res.statusCode = args[0];
      const headers = args.find((arg, index) => index > 0 && typeof arg === "object" && arg !== null && !Array.isArray(arg));
      if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as string);
      listener();
      return writeHead(res.statusCode, ...(typeof args[1] === "string" ? [args[1]] : []));
    }
    return writeHead(...args);
  };
}

/**
 * The Cache-Control of every answer the server renders (issue 17 item 2), set as its headers are
 * written, whatever answered it (the page cache or React Router):
 * - a 200 HTML page (or the page cache's 304) for a visitor without cookies or credentials, at an
 *   address that is not personal, that set no cookie and did not forbid storing:
 *   `public, max-age=0, s-maxage=<n>, stale-while-revalidate=<m>` and `Vary: Cookie`, so a cache
 *   that honours Vary never hands it to a visitor with a session;
 * - a request with a cookie or credentials, or for a personal page: `private, no-store`, whatever
 *   the render said;
 * - any other error (4xx, 5xx) for a visitor without cookies: `no-store`, never a shared-cache header;
 * - anything else (a redirect, a `.data` request): `private, no-store` unless the render chose.
 * Static files, `/api` and the SEO files are answered before this step and keep their own headers.
 */
export function httpCaching(options: HttpCachingOptions = DEFAULT_HTTP_CACHING): RequestHandler {
  const shared = `public, max-age=0, s-maxage=${options.sharedMaxAgeSeconds}, stale-while-revalidate=${options.staleWhileRevalidateSeconds}`;
  return (req: Request, res: Response, next: NextFunction) => {
    const cacheable = isSharedCacheable(req);
    beforeHeaders(res as unknown as ServerResponse<IncomingMessage>, () => {
      // The page cache's own render keeps the render's headers: the cache reads them to decide
      // whether the page may be shared, and each answer it gives is decided here in its turn.
      if (res.locals[OWN_RENDER] === true) return;
      if (!cacheable) {
        res.setHeader("cache-control", PRIVATE_NO_STORE);
        return;
      }
      const status = res.statusCode;
      const chosen = String(res.getHeader("cache-control") ?? "");
      const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
      const personal = res.getHeader("set-cookie") !== undefined || /\b(private|no-store)\b/i.test(chosen);
      if ((status === 304 || (status === 200 && html)) && !personal) {
        res.setHeader("cache-control", shared);
        res.vary("Cookie");
      } else if (status >= 400) res.setHeader("cache-control", "no-store");
      else if (personal || !chosen) res.setHeader("cache-control", PRIVATE_NO_STORE);
    });
    next();
  };
}
