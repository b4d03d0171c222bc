import { randomBytes } from "node:crypto";
import { request as httpRequest, type OutgoingHttpHeaders } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";

export interface PageCacheOptions {
  /** How long a stored page is served as it is; 0 turns the cache off. */
  freshMs: number;
  /**
   * How long past `freshMs` a stored page may still be served while its successor renders in the
   * background (stale-while-revalidate), or after that render failed.
   */
  staleMs: number;
  /** All stored pages together stay under this many bytes; the least recently stored go first. */
  maxBytes: number;
  /** A larger page is never stored. */
  maxPageBytes: number;
  now?: () => number;
}

/**
 * The cache's settings when STOREFRONT_PAGE_CACHE_MS turns it on (issue 18 item 9): a crowd of visitors without cookies
 * costs at most one render per page per second and never waits for one. A visitor sees a page
 * rendered at most a second before, or, while its successor renders (seconds under load), the one
 * before; a page whose renders fail (the API is down) is served for 30 s more, then renders again.
 */
export const DEFAULT_PAGE_CACHE: PageCacheOptions = {
  freshMs: 1_000,
  staleMs: 30_000,
  maxBytes: 32 * 1024 * 1024,
  maxPageBytes: 1024 * 1024,
};

/**
 * STOREFRONT_PAGE_CACHE_MS: the fresh time in milliseconds, 0–60,000; unset or 0, the cache is
 * off. Off by default until the load bench's repeated timeouts with it on are explained
 * (tooling/load/README.md).
 */
export function pageCacheFromEnv(env: Record<string, string | undefined>): PageCacheOptions {
  const value = env.STOREFRONT_PAGE_CACHE_MS?.trim();
  if (!value) return { ...DEFAULT_PAGE_CACHE, freshMs: 0 };
  if (!/^\d{1,5}$/.test(value) || Number(value) > 60_000) {
    throw new Error(`STOREFRONT_PAGE_CACHE_MS must be milliseconds from 0 to 60000, not ${value}`);
  }
  return { ...DEFAULT_PAGE_CACHE, freshMs: Number(value) };
}

/** Header that says how the page was served: HIT, STALE (while its successor renders) or MISS. */
export const PAGE_CACHE_HEADER = "x-page-cache";

/** Header of the server's own background render requests (with a token only the process knows). */
const REFRESH_HEADER = "x-page-cache-refresh";

interface StoredPage {
  status: number;
  headers: OutgoingHttpHeaders;
  /**
   * The page cut where the CSP nonce of the response it was rendered for stood: an answer puts its
   * own nonce between the pieces (bytes copied, no string work on a page of 100 KB and more).
   */
  pieces: Buffer[];
  storedAt: number;
  bytes: number;
}

/** The page's bytes cut at every occurrence of the nonce (exported for its test). */
export function cutAtNonce(page: Buffer, nonce: string): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(nonce, from, "utf8"); at !== -1; at = page.indexOf(nonce, from, "utf8")) {
    pieces.push(page.subarray(from, at));
    from = at + Buffer.byteLength(nonce);
  }
  pieces.push(page.subarray(from));
  return pieces;
}

/** The page with `nonce` between its pieces. */
export function joinWithNonce(pieces: Buffer[], nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, "utf8");
  const parts: Buffer[] = [];
  pieces.forEach((piece, index) => {
    if (index > 0) parts.push(nonceBytes);
    parts.push(piece);
  });
  return Buffer.concat(parts);
}

/** Headers of the render's own that a stored page keeps; the rest are the server's, set afresh each time. */
const NOT_STORED = new Set(["content-length", "content-encoding", "transfer-encoding", "vary", "date", "connection", "keep-alive", "etag"]);

/**
 * Whether this request's page may come from or go into the cache: a GET with no cookie and no
 * credentials. Every page the server renders depends on the address and, through the cookies it
 * forwards to the API, on the visitor's session; a request with any cookie (a session, a closed
 * alert banner, a partner's click reference) or an Authorization header is rendered for itself.
 * React Router's data requests (`.data`) are not pages.
 */
export function isAnonymousPageRequest(req: Pick<Request, "method" | "headers" | "path">): boolean {
  return req.method === "GET" && !req.headers.cookie && !req.headers.authorization && !req.path.endsWith(".data");
}

/**
 * A micro-cache of server-rendered pages for visitors without cookies, in front of React Router's
 * handler. It stores a page only when the render answered 200 with HTML, set no cookie and did not
 * forbid storing (Cache-Control private or no-store). A stored page is answered with this
 * response's own CSP nonce in place of the one it was rendered with, and with this response's
 * security headers. When a page is missing, one request renders it and the others asking for it
 * meanwhile wait for that render. When it is past fresh but within `staleMs`, every visitor gets the
 * stored page at once and the server renders its successor in the background, one render per page
 * at a time, through a request to itself: no visitor waits for that render or sees it fail (a failed
 * render leaves the stored page to be served until `staleMs` is up).
 */
