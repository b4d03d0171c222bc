import { BOT_CHECK_MIN_SCORE, botCheckMessages, type BotCheckAction } from "@storefront/validation/bot-check";
import type { FastifyReply, FastifyRequest } from "fastify";
import { offInProductionUnlessSet } from "../environment";
import { BadRequestError, ServiceUnavailableError } from "../http/errors";
import { setRetryAfter, TooManyRequestsError, type FormsWithoutBotCheckLimit } from "../http/rate-limits";
import { paymentSandboxFromEnv } from "../payments/payment-sandbox";

/**
 * Bot checks (issue 45 item 7): the browser runs the provider's widget and sends its token; the
 * API asks the provider's verify endpoint about the token with the secret (reCAPTCHA's
 * `siteverify` protocol: a form post of secret, response and remoteip, answered
 * `{ success, score?, action?, "error-codes"? }`). The score check (v3) guards the public forms,
 * the "I'm not a robot" box (v2) the sign-in after a failure. Nothing the browser says is believed:
 * no token, or one the provider does not vouch for, is a refusal.
 */
export type BotCheckVerdict = "passed" | "refused" | "unavailable";

export interface BotCheck {
  /** Off: every check passes, and the storefronts are given no site keys (so they load no widget). */
  readonly enabled: boolean;
  /** The invisible score check of a form's action (v3): passed when the provider vouches, the action matches and the score is high enough. */
  score(token: string | undefined, action: BotCheckAction, remoteIp: string): Promise<BotCheckVerdict>;
  /** The "I'm not a robot" box (v2): passed when the provider vouches for the tick. */
  box(token: string | undefined, remoteIp: string): Promise<BotCheckVerdict>;
}

/** No bot check: every request passes (a production start without a provider configured, and unit tests that are not about it). */
export const NO_BOT_CHECK: BotCheck = {
  enabled: false,
  score: () => Promise.resolve("passed"),
  box: () => Promise.resolve("passed"),
};

/** reCAPTCHA's verify endpoint. */
export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

/**
 * The secrets the sandbox (apps/payment-sandbox `/recaptcha`) holds for its site keys: published,
 * like a real provider's test keys, because the sandbox vouches only for tokens its own widget made.
 */
export const SANDBOX_BOT_CHECK_SECRETS = { box: "sandbox-recaptcha-secret", score: "sandbox-recaptcha-v3-secret" } as const;

export interface SiteVerifyOptions {
  verifyUrl: string;
  /** The secret of the v2 site key (the box) and of the v3 site key (the score). */
  secrets: { box: string; score: string };
  timeoutMs?: number;
}

const TOKEN = /^[\x21-\x7e]{1,4096}$/;

/** A provider that speaks reCAPTCHA's siteverify: Google's, or the sandbox's at the same path. */
export class SiteVerifyBotCheck implements BotCheck {
  readonly enabled = true;

  constructor(private readonly options: SiteVerifyOptions) {}

  private async verify(
    secret: string,
    token: string | undefined,
    remoteIp: string,
  ): Promise<Record<string, unknown> | "unavailable" | null> {
    if (!token || !TOKEN.test(token)) return null;
    try {
      const response = await fetch(this.options.verifyUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }).toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
      if (!response.ok) return "unavailable";
      const answer = (await response.json()) as unknown;
      return typeof answer === "object" && answer !== null ? (answer as Record<string, unknown>) : "unavailable";
    } catch {
      return "unavailable";
    }
  }

  async score(token: string | undefined, action: BotCheckAction, remoteIp: string): Promise<BotCheckVerdict> {
    const answer = await this.verify(this.options.secrets.score, token, remoteIp);
    if (answer === "unavailable") return answer;
    if (!answer || answer.success !== true || answer.action !== action) return "refused";
    return typeof answer.score === "number" && answer.score >= BOT_CHECK_MIN_SCORE ? "passed" : "refused";
  }

  async box(token: string | undefined, remoteIp: string): Promise<BotCheckVerdict> {
    const answer = await this.verify(this.options.secrets.box, token, remoteIp);
    if (answer === "unavailable") return answer;
    return answer?.success === true ? "passed" : "refused";
  }
}

type Env = Record<string, string | undefined>;

/** The site keys the storefronts are given instead of the seeded ones: a real provider's, or none when checks are off. */
export interface BotCheckSiteKeys {
  box: string;
  score: string;
}

