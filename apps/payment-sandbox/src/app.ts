import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { MerchantKeyring } from "./merchants/keyring";
import { cardGateway, type CardGatewayOptions } from "./providers/card";
import { botCheckProvider } from "./providers/bot-check";
import { fraudCheckProvider } from "./providers/fraud-check";
import { instalmentProviders } from "./providers/instalments";
import { walletsProvider } from "./providers/wallets";
import { zipInStoreProvider } from "./providers/zip-in-store";
import type { SandboxContext, SandboxProvider } from "./providers/provider";
import { registerErrorHandling } from "./shared/errors";
import { TokenSigner } from "./shared/signed-tokens";

/** One merchant account per storefront brand (BRANDS.md); MERCHANT_ACCOUNTS overrides it. */
export const DEFAULT_MERCHANT_ACCOUNTS = ["wa", "aol", "aol-nz", "andoo", "hc", "fk"] as const;

export interface SandboxOptions {
  /** Keys, certificates and records live here (the caller creates it; git-ignored `.data/` by default). */
  dataDir: string;
  /** Where browsers reach the sandbox, without a trailing slash: the base of its hosted pages. */
  publicUrl: string;
  merchantAccounts?: readonly string[];
  card?: CardGatewayOptions;
  logger?: FastifyServerOptions["logger"];
  /** The clock; tests pin it. */
  now?: () => Date;
}

/** The sandbox as a Fastify instance, ready for `listen` or `inject`. */
export async function buildSandbox(options: SandboxOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
    // JSON bodies are taken as sent: "12" is not an amount.
    ajv: { customOptions: { coerceTypes: false } },
  });
  registerErrorHandling(app);

  const now = options.now ?? (() => new Date());
  const context: SandboxContext = {
    dataDir: options.dataDir,
    publicUrl: options.publicUrl.replace(/\/+$/, ""),
    merchants: await MerchantKeyring.open(options.dataDir, options.merchantAccounts ?? DEFAULT_MERCHANT_ACCOUNTS, now()),
    tokens: await TokenSigner.open(options.dataDir),
    now,
  };

  app.get("/health", async () => ({ status: "ok" }));
  // The card gateway, the instalment providers, Zip in store and the fraud check of issue 14, the bot check of issue 45 and the wallets' script of issue 44, each under its own prefix.
  const providers: SandboxProvider[] = [
    cardGateway(options.card),
    ...instalmentProviders(),
    zipInStoreProvider(),
    fraudCheckProvider(),
    botCheckProvider(),
    walletsProvider(),
  ];
  for (const provider of providers) {
    await app.register((scope) => provider.register(scope, context), { prefix: provider.prefix });
  }
  return app;
}