export function pageCache(options: PageCacheOptions): RequestHandler {
  const { freshMs, staleMs, maxBytes, maxPageBytes, now = Date.now } = options;
  const pages = new Map<string, StoredPage>();
  const rendering = new Map<string, Promise<StoredPage | null>>();
  /** Pages whose background render has been asked for and not yet answered. */
  const refreshing = new Set<string>();
  /** Marks the server's own background requests; a client cannot know it. */
  const refreshToken = randomBytes(18).toString("base64url");
  let storedBytes = 0;

  const store = (key: string, page: StoredPage) => {
    const previous = pages.get(key);
    if (previous) {
      storedBytes -= previous.bytes;
      pages.delete(key);
    }
    pages.set(key, page);
    storedBytes += page.bytes;
    for (const [oldKey, old] of pages) {
      if (storedBytes <= maxBytes) break;
      pages.delete(oldKey);
      storedBytes -= old.bytes;
    }
  };

  const answer = (res: Response, page: StoredPage, state: "HIT" | "STALE") => {
    const body = joinWithNonce(page.pieces, res.locals.cspNonce as string);
    res.status(page.status);
    for (const [name, value] of Object.entries(page.headers)) if (value !== undefined) res.setHeader(name, value);
    res.setHeader(PAGE_CACHE_HEADER, state);
    res.setHeader("content-length", body.length);
    res.end(body);
  };

  /** Asks this server for the page again, as a visitor without cookies would, to store its successor. */
  const refresh = (req: Request, key: string) => {
    const { localAddress, localPort } = req.socket;
    if (refreshing.has(key) || !localAddress || !localPort) return;
    refreshing.add(key);
    const done = () => refreshing.delete(key);
    const again = httpRequest(
      {
        host: localAddress,
        port: localPort,
        path: req.originalUrl,
        headers: { host: req.headers.host ?? "", "accept-encoding": "identity", [REFRESH_HEADER]: refreshToken },
        timeout: 30_000,
      },
      (answerOfRefresh) => {
        answerOfRefresh.resume();
        answerOfRefresh.on("end", done).on("error", done);
      },
    );
    again.on("timeout", () => again.destroy());
    again.on("error", done);
    again.end();
  };

  const handle = (req: Request, res: Response, next: NextFunction): void => {
    const nonce = res.locals.cspNonce as string | undefined;
    if (freshMs <= 0 || !nonce || !isAnonymousPageRequest(req)) return next();
    // The host too: nothing rendered reads it today (the canonical origin is configured), and a page
    // rendered for one Host header must never be answered to another if that changes.
    const key = `${req.headers.host ?? ""} ${req.originalUrl}`;
    const isRefresh = req.headers[REFRESH_HEADER] === refreshToken;
    const stored = pages.get(key);
    const age = stored ? now() - stored.storedAt : Infinity;
    if (!isRefresh && stored && age < freshMs) return answer(res, stored, "HIT");
    if (!isRefresh && stored && age < freshMs + staleMs) {
      if (!rendering.has(key)) refresh(req, key);
      return answer(res, stored, "STALE");
    }
    const pending = rendering.get(key);
    if (pending) {
      // When that render could not be stored (an error page, a cookie), the waiting requests ask
      // again: one of them renders, the others wait for it, so a failing page never sets off a
      // render per visitor.
      const again = () => (res.destroyed ? undefined : handle(req, res, next));
      pending.then((page) => (page ? answer(res, page, "HIT") : again()), again);
      return;
    }
    if (stored && age >= freshMs + staleMs) {
      pages.delete(key);
      storedBytes -= stored.bytes;
    }
    rendering.set(key, captureRender(res, nonce, maxPageBytes, now));
    void rendering.get(key)?.then((page) => {
      rendering.delete(key);
      if (page) store(key, page);
    });
    res.setHeader(PAGE_CACHE_HEADER, "MISS");
    next();
  };
  return handle;
}

/**
 * Follows the render's answer through `res.write`/`res.end` (inside the compression, so it sees the
 * page as rendered) and resolves with the page to store, or null when it must not be stored.
 */
function captureRender(res: Response, nonce: string, maxPageBytes: number, now: () => number): Promise<StoredPage | null> {
  const before = new Set(Object.keys(res.getHeaders()));
  const chunks: Buffer[] = [];
  let bytes = 0;
  let tooLarge = false;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (tooLarge || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    bytes += buffer.length;
    if (bytes > maxPageBytes) {
      tooLarge = true;
      chunks.length = 0;
    } else chunks.push(buffer);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  (res as { write: unknown }).write = (...args: unknown[]) => {
    collect(args[0], args[1]);
    return write(...args);
  };
  (res as { end: unknown }).end = (...args: unknown[]) => {
    collect(args[0], args[1]);
    return end(...args);
  };

  return new Promise((resolve) => {
    res.once("close", () => {
      if (!res.writableFinished || tooLarge) return resolve(null);
      const headers = res.getHeaders();
      const contentType = String(headers["content-type"] ?? "");
      const cacheControl = String(headers["cache-control"] ?? "");
      if (res.statusCode !== 200 || !contentType.startsWith("text/html") || headers["set-cookie"] !== undefined) return resolve(null);
      if (/\b(private|no-store)\b/i.test(cacheControl)) return resolve(null);
      const kept: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(headers)) {
        if (!before.has(name) && !NOT_STORED.has(name) && name !== PAGE_CACHE_HEADER) kept[name] = value;
      }
      resolve({ status: 200, headers: kept, pieces: cutAtNonce(Buffer.concat(chunks), nonce), storedAt: now(), bytes });
    });
  });
}
