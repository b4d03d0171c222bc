import cookie from "@fastify/cookie";
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
import type { CardGateway } from "./payments/card-gateway";
import { sandboxCardGatewayFromEnv } from "./payments/sandbox-card-gateway";
import { registerRoutes } from "./routes";

export const DEV_SESSION_SECRET = "storefront-dev-session-secret-not-for-production";
export const DEV_IDENTITY_SECRET = "storefront-dev-identity-secret-not-for-production";

export interface BuildAppOptions {
  /** A migrated (and normally seeded) database. The caller owns it and closes it. */
  db: Database;
  /** Signs the session cookie; SESSION_SECRET in production. */
  sessionSecret?: string;
  /** Signs the sandbox identity provider's tokens; IDENTITY_SECRET in production (32 characters or more). */
  identitySecret?: string;
  /** Another identity provider than the sandbox one (a hosted provider's adapter). */
  identity?: IdentityProvider;
  /** Adds Secure to cookies (behind HTTPS). */
  secureCookies?: boolean;
  logger?: FastifyServerOptions["logger"];
  /** The clock; tests pin it. */
  now?: () => Date;
  /** The card gateway; the payment sandbox at PAYMENT_SANDBOX_URL by default. */
  cardGateway?: CardGateway;
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
  await app.register(cookie, { secret: options.sessionSecret ?? DEV_SESSION_SECRET });
  registerStorefrontResolution(app);
  await registerDocs(app);

  const now = options.now ?? (() => new Date());
  const context: AppContext = {
    db: options.db,
    catalogue: new CatalogueCache(options.db),
    reference: referenceDataLoader(options.db),
    sessions: new SessionStore(options.db, { secureCookie: options.secureCookies ?? false }),
    identity: options.identity ?? new SandboxIdentityProvider(options.db, { secret: options.identitySecret ?? DEV_IDENTITY_SECRET, now }),
    cardGateway: options.cardGateway ?? sandboxCardGatewayFromEnv(),
    now,
  };
  await registerRoutes(app, context);
  registerDocsRoutes(app);
  return app;
}
