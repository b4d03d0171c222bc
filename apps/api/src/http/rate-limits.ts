import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";
import { HttpError } from "./errors";
import { databaseRateLimitStore } from "./rate-limit-store";

/** The limits on public writes; a route names its limit with `config: { writeLimit: "cart" }`. */
export const WRITE_LIMIT_NAMES = ["forms", "bookings", "cart", "checkout", "browsing"] as const;
export type WriteLimitName = (typeof WRITE_LIMIT_NAMES)[number];
export type LimitName = WriteLimitName | "signInAccount" | "signInAddress";

/** At most `max` counted requests per `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}
export type RateLimitSettings = Record<LimitName, Limit>;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The public-write limit this route counts against (./rate-limits.ts). */
    writeLimit?: WriteLimitName;
  }
}

/**
 * Ours (the spec gives no numbers): per client address, generous enough that a shopper and the
 * end-to-end suite (every brand in parallel from 127.0.0.1) never meet them, tight enough to stop a
 * script. Sign-in counts failed attempts only, per account and per address.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  forms: { max: 60, windowSeconds: 600 },
  bookings: { max: 60, windowSeconds: 600 },
  cart: { max: 600, windowSeconds: 600 },
  checkout: { max: 120, windowSeconds: 600 },
  browsing: { max: 1200, windowSeconds: 600 },
  signInAccount: { max: 10, windowSeconds: 900 },
  signInAddress: { max: 50, windowSeconds: 900 },
};

const ENV_NAMES: Record<LimitName, string> = {
  forms: "RATE_LIMIT_FORMS",
  bookings: "RATE_LIMIT_BOOKINGS",
  cart: "RATE_LIMIT_CART",
  checkout: "RATE_LIMIT_CHECKOUT",
  browsing: "RATE_LIMIT_BROWSING",
  signInAccount: "RATE_LIMIT_SIGN_IN_ACCOUNT",
  signInAddress: "RATE_LIMIT_SIGN_IN_ADDRESS",
};

/** The limits with the environment's overrides, each written `max/seconds` (RATE_LIMIT_CART=600/600). */
export function rateLimitsFromEnv(env: Record<string, string | undefined>): RateLimitSettings {
  const settings = { ...DEFAULT_RATE_LIMITS };
  for (const [name, variable] of Object.entries(ENV_NAMES) as [LimitName, string][]) {
    const value = env[variable]?.trim();
    if (!value) continue;
    const match = /^([1-9][0-9]{0,8})\/([1-9][0-9]{0,7})$/.exec(value);
    if (!match) throw new Error(`${variable} must be written max/seconds, e.g. 60/600, not ${value}`);
    settings[name] = { max: Number(match[1]), windowSeconds: Number(match[2]) };
  }
  return settings;
}

/** Whole minutes to wait, at least one. */
export const minutesOf = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 60_000));

/** 429 `{ message }` (spec 3 §8's shape for other client errors); Retry-After is set by @fastify/rate-limit. */
export class TooManyRequestsError extends HttpError {
  constructor(ttlMs: number) {
    const minutes = minutesOf(ttlMs);
    super(429, `Too many requests. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`);
    this.name = "TooManyRequestsError";
  }
}

export interface SignInThrottle {
  /** Milliseconds until the sign-in form's account and this client address may try again, or 0 when they may now. */
  waitMs(request: FastifyRequest): Promise<number>;
  /** Counts a failed sign-in against the form's account and the client address. */
  failed(request: FastifyRequest): Promise<void>;
  /** A good sign-in clears its account's failures (not its address's, which one known password must not wash). */
  succeeded(request: FastifyRequest): Promise<void>;
}

/**
 * Registers @fastify/rate-limit with the database store, before the routes: every route that
 * names a `writeLimit` is counted per client address (after its body was read and validated, so
 * a refused request costs nothing), and refused with 429 and Retry-After past the limit. Answers
 * the sign-in throttle the login route uses.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { db, now, settings }: { db: Database; now: () => Date; settings: RateLimitSettings },
): Promise<SignInThrottle> {
  // Before the plugin's own onRoute hook, which reads config.rateLimit.
  app.addHook("onRoute", (route) => {
    const name = route.config?.writeLimit;
    if (!name) return;
    const { max, windowSeconds } = settings[name];
    route.config = {
      ...route.config,
      rateLimit: {
        max,
        timeWindow: windowSeconds * 1000,
        hook: "preHandler",
        keyGenerator: (request) => `${name}:${request.ip}`,
        errorResponseBuilder: (_request, { ttl }) => new TooManyRequestsError(ttl),
      },
    };
  });
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db, now) });

  const limiter = (name: "signInAccount" | "signInAddress", key: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max: settings[name].max, timeWindow: settings[name].windowSeconds * 1000, keyGenerator: key });
  const accountKey = (request: FastifyRequest) => `sign-in-account:${emailOf(request)}`;
  const byAccount = limiter("signInAccount", accountKey);
  const byAddress = limiter("signInAddress", (request) => `sign-in-address:${request.ip}`);
  return {
    async waitMs(request) {
      const answers = await Promise.all([byAccount(request, { increment: false }), byAddress(request, { increment: false })]);
      return Math.max(0, ...answers.map((answer) => (!answer.isAllowed && answer.remaining === 0 ? answer.ttl : 0)));
    },
    async failed(request) {
      await Promise.all([byAccount(request), byAddress(request)]);
    },
    async succeeded(request) {
      await db.delete(rateLimits).where(eq(rateLimits.key, accountKey(request)));
    },
  };
}

/** The sign-in form's email as the identity provider reads it (trimmed, lower case). */
function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : "";
}