/**
 * The bot check of a start: a real provider when RECAPTCHA_SECRET_KEY and RECAPTCHA_V3_SECRET_KEY
 * are set (with RECAPTCHA_SITE_KEY and RECAPTCHA_V3_SITE_KEY for the storefronts, and
 * RECAPTCHA_VERIFY_URL, Google's by default); else the sandbox at PAYMENT_SANDBOX_URL when
 * BOT_CHECK_SANDBOX is on (on outside production where PAYMENT_SANDBOX_URL names the sandbox, off
 * in a production start unless `true`), with the seeded sandbox site keys; else none. `siteKeys` is what replaces the seeded settings, if anything.
 */
export function botCheckFromEnv(env: Env): { botCheck: BotCheck; siteKeys?: BotCheckSiteKeys } {
  const box = env.RECAPTCHA_SECRET_KEY?.trim();
  const score = env.RECAPTCHA_V3_SECRET_KEY?.trim();
  if (box || score) {
    const siteKeys = { box: env.RECAPTCHA_SITE_KEY?.trim() ?? "", score: env.RECAPTCHA_V3_SITE_KEY?.trim() ?? "" };
    if (!box || !score || !siteKeys.box || !siteKeys.score) {
      throw new Error(
        "A bot check provider needs RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET_KEY, RECAPTCHA_V3_SITE_KEY and RECAPTCHA_V3_SECRET_KEY together.",
      );
    }
    const verifyUrl = env.RECAPTCHA_VERIFY_URL?.trim() || RECAPTCHA_VERIFY_URL;
    return { botCheck: new SiteVerifyBotCheck({ verifyUrl, secrets: { box, score } }), siteKeys };
  }
  // The sandbox where it is named (PAYMENT_SANDBOX_URL, as the storefronts load its widget only
  // then) or BOT_CHECK_SANDBOX=true says so; never in a production start unless that says so.
  const sandboxNamed = Boolean(env.PAYMENT_SANDBOX_URL?.trim()) || env.BOT_CHECK_SANDBOX?.trim() === "true";
  if (offInProductionUnlessSet(env, "BOT_CHECK_SANDBOX") && sandboxNamed) {
    const { baseUrl, timeoutMs } = paymentSandboxFromEnv(env);
    const verifyUrl = new URL("/recaptcha/api/siteverify", baseUrl).toString();
    return { botCheck: new SiteVerifyBotCheck({ verifyUrl, secrets: SANDBOX_BOT_CHECK_SECRETS, timeoutMs }) };
  }
  // Off: the storefronts get empty site keys and load no widget (a production start names it in the log).
  return { botCheck: NO_BOT_CHECK, siteKeys: { box: "", score: "" } };
}

/** What a production start says when no bot check is configured (server.ts). */
export const NO_BOT_CHECK_WARNING =
  "No bot check is configured (RECAPTCHA_* or BOT_CHECK_SANDBOX=true): registration, sign-in, the newsletter, forms and " +
  "notify-me are guarded by their rate limits only (apps/api README, Bot checks).";

/** A verdict as the request's answer: a refusal is 400 with validation's words, a provider that did not answer 503. */
export function requirePassed(verdict: BotCheckVerdict, refusal: string = botCheckMessages.refused): void {
  if (verdict === "refused") throw new BadRequestError([refusal]);
  if (verdict === "unavailable") throw new ServiceUnavailableError(botCheckMessages.unavailable);
}

/**
 * The score check of a public form's JSON body (`botCheckToken`), refusing as requirePassed does.
 * A form sent with no token at all is a browser without JavaScript (the storefront's route action
 * forwards the token only when the page's script asked the widget for one): it is taken, but only
 * under the `formsWithoutBotCheck` limit of its client address (10 an hour; past it 429 with
 * Retry-After), so a shopper without JavaScript is not locked out and a script that leaves the
 * token out gets no more than that. A token the provider does not vouch for is refused as ever.
 */
export async function requireScore(
  { botCheck, formsWithoutBotCheck }: { botCheck: BotCheck; formsWithoutBotCheck: FormsWithoutBotCheckLimit },
  request: FastifyRequest,
  reply: FastifyReply,
  token: string | undefined,
  action: BotCheckAction,
): Promise<void> {
  if (!botCheck.enabled) return;
  if (token === undefined || token === "") {
    const waitMs = await formsWithoutBotCheck.waitMs(request);
    if (waitMs === 0) return;
    setRetryAfter(reply, waitMs);
    throw new TooManyRequestsError(waitMs);
  }
  requirePassed(await botCheck.score(token, action, request.ip));
}
