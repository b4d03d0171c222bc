import cookie from "@fastify/cookie";
import { createHmac } from "node:crypto";
import { accountSessions } from "./accounts/sessions";
import { signInThrottle } from "./accounts/sign-in-throttle";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { CatalogueCache, keptAnswersFromEnv } from "./catalogue/cache";
import { referenceDataLoader } from "./catalogue/reference-data";
import type { AppContext } from "./context";
import type { Database } from "./db/client";
import { registerDocs, registerDocsRoutes } from "./http/docs";
import { fastifyErrorOptions, formatSchemaErrors, registerErrorHandling } from "./http/error-handling";
import { Drain, registerDrain } from "./http/drain";
import { registerForgeryGuard } from "./http/forgery-guard";
import { storefrontOrigins, type StorefrontOrigins } from "./storefronts/origins";
import { DEFAULT_RATE_LIMITS, registerRateLimits, type RateLimitSettings } from "./http/rate-limits";
import { requestLoggerFactory } from "./http/request-logger";
import { registerSecurityHeaders } from "./http/security-headers";
import { SessionStore } from "./http/session";
import { registerStorefrontResolution } from "./http/storefront";
import { API_TIMEOUTS, timeoutOptions, type ApiTimeouts } from "./http/timeouts";
import { registerValidation } from "./http/validation";
import type { IdentityProvider } from "./identity/provider";
import { SandboxIdentityProvider, tokenLifetimesFromEnv } from "./identity/sandbox";
import { SmtpMailer, smtpSettingsFromEnv, type Mailer } from "./mail/mailer";
import type { CardGateway } from "./payments/card-gateway";
import type { InstalmentGateway } from "./payments/instalment-gateway";
import { sandboxCardGatewayFromEnv } from "./payments/sandbox-card-gateway";
import { sandboxInstalmentGatewayFromEnv } from "./payments/sandbox-instalment-gateway";
import {
  sandboxFraudCheckFromEnv,
  sandboxZipInStoreGatewayFromEnv,
  type FraudCheck,
  type ZipInStoreGateway,
} from "./payments/zip-in-store-gateway";
import { settingsOverridesFromEnv, withSettingEverywhere } from "./content/settings-overrides";
import { sandboxSwitchesFromEnv } from "./environment";
import { botCheckFromEnv, type BotCheck } from "./bot-check/bot-check";
import { errorMonitorFromEnv, monitoredGateway, type ErrorMonitor } from "./monitoring/error-monitor";
import type { AddressLookup } from "./maps/address-lookup";
import { mapsSettingsFromEnv } from "./maps/address-lookup";
import { PlacesAddressLookup } from "./maps/places-address-lookup";
import type { SettingsOverrides } from "./content/settings-overrides";
import { registerRoutes } from "./routes";
import { DEFAULT_NOTIFY_ME_CALLBACK_TO } from "./notify-me/notify-me-mails";
import { packageRoot } from "./db/client";
import { attachmentsDirFromEnv } from "./projects/attachment-files";
import type { ApiSecrets } from "./secrets";

