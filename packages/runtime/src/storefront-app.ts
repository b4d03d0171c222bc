import { join } from "node:path";
import { createRequestHandler } from "@react-router/express";
import express, { type ErrorRequestHandler, type Express, type RequestHandler, type Response } from "express";
import type { ServerBuild } from "react-router";
import { createApiProxy } from "./api-proxy";
import { compressResponses } from "./compress-responses";
import { DEFAULT_PAGE_CACHE, pageCache, type PageCacheOptions } from "./page-cache";
import { faviconDesignOf } from "./favicon";
import { httpCaching } from "./http-caching";
import { precompressedFiles } from "./precompressed-files";
import { securityHeaders } from "./security-headers";
import { seoFiles } from "./seo-routes";
import { logs } from "./log-level";

export interface StorefrontAppOptions {
  /** The React Router server build (build/server/index.js). */
  build: ServerBuild;
  /** The browser build: build/client, with its precompressed copies. */
  clientDir: string;
  brand: string;
  /** Base URL of the commerce API. */
  api: string;
  /** The storefront's public origin, named in robots.txt and the sitemaps. */
  origin: string;
  /** The micro-cache of pages for visitors without cookies (page-cache.ts); DEFAULT_PAGE_CACHE by default. */
  pageCache?: PageCacheOptions;
  /** The browser's error-monitoring DSN (PUBLIC_SENTRY_DSN); none by default. */
  sentryDsn?: string | null;
  /** The checkout's fraud-check script origin (PUBLIC_FRAUD_CHECK_URL or PAYMENT_SANDBOX_URL); none by default. */
  fraudCheckOrigin?: string | null;
  /** The Zip in-store polling limit in ms (PUBLIC_ZIP_POLL_LIMIT_MS); none by default (65 s). */
  zipPollLimitMs?: number | null;
  /** The proxies whose X-Forwarded-For and -Proto are believed (TRUST_PROXY, app-config.ts trustedProxies); none by default. */
  trustProxy?: boolean | string[];
  /** The bot check's widget script (PUBLIC_BOT_CHECK_SCRIPT_URL or the payment sandbox's); none by default. */
  botCheckScriptUrl?: string | null;
}

/**
 * The last resort for an error no earlier step answered: a plain page with the status, never the
 * error's message or stack, which name server paths (issue 18 item 2). Express's own handler shows
 * the stack whenever NODE_ENV is not "production".
 */
export const plainErrorPage: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  const status = (error as { status?: unknown } | null)?.status;
  // An address no URL can be made of (found by a later step than wellFormedTarget) is the client's fault.
  const unparsable = (error as { code?: unknown } | null)?.code === "ERR_INVALID_URL";
  const code = unparsable ? 400 : typeof status === "number" && status >= 400 && status < 500 ? status : 500;
  if (code === 500 && logs("error")) console.error(error);
  sendPlainPage(res, code);
};

function sendPlainPage(res: Response, code: number) {
  const title = code === 500 ? "Something went wrong" : "This address isn't valid";
  res
    .status(code)
    .set({ "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
    .send(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p><a href="/">Go to the home page</a></p></body></html>`,
    );
}

/**
 * A request target that is not a path (absolute-form `GET http://evil.example/ HTTP/1.1`, which
 * Node passes on as it came, or asterisk-form `*`), or a Host header that makes no address with it,
 * names no page: 400 with the plain page before any step reads the address (issue 41 item 4). React
 * Router's adapter put the two together into an invalid URL and the render failed with a 500.
 */
export const wellFormedTarget: RequestHandler = (req, res, next) => {
  if (req.url.startsWith("/") && URL.canParse(`http://${req.headers.host ?? "localhost"}${req.url}`)) return next();
  sendPlainPage(res, 400);
};

/**
 * The storefront's Express app, in the order a request meets it: security headers (with the
 * response's CSP nonce), a 400 for a request target that is not a path, compression of what the server writes, /api forwarding, robots.txt, sitemaps and the favicon, precompressed assets, static
 * files (hashed assets cached for a year), the Cache-Control of every rendered answer (private:
 * kept by the browser and revalidated, or not kept at all; never by a shared cache: http-caching.ts), the micro-cache of pages for visitors without cookies
 * with its ETag and 304 (page-cache.ts), then React Router's server render, always in production
 * mode (a production build; the development server is Vite's), so an error's message never reaches
 * the page. React Router sees every address as sent: a malformed percent-encoding is its root's
 * 400 page in the brand's layout, not a decoding error of Express's router.
 */
export async function createStorefrontApp({
  build,
  clientDir,
  brand,
  api,
  origin,
  pageCache: cacheOptions = DEFAULT_PAGE_CACHE,
  sentryDsn = null,
  fraudCheckOrigin = null,
  zipPollLimitMs = null,
  trustProxy = false,
  botCheckScriptUrl = null,
}: StorefrontAppOptions): Promise<Express> {
  // The app's server entry exports its BrandConfig beside the render function (app/entry.server.tsx).
  const entry = build.entry.module as ServerBuild["entry"]["module"] & { brand?: unknown };
  const app = express();
  app.disable("x-powered-by");
  // req.ip and req.protocol: the shopper's, through a trusted load balancer only (api-proxy.ts forwards them).
  app.set("trust proxy", trustProxy);
  app.use(securityHeaders({ origin, sentryDsn, fraudCheckOrigin, zipPollLimitMs, botCheckScriptUrl }));
  app.use(wellFormedTarget);
  app.use(compressResponses());
  app.use(createApiProxy({ target: api, brand }));
  app.use(seoFiles({ api, brand, origin, favicon: faviconDesignOf(entry.brand) }));
  app.use(await precompressedFiles(clientDir));
  app.use("/assets", express.static(join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  app.use(httpCaching());
  app.use(pageCache(cacheOptions));
  // `app.use`, not `app.all("/{*splat}")`: a route pattern makes Express decode the path itself.
  app.use(createRequestHandler({ build, mode: "production" }));
  app.use(plainErrorPage);
  return app;
}
