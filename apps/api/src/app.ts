import cookie from "@fastify/cookie";
import { createHmac } from "node:crypto";
import { storefrontOrigins } from "./accounts/links";
import { accountSessions } from "./accounts/sessions";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { CatalogueCache } from "./catalogue/cache";
import { referenceDataLoader } from "./catalogue/reference-data";
import type { AppContext } from "./context";
import type { Database } from "./db/client";
import { registerDocs, registerDocsRoutes } from "./http/docs";
import { formatSchemaErrors, registerErrorHandling } from "./http/error-handling";
import { SessionStore } from "./http/session";
import { registerStorefrontResolution } from "./http/storefront";
import { registerValidation } from "./http/validation";
import type { IdentityProvider } from "./identity/provider";
import { SandboxIdentityProvider } from "./identity/sandbox";
import { SmtpMailer, smtpSettingsFromEnv, type Mailer } from "./mail/mailer";
import type { CardGateway } from "./payments/card-gateway";
import { sandboxCardGatewayFromEnv } from "./payments/sandbox-card-gateway";
import { registerRoutes } from "./routes";
import type { ApiSecrets } from "./secrets";

export interface BuildAppOptions {
  /** A migrated (and normally seeded) database. The caller owns it and closes it. */
  db: Database;
  /** Signs the session cookie and the sandbox identity provider's tokens (./secrets.ts). */
  secrets: ApiSecrets;
  /** Another identity provider than the sandbox one (a hosted provider's adapter). */
  identity?: IdentityProvider;
  /** Adds Secure to cookies (behind HTTPS). */
  secureCookies?: boolean;
  logger?: FastifyServerOptions["logger"];
  /** The clock; tests pin it. */
  now?: () => Date;
  /** The card gateway; the payment sandbox at PAYMENT_SANDBOX_URL by default. */
  cardGateway?: CardGateway;
  /** Sends the account mails; SMTP to SMTP_HOST:SMTP_PORT by default. */
  mailer?: Mailer;
  /** The environment the defaults are read from (SMTP_*, STOREFRONT_ORIGINS); process.env by default. */
  env?: Record<string, string | undefined>;
}

/** The API as a Fastify instance, ready for `listen` or `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    schemaErrorFormatter: formatSchemaErrors,
    bodyLimit: 64 * 1024,
  });
  registerErrorHandling(app);
  registerValidation(app);
  await app.register(cookie, { secret: options.secrets.sessionSecret });
  registerStorefrontResolution(app);
  await registerDocs(app);

  const now = options.now ?? (() => new Date());
  const env = options.env ?? process.env;
  const identity = options.identity ?? new SandboxIdentityProvider(options.db, { keys: options.secrets.identityKeys, now });
  const mailer = options.mailer ?? new SmtpMailer(smtpSettingsFromEnv(env));
  app.addHook("onClose", async () => mailer.close());
  const context: AppContext = {
    db: options.db,
    catalogue: new CatalogueCache(options.db),
    reference: referenceDataLoader(options.db),
    sessions: new SessionStore(options.db, { secureCookie: options.secureCookies ?? false }),
    identity,
    cardGateway: options.cardGateway ?? sandboxCardGatewayFromEnv(),
    now,
    accountSessions: accountSessions({ db: options.db, identity, now }),
    mailer,
    originOf: storefrontOrigins(env),
    externalLoginKey: createHmac("sha256", options.secrets.sessionSecret).update("external-login-state").digest(),
  };
  await registerRoutes(app, context);
  registerDocsRoutes(app);
  return app;
}