export interface BuildAppOptions {
  /** A migrated (and normally seeded) database. The caller owns it and closes it. */
  db: Database;
  /** Signs the session cookie and the sandbox identity provider's tokens (./secrets.ts). */
  secrets: ApiSecrets;
  /** Another identity provider than the sandbox one (a hosted provider's adapter). */
  identity?: IdentityProvider;
  /** Adds Secure to every cookie (COOKIE_SECURE); without it, cookies are Secure when the request came over HTTPS. */
  secureCookies?: boolean;
  /**
   * Whose X-Forwarded-* headers to believe (the storefront servers' /api forwarding): Fastify's
   * trustProxy, "loopback" by default (storefronts on the same machine). TRUST_PROXY.
   */
  trustProxy?: FastifyServerOptions["trustProxy"];
  /** The storefronts' public origins: who may write, and the origin of mailed links (./storefronts/origins.ts); from STOREFRONT_ORIGINS of `env` by default. */
  storefrontOrigins?: StorefrontOrigins;
  /** The rate limits (./http/rate-limits.ts); DEFAULT_RATE_LIMITS by default. */
  rateLimits?: RateLimitSettings;
  logger?: FastifyServerOptions["logger"];
  /** The clock; tests pin it. */
  now?: () => Date;
  /** The card gateway; the payment sandbox at PAYMENT_SANDBOX_URL by default. */
  cardGateway?: CardGateway;
  /** The instalment providers; the payment sandbox's at PAYMENT_SANDBOX_URL by default. */
  instalmentGateway?: InstalmentGateway;
  /** Zip in store; the payment sandbox's at PAYMENT_SANDBOX_URL by default. */
  zipInStoreGateway?: ZipInStoreGateway;
  /** The fraud check of the checkout's fraudCheckToken; the payment sandbox's at PAYMENT_SANDBOX_URL by default. */
  fraudCheck?: FraudCheck;
  /**
   * The address lookup's maps service; from MAPS_URL and MAPS_API_KEY of `env` by default (the maps
   * sandbox outside production, off in production without MAPS_URL). null: off.
   */
  addressLookup?: AddressLookup | null;
  /** How long a client may take to send a request (API_TIMEOUTS by default; tests shorten them). */
  timeouts?: ApiTimeouts;
  /** The bot check of public forms and of a sign-in after a failure (./bot-check/bot-check.ts); from the environment by default. */
  botCheck?: BotCheck;
  /** Sends the account mails; SMTP to SMTP_HOST:SMTP_PORT by default. */
  mailer?: Mailer;
  /** Where unexpected errors and payment gateway failures are reported; Sentry when SENTRY_DSN is set, else nowhere. */
  monitor?: ErrorMonitor;
  /** The folder of project attachments; ATTACHMENTS_DIR, else {DATA_DIR}/attachments of `env` by default. */
  attachmentsDir?: string;
  /** The process's drain (src/server.ts begins it on SIGTERM): the readiness route's answer; one that never drains by default. */
  drain?: Drain;
  /**
   * The environment the defaults are read from (SMTP_*, STOREFRONT_ORIGINS, SENTRY_DSN, PAYMENT_SANDBOX_URL, CHAT_SANDBOX,
   * AFFILIATE_PIXEL_SANDBOX, IDENTITY_SANDBOX, BOT_CHECK_SANDBOX, RECAPTCHA_*, NOTIFY_ME_CALLBACK_TO, KEPT_ANSWERS, NODE_ENV); process.env by default.
   */
  env?: Record<string, string | undefined>;
}

