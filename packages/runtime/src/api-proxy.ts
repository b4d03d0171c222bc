import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import type { TLSSocket } from "node:tls";
import { BRAND_HEADER } from "./app-config";

export interface ApiProxyOptions {
  /** Base URL of the commerce API, e.g. http://127.0.0.1:4000 */
  target: string;
  /** Brand id sent to the API with every forwarded request. */
  brand: string;
  /** Give up on an API that does not answer (ms). */
  timeoutMs?: number;
}

// Hop-by-hop headers are about one connection and must not be forwarded (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"]);

export const API_UNAVAILABLE_MESSAGE = "The shop's service is not reachable right now. Please try again shortly.";

/** True for the paths the storefront forwards: /api and everything under it. */
export function isApiPath(url: string | undefined): boolean {
  return !!url && (url === "/api" || url.startsWith("/api/") || url.startsWith("/api?"));
}

/** HTTPS to this server, or (Express with `trust proxy`) to the load balancer in front of it. */
function browserUsedHttps(req: IncomingMessage): boolean {
  return (req.socket as Partial<TLSSocket>).encrypted === true || (req as IncomingMessage & { protocol?: string }).protocol === "https";
}

/**
 * The shopper's address: Express's `req.ip`, which reads X-Forwarded-For only when the peer is a
 * trusted proxy (TRUST_PROXY, storefront-app.ts), else the socket's peer (Vite's dev server).
 */
function clientAddress(req: IncomingMessage): string {
  return (req as IncomingMessage & { ip?: string }).ip ?? req.socket.remoteAddress ?? "";
}

/**
 * Connect/Express middleware forwarding /api/* to the commerce API on the same origin, so cookies
 * stay first-party (ARCHITECTURE.md decision 4). An API that is down answers 502 with a message;
 * the storefront server itself keeps serving.
 */
export function createApiProxy({ target, brand, timeoutMs = 15_000 }: ApiProxyOptions) {
  const base = new URL(target);
  const send = base.protocol === "https:" ? httpsRequest : httpRequest;

  return function apiProxy(req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) {
    const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url;
    if (!isApiPath(url)) return next();

    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = base.host;
    headers["x-forwarded-host"] = req.headers.host ?? "";
    // The API makes its cookies Secure and its HSTS header from this, and checks a write's Origin against this host.
    headers["x-forwarded-proto"] = browserUsedHttps(req) ? "https" : "http";
    // One address, the shopper's, whatever the client claimed: the API's per-address limits count shoppers.
    headers["x-forwarded-for"] = clientAddress(req);
    headers[BRAND_HEADER] = brand;

    const upstream = send(
      { protocol: base.protocol, hostname: base.hostname, port: base.port, method: req.method, path: url, headers, timeout: timeoutMs },
      (answer) => {
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on("timeout", () => upstream.destroy(new Error("API timeout")));
    upstream.on("error", () => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
      res.end(JSON.stringify({ message: API_UNAVAILABLE_MESSAGE }));
    });
    req.pipe(upstream);
  };
}
