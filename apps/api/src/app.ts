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
import { API_TIMEOUTS, timeoutOptions, type ApiTimeouts } from "./http/timeouts";
import { registerValidation } from "./http/validation";
import type { IdentityProvider } from "./identity/provider";
import { SandboxIdentityProvider } from "./identity/sandbox";
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
  /** How long a client may take to send a request (API_TIMEOUTS by default; tests shorten them). */
  timeouts?: ApiTimeouts;
}

/** The API as a Fastify instance, ready for `listen` or `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    schemaErrorFormatter: formatSchemaErrors,
    bodyLimit: 64 * 1024,
    ...timeoutOptions(options.timeouts ?? API_TIMEOUTS),
  });
  registerErrorHandling(app);
  registerValidation(app);
  await app.register(cookie, { secret: options.secrets.sessionSecret });
  registerStorefrontResolution(app);
  await registerDocs(app);

  const now = options.now ?? (() => new Date());
  const context: AppContext = {
    db: options.db,
    catalogue: new CatalogueCache(options.db),
    reference: referenceDataLoader(options.db),
    sessions: new SessionStore(options.db, { secureCookie: options.secureCookies ?? false }),
    identity: options.identity ?? new SandboxIdentityProvider(options.db, { keys: options.secrets.identityKeys, now }),
    cardGateway: options.cardGateway ?? sandboxCardGatewayFromEnv(),
    now,
  };
  await registerRoutes(app, context);
  registerDocsRoutes(app);
  return app;
}