/** The API as a Fastify instance, ready for `listen` or `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    childLoggerFactory: requestLoggerFactory,
    ...fastifyErrorOptions,
    routerOptions: { ...fastifyErrorOptions.routerOptions, caseSensitive: false, ignoreTrailingSlash: true },
    schemaErrorFormatter: formatSchemaErrors,
    bodyLimit: 64 * 1024,
    trustProxy: options.trustProxy ?? "loopback",
    ...timeoutOptions(options.timeouts ?? API_TIMEOUTS),
  });
  const env = options.env ?? process.env;
  // spec 2 §7: unexpected errors and payment gateway failures go to the error-monitoring service (SENTRY_DSN).
  const monitor = options.monitor ?? (await errorMonitorFromEnv(env));
  app.addHook("onClose", async () => void (await monitor.flush()));
  registerErrorHandling(app, { onServerError: monitor.serverError });
  registerValidation(app);
  // No parsing hook: most requests (catalogue reads) read no cookie, and the hook parsed the header
  // and made a Map for every one of them. A cookie is read where it is needed (requestCookie).
  await app.register(cookie, { secret: options.secrets.sessionSecret, hook: false });
  registerSecurityHeaders(app);
  const drain = options.drain ?? new Drain();
  registerDrain(app, drain);
  registerStorefrontResolution(app);
  const origins = options.storefrontOrigins ?? storefrontOrigins(env);
  registerForgeryGuard(app, { origins: origins.writers });
  const now = options.now ?? (() => new Date());
  const rateLimits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  const { counters, mailLimits, formsWithoutBotCheck } = await registerRateLimits(app, { db: options.db, now, settings: rateLimits });
  await registerDocs(app);

  const identity =
    options.identity ??
    new SandboxIdentityProvider(options.db, {
      keys: options.secrets.identityKeys,
      now,
      lifetimeFor: tokenLifetimesFromEnv(env.IDENTITY_TOKEN_LIFETIMES),
    });
  const mailer = options.mailer ?? new SmtpMailer(smtpSettingsFromEnv(env));
  const sandboxes = sandboxSwitchesFromEnv(env);
  const maps = options.addressLookup === undefined ? mapsSettingsFromEnv(env) : undefined;
  const addressLookup =
    options.addressLookup === undefined ? (maps ? new PlacesAddressLookup(maps) : undefined) : (options.addressLookup ?? undefined);
  app.addHook("onClose", async () => mailer.close());
  // A given bot check (tests) keeps the seeded site keys when it is on; one from the environment says which keys the storefronts get.
  const { botCheck, siteKeys } = options.botCheck
    ? { botCheck: options.botCheck, siteKeys: options.botCheck.enabled ? undefined : { box: "", score: "" } }
    : botCheckFromEnv(env);
  const context: AppContext = {
    db: options.db,
    catalogue: new CatalogueCache(keptAnswersFromEnv(env)),
    reference: referenceDataLoader(options.db),
    sessions: new SessionStore(options.db, { secureCookie: options.secureCookies ?? false }),
    identity,
    // The payment sandbox stands in for every provider not given; a production start needs PAYMENT_SANDBOX_URL for it.
    cardGateway: monitoredGateway(options.cardGateway ?? sandboxCardGatewayFromEnv(env), "card", monitor),
    instalmentGateway: monitoredGateway(options.instalmentGateway ?? sandboxInstalmentGatewayFromEnv(env), "instalment", monitor),
    zipInStoreGateway: monitoredGateway(options.zipInStoreGateway ?? sandboxZipInStoreGatewayFromEnv(env), "zip-in-store", monitor),
    fraudCheck: monitoredGateway(options.fraudCheck ?? sandboxFraudCheckFromEnv(env), "fraud-check", monitor),
    signInThrottle: signInThrottle(counters, rateLimits, { secureCookie: options.secureCookies ?? false }),
    mailLimits,
    formsWithoutBotCheck,
    now,
    accountSessions: accountSessions({ db: options.db, identity, now }),
    mailer,
    originOf: origins.originOf,
    externalLoginKey: createHmac("sha256", options.secrets.sessionSecret).update("external-login-state").digest(),
    sandboxes,
    addressLookup: addressLookup ? monitoredGateway(addressLookup, "maps", monitor) : undefined,
    settingsOverrides: storefrontSwitches(
      { chat: sandboxes.chat, referrals: sandboxes.referrals, addressLookup: addressLookup !== undefined, botCheckSiteKeys: siteKeys },
      env.SETTINGS_OVERRIDES,
    ),
    botCheck,
    notifyMeKey: createHmac("sha256", options.secrets.sessionSecret).update("notify-me-links").digest(),
    notifyMeCallbackTo: env.NOTIFY_ME_CALLBACK_TO?.trim() || DEFAULT_NOTIFY_ME_CALLBACK_TO,
    attachmentsDir: options.attachmentsDir ?? attachmentsDirFromEnv(env, packageRoot()),
    drain,
  };
  await registerRoutes(app, context);
  registerDocsRoutes(app);
  return app;
}

/**
 * The settings that follow what this start offers, on every storefront, under SETTINGS_OVERRIDES
 * (tests only): without the chat sandbox IntercomEnabled is false (nobody would read the chat);
 * AddressLookupEnabled says whether a maps service answers the address lookup (issue 44 item 3;
 * without one the storefront's address field is a plain text field); the bot check's site keys
 * (issue 45 item 7) when the check from the environment decides them (empty: no widget is loaded);
 * BuyapowaEnabled false without the referral provider's sandbox (issue 45 item 2).
 */
function storefrontSwitches(
  offered: { chat: boolean; referrals: boolean; addressLookup: boolean; botCheckSiteKeys?: { box: string; score: string } },
  overridesFromEnv: string | undefined,
): SettingsOverrides {
  const fromEnv = settingsOverridesFromEnv(overridesFromEnv);
  const chat: SettingsOverrides = offered.chat ? new Map() : withSettingEverywhere(new Map(), "IntercomEnabled", "false");
  let switches = withSettingEverywhere(chat, "AddressLookupEnabled", String(offered.addressLookup));
  // Without the referral provider's sandbox (REFERRAL_SANDBOX) no storefront offers referrals (src/referrals/referral-gateway.ts).
  if (!offered.referrals) switches = withSettingEverywhere(switches, "BuyapowaEnabled", "false");
  if (offered.botCheckSiteKeys) {
    switches = withSettingEverywhere(switches, "RecaptchaSiteKey", offered.botCheckSiteKeys.box);
    switches = withSettingEverywhere(switches, "RecaptchaV3SiteKey", offered.botCheckSiteKeys.score);
  }
  return new Map([...switches].map(([id, values]) => [id, new Map([...values, ...(fromEnv.get(id) ?? [])])]));
}
