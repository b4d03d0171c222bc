import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { HttpError } from "./errors";
import { databaseRateLimitStore, rateLimitCounters, type RateLimitCounters } from "./rate-limit-store";

/** The limits on public writes; a route names its limit with `config: { writeLimit: "cart" }`. */
export const WRITE_LIMIT_NAMES = ["forms", "bookings", "cart", "checkout", "browsing"] as const;
export type WriteLimitName = (typeof WRITE_LIMIT_NAMES)[number];
/** Who a mail goes out for: the account mails, or a staff member's quote to a customer. */
export type MailKind = "account" | "project";
export type LimitName =
  | WriteLimitName
  | "signInAccount"
  | "signInAddress"
  | "mailSender"
  | "mailRecipient"
  | "projectMailSender"
  | "projectMailRecipient"
  | "formsWithoutBotCheck";

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

const HOUR = 3600;

/**
 * Ours (the spec gives no numbers): per client address, generous enough that a shopper and the
 * end-to-end suite (every brand in parallel from 127.0.0.1) never meet them, tight enough to stop a
 * script. Sign-in counts failed attempts only, of clients without the account's device cookie
 * (src/accounts/sign-in-throttle.ts). Mail is counted per client address and per recipient.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  forms: { max: 60, windowSeconds: 600 },
  bookings: { max: 60, windowSeconds: 600 },
  cart: { max: 600, windowSeconds: 600 },
  checkout: { max: 120, windowSeconds: 600 },
  browsing: { max: 1200, windowSeconds: 600 },
  signInAccount: { max: 100, windowSeconds: HOUR },
  signInAddress: { max: 50, windowSeconds: 900 },
  mailSender: { max: 30, windowSeconds: HOUR },
  mailRecipient: { max: 6, windowSeconds: HOUR },
  projectMailSender: { max: 120, windowSeconds: HOUR },
  projectMailRecipient: { max: 10, windowSeconds: HOUR },
  // A form sent without the bot check's token (a browser without JavaScript) where a check is on:
  // a shopper sends one or two, a script that leaves the token out is held to these.
  formsWithoutBotCheck: { max: 10, windowSeconds: HOUR },
};

const ENV_NAMES: Record<LimitName, string> = {
  forms: "RATE_LIMIT_FORMS",
  bookings: "RATE_LIMIT_BOOKINGS",
  cart: "RATE_LIMIT_CART",
  checkout: "RATE_LIMIT_CHECKOUT",
  browsing: "RATE_LIMIT_BROWSING",
  signInAccount: "RATE_LIMIT_SIGN_IN_ACCOUNT",
  signInAddress: "RATE_LIMIT_SIGN_IN_ADDRESS",
  mailSender: "RATE_LIMIT_MAIL_SENDER",
  mailRecipient: "RATE_LIMIT_MAIL_RECIPIENT",
  projectMailSender: "RATE_LIMIT_PROJECT_MAIL_SENDER",
  projectMailRecipient: "RATE_LIMIT_PROJECT_MAIL_RECIPIENT",
  formsWithoutBotCheck: "RATE_LIMIT_FORMS_WITHOUT_BOT_CHECK",
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

/** The 429 text: 'Too many requests. Please wait {n} minutes and try again.' */
export function tooManyRequestsMessage(ttlMs: number): string {
  const minutes = minutesOf(ttlMs);
  return `Too many requests. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/** Sets `Retry-After` (whole seconds, at least one) for a refusal that lasts `ttlMs`. */
export function setRetryAfter(reply: FastifyReply, ttlMs: number): void {
  reply.header("retry-after", Math.max(1, Math.ceil(ttlMs / 1000)));
}

/** 429 `{ message }` (spec 3 §8's shape for other client errors); Retry-After is set by @fastify/rate-limit or `setRetryAfter`. */
export class TooManyRequestsError extends HttpError {
  constructor(ttlMs: number) {
    super(429, tooManyRequestsMessage(ttlMs));
    this.name = "TooManyRequestsError";
  }
}

export interface MailLimits {
  /**
   * Counts one mail from the request's client address and one to each recipient (lower-cased),
   * whether or not it is then sent (so a refusal does not tell whether an address has an
   * account): the milliseconds to wait when a limit is used up, else 0.
   */
  waitMs(request: FastifyRequest, recipients: readonly string[], kind: MailKind): Promise<number>;
}

/**
 * The forms a browser sends without the bot check's token (no JavaScript, so no widget), counted
 * per client address (issue 45 item 7: apps/api README, Bot checks).
 */
export interface FormsWithoutBotCheckLimit {
  /** Counts one such form from the request's client address: the milliseconds to wait past the limit, else 0. */
  waitMs(request: FastifyRequest): Promise<number>;
}

/**
 * Registers @fastify/rate-limit with the database store, before the routes: every route that
 * names a `writeLimit` is counted per client address (after its body was read and validated, so
 * a refused request costs nothing), and refused with 429 and Retry-After past the limit. Answers
 * the shared counters (the sign-in throttle's too), the limits on mail and the limit on forms sent
 * without the bot check's token.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { db, now, settings }: { db: Database; now: () => Date; settings: RateLimitSettings },
): Promise<{ counters: RateLimitCounters; mailLimits: MailLimits; formsWithoutBotCheck: FormsWithoutBotCheckLimit }> {
  const counters = rateLimitCounters(db, now);
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
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(counters) });

  const take = async (name: LimitName, key: string) => {
    const { max, windowSeconds } = settings[name];
    const { current, ttl } = await counters.count(`${name}:${key}`, windowSeconds * 1000);
    return current > max ? ttl : 0;
  };
  const mailLimits: MailLimits = {
    async waitMs(request, recipients, kind) {
      const [sender, recipient] =
        kind === "account" ? (["mailSender", "mailRecipient"] as const) : (["projectMailSender", "projectMailRecipient"] as const);
      const waits = await Promise.all([
        take(sender, request.ip),
        ...[...new Set(recipients.map((to) => to.trim().toLowerCase()))].map((to) => take(recipient, to)),
      ]);
      return Math.max(0, ...waits);
    },
  };
  const formsWithoutBotCheck: FormsWithoutBotCheckLimit = { waitMs: (request) => take("formsWithoutBotCheck", request.ip) };
  return { counters, mailLimits, formsWithoutBotCheck };
}
