import { createHash, randomBytes } from "node:crypto";
import { request as httpRequest, type OutgoingHttpHeaders } from "node:http";
import { constants, crc32, deflateRawSync } from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { COMPRESSION_THRESHOLD } from "./compress-responses";
import { pickCoding } from "./encoding";
import { isPersonalPath } from "./personal-pages";

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
 * The cache's settings, on by default (issue 18 item 9): a crowd of visitors without cookies costs
 * at most one render per page per five seconds and, once the page is stored, never waits for one.
 * A visitor sees a page rendered at most five seconds before, or, while its successor renders, the
 * one before; a page whose renders fail (the API is down) is served for 30 s more, then renders
 * again. Five seconds, not one: with one, the six storefronts re-rendering their pages every second
 * took most of the load bench's CPU (a third of the answers per second, tooling/load/README.md).
 */
export const DEFAULT_PAGE_CACHE: PageCacheOptions = {
  freshMs: 5_000,
  staleMs: 30_000,
  maxBytes: 32 * 1024 * 1024,
  maxPageBytes: 1024 * 1024,
};

/**
 * STOREFRONT_PAGE_CACHE_MS: the fresh time in milliseconds, 0–60,000; unset, DEFAULT_PAGE_CACHE's
 * five seconds; 0 turns the cache off.
 */
export function pageCacheFromEnv(env: Record<string, string | undefined>): PageCacheOptions {
  const value = env.STOREFRONT_PAGE_CACHE_MS?.trim();
  if (!value) return DEFAULT_PAGE_CACHE;
  if (!/^\d{1,5}$/.test(value) || Number(value) > 60_000) {
    throw new Error(`STOREFRONT_PAGE_CACHE_MS must be milliseconds from 0 to 60000, not ${value}`);
  }
  return { ...DEFAULT_PAGE_CACHE, freshMs: Number(value) };
}

/** Header that says how the page was served: HIT, STALE (while its successor renders) or MISS. */
export const PAGE_CACHE_HEADER = "x-page-cache";

/** Header of the server's own render requests (a token only the process knows, and the render's id). */
const REFRESH_HEADER = "x-page-cache-refresh";

/**
 * `res.locals` flag of the server's own render requests: the HTTP caching step leaves their headers
 * as the render set them, for the cache to read (http-caching.ts).
 */
export const OWN_RENDER = "pageCacheOwnRender";

interface StoredPage {
  status: number;
  headers: OutgoingHttpHeaders;
  /**
   * The page cut where the CSP nonce of the response it was rendered for stood: an answer puts its
   * own nonce between the pieces (bytes copied, no string work on a page of 100 KB and more).
   */
  pieces: Buffer[];
  /** The length in bytes of the nonce the page was cut at. */
  nonceBytes: number;
  /** Each piece deflated once, the first time a client that takes gzip is answered (gzipWithNonce). */
  deflated?: Buffer[];
  storedAt: number;
  bytes: number;
  /** The entity tag of the page without its nonce (`tagOf`), worked out the first time a 200 is answered. */
  tag?: string;
}

