/**
 * The error-monitoring service (spec 2 §7 "Payment errors are also reported to an error-monitoring
 * service"): Sentry, through its Node SDK, when `SENTRY_DSN` is set; nothing at all otherwise (the
 * SDK is not even loaded). What is reported: requests that ended in an unexpected error (answered
 * 500) and every failure of a payment gateway or instalment provider (unreachable, timed out,
 * answered something unreadable). A refused card or a declined instalment is an answer, not a
 * failure, and is not reported. Reports carry tags (kind, route, method, storefront, gateway,
 * operation) and the error itself, never a request body, headers, cookies or the shopper's data.
 */
import { privateErrorReportOptions } from "@storefront/validation/monitoring";
import type { FastifyRequest } from "fastify";

export interface ErrorMonitor {
  /** An unexpected error a request ended with (answered 500). */
  serverError(error: unknown, request: FastifyRequest): void;
  /** A payment gateway's or provider's call, or the maps service's, that failed (its promise rejected). */
  gatewayFailure(
    error: unknown,
    where: { gateway: "card" | "instalment" | "zip-in-store" | "fraud-check" | "maps"; operation: string; provider?: string },
  ): void;
  /** Sends what is queued; false when the time ran out. */
  flush(timeoutMs?: number): Promise<boolean>;
}

/** The monitor of an API without SENTRY_DSN: reports nothing. */
export const NO_MONITOR: ErrorMonitor = {
  serverError: () => undefined,
  gatewayFailure: () => undefined,
  flush: () => Promise.resolve(true),
};

/** Sentry's DSN from the environment (`SENTRY_DSN`), or null when unset or blank. */
export function sentryDsnOf(env: Record<string, string | undefined>): string | null {
  const dsn = env.SENTRY_DSN?.trim();
  if (!dsn) return null;
  const url = new URL(dsn);
  // Sentry's own reading of a DSN: a public key of word characters and a project id after the host.
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !/^\w+$/.test(url.username) || !/^\/.+/.test(url.pathname)) {
    throw new Error("SENTRY_DSN must be a Sentry DSN such as https://publicKey@o0.ingest.sentry.io/0");
  }
  return dsn;
}

/**
 * The API's monitor: a Sentry client of its own (not the SDK's global one, so several apps in one
 * process, as in the tests, never share or replace each other's) when `SENTRY_DSN` is set, else
 * NO_MONITOR. No performance tracing and no automatic instrumentation: errors only.
 */
export async function errorMonitorFromEnv(env: Record<string, string | undefined>): Promise<ErrorMonitor> {
  const dsn = sentryDsnOf(env);
  if (!dsn) return NO_MONITOR;
  const Sentry = await import("@sentry/node");
  const client = new Sentry.NodeClient({
    dsn,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    // Shared with the storefront's checkout: no default integrations, nothing about the person.
    ...privateErrorReportOptions(),
    environment: env.SENTRY_ENVIRONMENT || env.NODE_ENV || "development",
    ...(env.SENTRY_RELEASE ? { release: env.SENTRY_RELEASE } : {}),
  });
  client.init();
  const capture = (error: unknown, tags: Record<string, string>) => {
    const scope = new Sentry.Scope();
    scope.setClient(client);
    scope.setTags({ service: "api", ...tags });
    scope.captureException(error);
  };
  return {
    serverError(error, request) {
      capture(error, {
        kind: "server-error",
        status: "500",
        method: request.method,
        // The route's pattern (/api/checkout/order), never the address with its query.
        route: request.routeOptions.url ?? "unknown",
        storefront: request.storefront?.id ?? "unknown",
      });
    },
    gatewayFailure(error, { gateway, operation, provider }) {
      const kind = gateway === "maps" ? "maps-service-failure" : "payment-gateway-failure";
      capture(error, { kind, gateway, operation, ...(provider ? { provider } : {}) });
    },
    flush: (timeoutMs = 2000) => Promise.resolve(client.flush(timeoutMs)),
  };
}

/**
 * A payment gateway whose failures are reported: every method is called as it is, and a call
 * that fails is reported before the failure goes on to its caller unchanged.
 */
export function monitoredGateway<Gateway extends object>(
  gateway: Gateway,
  kind: "card" | "instalment" | "zip-in-store" | "fraud-check" | "maps",
  monitor: ErrorMonitor,
): Gateway {
  if (monitor === NO_MONITOR) return gateway;
  return new Proxy(gateway, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== "function" || typeof property !== "string") return value;
      return (...args: unknown[]) => {
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          const provider = kind === "instalment" ? providerOf(args[0]) : undefined;
          monitor.gatewayFailure(error, { gateway: kind, operation: property, provider });
          throw error;
        });
      };
    },
  });
}

/** The instalment calls name their provider first (paypal, afterpay, zip, ...), or in their request (createCheckout). */
function providerOf(first: unknown): string | undefined {
  if (typeof first === "string") return first;
  const named = typeof first === "object" && first !== null ? (first as { provider?: unknown }).provider : undefined;
  return typeof named === "string" ? named : undefined;
}
