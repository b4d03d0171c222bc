import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { isAnonymousPageRequest, OWN_RENDER } from "./page-cache";
import { isPersonalPath } from "./personal-pages";

export { isPersonalPath, PERSONAL_SEGMENTS } from "./personal-pages";

/**
 * What a page for a visitor without cookies carries (issue 41 item 10): every page the server
 * renders has a CSP nonce of its own, so no shared cache (a CDN, a proxy) may keep it and hand one
 * nonce to many visitors. The browser keeps its own copy and asks again every time (`no-cache`);
 * the page cache answers with its ETag, a 304 when nothing changed (README, "HTTP caching of
 * pages"). `STOREFRONT_S_MAXAGE` and `STOREFRONT_STALE_WHILE_REVALIDATE`, read before, are not.
 */
export const PRIVATE_REVALIDATE = "private, no-cache";

/** The variables that set the shared-cache times before issue 41. */
const RETIRED_CACHE_VARIABLES = ["STOREFRONT_S_MAXAGE", "STOREFRONT_STALE_WHILE_REVALIDATE"];

/** The warning the server prints at start when a retired variable is set (an operator who relied on a CDN keeping pages), else null. */
export function retiredCacheVariablesWarning(env: Record<string, string | undefined>): string | null {
  const set = RETIRED_CACHE_VARIABLES.filter((name) => env[name]?.trim());
  if (set.length === 0) return null;
  return (
    `${set.join(" and ")} ${set.length > 1 ? "are" : "is"} no longer read: every page carries its own CSP nonce, so no shared ` +
    "cache may keep one (packages/runtime README, HTTP caching of pages)."
  );
}

/** What every personal answer carries: no cache, the browser's included, keeps it. */
export const PRIVATE_NO_STORE = "private, no-store";

/** Whether the browser may keep this request's answer: an anonymous page request (the page cache's rule) for a page that is not personal. */
export function isKeptByBrowser(req: Pick<Request, "method" | "headers" | "path">): boolean {
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
 * The Cache-Control of every answer the server renders (issue 17 item 2, issue 41 item 10), set as
 * its headers are written, whatever answered it (the page cache or React Router):
 * - a 200 HTML page (or the page cache's 304) for a visitor without cookies or credentials, at an
 *   address that is not personal, that set no cookie and did not forbid storing:
 *   `private, no-cache` and `Vary: Cookie`: the visitor's browser keeps it and revalidates it
 *   (ETag, 304), and no shared cache keeps it, since it carries this answer's CSP nonce;
 * - a request with a cookie or credentials, or for a personal page: `private, no-store`, whatever
 *   the render said;
 * - any other error (4xx, 5xx) for a visitor without cookies: `no-store`;
 * - anything else (a redirect, a `.data` request): `private, no-store` unless the render chose.
 * Static files, `/api` and the SEO files are answered before this step and keep their own headers.
 */
export function httpCaching(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const keptByBrowser = isKeptByBrowser(req);
    beforeHeaders(res as unknown as ServerResponse<IncomingMessage>, () => {
      // The page cache's own render keeps the render's headers: the cache reads them to decide
      // whether the page may be shared, and each answer it gives is decided here in its turn.
      if (res.locals[OWN_RENDER] === true) return;
      if (!keptByBrowser) {
        res.setHeader("cache-control", PRIVATE_NO_STORE);
        return;
      }
      const status = res.statusCode;
      const chosen = String(res.getHeader("cache-control") ?? "");
      const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
      const personal = res.getHeader("set-cookie") !== undefined || /\b(private|no-store)\b/i.test(chosen);
      if ((status === 304 || (status === 200 && html)) && !personal) {
        res.setHeader("cache-control", PRIVATE_REVALIDATE);
        res.vary("Cookie");
      } else if (status >= 400) res.setHeader("cache-control", "no-store");
      else if (personal || !chosen) res.setHeader("cache-control", PRIVATE_NO_STORE);
    });
    next();
  };
}
