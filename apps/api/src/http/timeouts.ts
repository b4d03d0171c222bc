import type { FastifyHttpOptions } from "fastify";
import type { Server } from "node:http";

/**
 * How long the API waits on a client (issue 18 item 6, fail fast): a client that sends its
 * headers or body too slowly, or goes quiet, is cut off instead of holding a socket and memory.
 */
export interface ApiTimeouts {
  /** The request's headers must have arrived within this (Node `headersTimeout`). */
  headersMs: number;
  /** The whole request, body included, must have arrived within this (Fastify `requestTimeout`). */
  requestMs: number;
  /** A socket with no traffic either way for this long is closed (Fastify `connectionTimeout`). */
  idleMs: number;
  /** How often Node checks the header and request limits (`connectionsCheckingInterval`). */
  checkIntervalMs: number;
}

/**
 * Bodies are at most 64 KiB, so 15 s is a client trickling on purpose. The idle limit stays above
 * the longest answer we wait for ourselves (the card gateway during a checkout submit).
 */
export const API_TIMEOUTS: ApiTimeouts = { headersMs: 10_000, requestMs: 15_000, idleMs: 30_000, checkIntervalMs: 1_000 };

/** The Fastify options that carry the limits. */
export function timeoutOptions(timeouts: ApiTimeouts): Pick<FastifyHttpOptions<Server>, "connectionTimeout" | "requestTimeout" | "http"> {
  return {
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
  };
}