/** A render's answer that any visitor without cookies may be given; stored when `storable`. */
interface Rendered extends StoredPage {
  /** A 200 HTML page: kept for the next visitors. Other answers (a 404, the outage page) only go to those who waited. */
  storable: boolean;
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

/**
 * The page's entity tag without the quotes: a hash of its status and its pieces (each with its
 * length, so where a nonce stood counts), not of the nonces, so every answer of one stored page
 * carries the same tag whatever nonce it got, and a render that gives the same page gives it again.
 */
export function tagOf(status: number, pieces: Buffer[]): string {
  const hash = createHash("sha256").update(String(status));
  const length = Buffer.alloc(4);
  for (const piece of pieces) {
    length.writeUInt32BE(piece.length);
    hash.update(length).update(piece);
  }
  return hash.digest("base64url").slice(0, 22);
}

/**
 * Whether an If-None-Match header names the tag (RFC 9110 §13.1.2: weak comparison, so a tag a
 * CDN weakened still matches; `*` matches any page).
 */
export function ifNoneMatchHits(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((listed) => listed.trim().replace(/^W\//, "") === tag);
}

/** Level of the deflated pieces: paid once per stored page, not per answer. */
const PIECE_DEFLATE_LEVEL = 6;
/** How far back deflate refers (RFC 1951): the most of the page before a piece worth priming it with. */
const DEFLATE_WINDOW = 32 * 1024;

/**
 * The pieces of a page deflated once for `gzipWithNonce`: each a raw deflate left open with a sync
 * flush (byte-aligned, no last block), so that more blocks follow it. Each compressor is primed
 * with the page before its piece as it will be decoded, except that the nonces stand there as NUL
 * bytes, so a piece refers back to text of the pieces before it (an HTML page has no NUL byte, so
 * nothing can refer into a nonce, whose bytes differ per answer). The answer's nonce must be
 * `nonceBytes` long, as the one cut out was. A page with a NUL byte is deflated piece by piece.
 */
export function deflatePieces(pieces: Buffer[], nonceBytes: number): Buffer[] {
  const options = { level: PIECE_DEFLATE_LEVEL, finishFlush: constants.Z_SYNC_FLUSH };
  if (pieces.some((piece) => piece.includes(0))) return pieces.map((piece) => deflateRawSync(piece, options));
  const page = joinWithNonce(pieces, "\0".repeat(nonceBytes));
  let start = 0;
  return pieces.map((piece, index) => {
    if (index > 0) start += nonceBytes;
    const before = page.subarray(Math.max(0, start - DEFLATE_WINDOW), start);
    start += piece.length;
    return deflateRawSync(piece, before.length > 0 ? { ...options, dictionary: before } : options);
  });
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block marked last (RFC 1951 §3.2.4). */
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/**
 * The page in gzip with `nonce` between its pieces, without compressing anything per answer: the
 * pieces deflated once (`deflatePieces`, with a nonce as long as this one), the nonce between them
 * as a stored block, then the last block and the trailer's CRC-32 and length (RFC 1952). Stored pages are answered this way to every client that takes gzip: brotli
 * afresh for each answer was most of a stored page's cost under load (tooling/load/README.md).
 */
export function gzipWithNonce(pieces: Buffer[], deflated: Buffer[], nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, "utf8");
  const nonceBlock = Buffer.alloc(5 + nonceBytes.length);
  nonceBlock.writeUInt16LE(nonceBytes.length, 1);
  nonceBlock.writeUInt16LE(~nonceBytes.length & 0xffff, 3);
  nonceBytes.copy(nonceBlock, 5);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  pieces.forEach((piece, index) => {
    if (index > 0) {
      parts.push(nonceBlock);
      crc = crc32(nonceBytes, crc);
      size += nonceBytes.length;
    }
    parts.push(deflated[index] as Buffer);
    crc = crc32(piece, crc);
    size += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(LAST_BLOCK, trailer);
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

/** How long the server waits on its own render request before giving it up (socket silence). */
const OWN_RENDER_TIMEOUT_MS = 30_000;

/** Addresses remembered as rendered for each visitor (their render set a cookie); the oldest go first. */
const MAX_PERSONAL_ADDRESSES = 10_000;

/**
 * A micro-cache of server-rendered pages for visitors without cookies, in front of React Router's
 * handler. It stores a page only when the render answered 200 with HTML, set no cookie and did not
 * forbid storing (Cache-Control private or no-store). A stored page is answered with this
 * response's own CSP nonce in place of the one it was rendered with, and with this response's
 * security headers.
 *
 * Every render it stores is the server's own: a request to itself, marked with a token only the
 * process knows, never a visitor's request. A visitor who gives up (a closed tab, a load
 * generator's timeout) closes only its own connection; the render goes on and is stored for the
 * next visitors. When a page rendered for a visitor was stored only if that visitor stayed, a page
 * whose render took longer than its visitors waited was never stored again: each visitor set off a
 * render, left, and React Router aborted it (the load bench's connections that timed out again and
 * again, tooling/load/README.md).
 *
 * When a page is missing (or past `freshMs + staleMs`), its visitors wait for the one render of it
 * and get its answer, whatever its status, unless the render set a cookie or forbade storing (each
 * of them then renders for itself, and the address is rendered for each visitor for a while). When
 * it is past fresh but within `staleMs`, every visitor gets the stored page at once and the server
 * renders its successor; a failed render leaves the stored page to be served until `staleMs` is up.
 * One render per page at a time.
 */
export function pageCache(options: PageCacheOptions): RequestHandler {
  const { freshMs, staleMs, maxBytes, maxPageBytes, now = Date.now } = options;
  const pages = new Map<string, StoredPage>();
  /** The server's own render of a page, while it runs; `id` ties the request to its entry. */
  const renders = new Map<string, { id: string; promise: Promise<Rendered | null>; settle: (rendered: Rendered | null) => void }>();
  /** Addresses whose render set a cookie or forbade storing, until when they are rendered per visitor. */
  const personal = new Map<string, number>();
  /** Marks the server's own render requests; a client cannot know it. */
  const refreshToken = randomBytes(18).toString("base64url");
  let renderCount = 0;
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

  const answer = (req: Request, res: Response, page: StoredPage, state: "HIT" | "STALE" | "MISS") => {
    const nonce = res.locals.cspNonce as string;
    const gzip =
      pickCoding(res.locals.acceptEncoding as string | undefined, ["gzip"]) === "gzip" && Buffer.byteLength(nonce) === page.nonceBytes;
    if (page.status === 200) {
      // One tag per content coding (a strong tag names one encoding of the page): gzip put together
      // here, else whatever the compression step will make of the page (compress-responses.ts).
      const size = page.pieces.reduce((sum, piece) => sum + piece.length, 0) + (page.pieces.length - 1) * Buffer.byteLength(nonce);
      const picked = req.headers["accept-encoding"];
      const coding = gzip ? "gzip" : size >= COMPRESSION_THRESHOLD && (picked === "br" || picked === "gzip") ? picked : "identity";
      page.tag ??= tagOf(page.status, page.pieces);
      const tag = `"${page.tag}${coding === "identity" ? "" : `-${coding}`}"`;
      res.setHeader("etag", tag);
      if (ifNoneMatchHits(req.headers["if-none-match"], tag)) {
        // Not Modified: no body, and none of the page's own headers. Above all not this answer's
        // Content-Security-Policy: a cache updates the stored page's headers with a 304's (RFC
        // 9111 §4.3.4), and a new nonce would no longer match the scripts of the page it keeps.
        res.status(304);
        res.removeHeader("content-security-policy");
        res.vary("Accept-Encoding");
        res.setHeader(PAGE_CACHE_HEADER, state);
        res.end();
        return;
      }
    }
    if (gzip) page.deflated ??= deflatePieces(page.pieces, page.nonceBytes);
    const body = gzip && page.deflated ? gzipWithNonce(page.pieces, page.deflated, nonce) : joinWithNonce(page.pieces, nonce);
    res.status(page.status);
    for (const [name, value] of Object.entries(page.headers)) if (value !== undefined) res.setHeader(name, value);
    if (gzip) {
      // Already encoded: the compression step passes it as it is (and adds Vary: Accept-Encoding).
      res.setHeader("content-encoding", "gzip");
      res.vary("Accept-Encoding");
    }
    res.setHeader(PAGE_CACHE_HEADER, state);
    res.setHeader("content-length", body.length);
    res.end(body);
  };

  /**
   * The server's own render of the page (one at a time per page): a request to itself, as a visitor
   * without cookies would ask, that no visitor's leaving can stop. Resolves with its answer, or null
   * when it could not be had (the request failed) or must not be shared (it set a cookie).
   */
  const renderOwn = (req: Request, key: string): Promise<Rendered | null> => {
    const running = renders.get(key);
    if (running) return running.promise;
    let resolve: (rendered: Rendered | null) => void = () => undefined;
    const promise = new Promise<Rendered | null>((done) => (resolve = done));
    const entry = {
      id: String((renderCount += 1)),
      promise,
      settle: (rendered: Rendered | null) => {
        if (renders.get(key) === entry) renders.delete(key);
        resolve(rendered);
      },
    };
    renders.set(key, entry);
    const failed = () => entry.settle(null);
    const { localAddress, localPort } = req.socket;
    if (!localAddress || !localPort) {
      failed();
      return promise;
    }
    const again = httpRequest(
      {
        host: localAddress,
        port: localPort,
        path: req.originalUrl,
        headers: { host: req.headers.host ?? "", "accept-encoding": "identity", [REFRESH_HEADER]: `${refreshToken}.${entry.id}` },
        timeout: OWN_RENDER_TIMEOUT_MS,
      },
      (answerOfRender) => {
        answerOfRender.resume();
        // The render settled its entry when its response closed, before this end arrives; this
        // settles only an answer that never reached the cache's handler.
        answerOfRender.on("end", failed).on("error", failed);
      },
    );
    again.on("timeout", () => again.destroy());
    again.on("error", failed);
    again.end();
    return promise;
  };

  const handle = (req: Request, res: Response, next: NextFunction): void => {
    const nonce = res.locals.cspNonce as string | undefined;
    if (freshMs <= 0 || !nonce || !isAnonymousPageRequest(req) || isPersonalPath(req.path)) return next();
    // The host too: nothing rendered reads it today (the canonical origin is configured), and a page
    // rendered for one Host header must never be answered to another if that changes.
    const key = `${req.headers.host ?? ""} ${req.originalUrl}`;
    const marker = req.headers[REFRESH_HEADER];
    if (typeof marker === "string" && marker.startsWith(`${refreshToken}.`)) {
      // The server's own render: stored when it may be, and handed to the visitors waiting for it.
      const id = marker.slice(refreshToken.length + 1);
      res.locals[OWN_RENDER] = true;
      void captureRender(res, nonce, maxPageBytes, now).then((captured) => {
        const rendered = captured === "personal" ? null : captured;
        if (rendered?.storable) store(key, rendered);
        if (captured === "personal") {
          personal.delete(key);
          personal.set(key, now() + freshMs + staleMs);
          for (const [oldKey] of personal) {
            if (personal.size <= MAX_PERSONAL_ADDRESSES) break;
            personal.delete(oldKey);
          }
        }
        const entry = renders.get(key);
        if (entry?.id === id) entry.settle(rendered);
      });
      res.setHeader(PAGE_CACHE_HEADER, "MISS");
      return next();
    }
    const stored = pages.get(key);
    const age = stored ? now() - stored.storedAt : Infinity;
    if (stored && age < freshMs) return answer(req, res, stored, "HIT");
    if (stored && age < freshMs + staleMs) {
      void renderOwn(req, key);
      return answer(req, res, stored, "STALE");
    }
    if (stored) {
      pages.delete(key);
      storedBytes -= stored.bytes;
    }
    const until = personal.get(key);
    if (until !== undefined && until > now()) {
      res.setHeader(PAGE_CACHE_HEADER, "MISS");
      return next();
    }
    personal.delete(key);
    void renderOwn(req, key).then((rendered) => {
      if (res.destroyed || res.headersSent) return;
      if (rendered) return answer(req, res, rendered, "MISS");
      // Not to be shared (it set a cookie) or not had: this visitor's own render.
      res.setHeader(PAGE_CACHE_HEADER, "MISS");
      next();
    });
  };
  return handle;
}

/**
 * Follows the render's answer through `res.write`/`res.end` (inside the compression, so it sees the
 * page as rendered) and resolves, once the response has closed, with
 * - the answer to share with the visitors who waited for it (whatever its status: nothing in it is
 *   personal), `storable` when it is a 200 HTML page,
 * - "personal" when it set a cookie, forbade storing (Cache-Control private or no-store) or was
 *   larger than `maxPageBytes`: every visitor needs a render of its own,
 * - null when it never finished (its connection closed first).
 */
function captureRender(res: Response, nonce: string, maxPageBytes: number, now: () => number): Promise<Rendered | "personal" | null> {
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
      if (!res.writableFinished) return resolve(null);
      const headers = res.getHeaders();
      const contentType = String(headers["content-type"] ?? "");
      const cacheControl = String(headers["cache-control"] ?? "");
      if (tooLarge || headers["set-cookie"] !== undefined || /\b(private|no-store)\b/i.test(cacheControl)) return resolve("personal");
      const kept: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(headers)) {
        if (!before.has(name) && !NOT_STORED.has(name) && name !== PAGE_CACHE_HEADER) kept[name] = value;
      }
      resolve({
        status: res.statusCode,
        headers: kept,
        pieces: cutAtNonce(Buffer.concat(chunks), nonce),
        nonceBytes: Buffer.byteLength(nonce),
        storedAt: now(),
        bytes,
        storable: res.statusCode === 200 && contentType.startsWith("text/html"),
      });
    });
  });
}
