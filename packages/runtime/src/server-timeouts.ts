import type { Server } from "node:http";

/**
 * How long the storefront's server waits on a client (issue 18 item 6, fail fast): a client that
 * sends its headers or its body too slowly, or goes quiet, is cut off instead of holding a socket.
 */
export interface ServerTimeouts {
  /** The request's headers must have arrived within this (Node `headersTimeout`). */
  headersMs: number;
  /** The whole request, body included, must have arrived within this (Node `requestTimeout`). */
  requestMs: number;
  /** A socket with no traffic either way for this long is closed (`server.timeout`). */
  idleMs: number;
  /** How often Node checks the two limits above (`connectionsCheckingInterval`, 30 s by default). */
  checkIntervalMs: number;
}

/**
 * The production server's limits. A page waits at most 4 s for each API call (the API client's
 * SERVER_CALL_TIMEOUT_MS) and the /api forwarder 15 s (api-proxy.ts), so 30 s of silence is a
 * client that has gone, never a slow render.
 */
export const STOREFRONT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 30_000,
  checkIntervalMs: 1_000,
};

/** The options of `http.createServer` that carry the limits (the check interval can only be set there). */
export function serverTimeoutOptions(timeouts: ServerTimeouts) {
  return { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: timeouts.checkIntervalMs };
}

/** Puts the idle limit on a server created with `serverTimeoutOptions`. */
export function applyIdleTimeout(server: Server, timeouts: ServerTimeouts): Server {
  server.setTimeout(timeouts.idleMs, (socket) => socket.destroy());
  return server;
}
