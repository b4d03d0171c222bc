import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { buildApp } from "./app";
import { openDatabase, packageRoot, type DatabaseOptions } from "./db/client";
import { rateLimitsFromEnv } from "./http/rate-limits";
import { attachmentsDirFromEnv } from "./projects/attachment-files";
import { loadSecrets } from "./secrets";
import { isProductionStart, sandboxSwitchesFromEnv } from "./environment";
import { botCheckFromEnv, NO_BOT_CHECK_WARNING } from "./bot-check/bot-check";
import { paymentSandboxFromEnv } from "./payments/payment-sandbox";
import { demoDataFromEnv } from "./seed/demo-data";
import { seedOnStart } from "./seed/on-start";

/**
 * Starts the API: opens PGlite in apps/api/.data (or PostgreSQL at DATABASE_URL), applies the
 * committed migrations, seeds an empty database (the demo data only outside production or with
 * SEED_DEMO_DATA=true), then listens on HOST:PORT (127.0.0.1:4000).
 */
async function main(): Promise<void> {
  const started = Date.now();
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR ?? join(packageRoot(), ".data");
  // Before the database opens: in production a missing secret or payment provider stops the start at once.
  const secrets = loadSecrets({ env: process.env, dataDir, production: isProductionStart(process.env) });
  paymentSandboxFromEnv(process.env);
  sandboxSwitchesFromEnv(process.env);
  // A half-configured bot check provider stops the start; none at all in production is said once.
  if (isProductionStart(process.env) && !botCheckFromEnv(process.env).botCheck.enabled) console.warn(NO_BOT_CHECK_WARNING);
  const demoData = demoDataFromEnv(process.env);
  let options: DatabaseOptions;
  if (databaseUrl) {
    options = { kind: "postgres", url: databaseUrl };
  } else {
    mkdirSync(dataDir, { recursive: true });
    options = { kind: "pglite", dataDir };
  }
  const database = await openDatabase(options);
  await database.migrate();
  // The one folder of attachment files: the seed writes its attachments there and the app serves them from it.
  const attachmentsDir = attachmentsDirFromEnv(process.env, packageRoot());
  await seedOnStart(database.db, { demoData, attachmentsDir, log: console.log, warn: console.warn });

  const app = await buildApp({
    db: database.db,
    secrets,
    secureCookies: process.env.COOKIE_SECURE === "true",
    trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
    rateLimits: rateLimitsFromEnv(process.env),
    logger: { level: process.env.LOG_LEVEL ?? "info" },
    attachmentsDir,
  });
  const port = Number(process.env.PORT ?? 4000);
  const host = process.env.HOST ?? "127.0.0.1";

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port, host });
  app.log.info(`API ready on http://${host}:${port} (${database.kind}) in ${Date.now() - started} ms`);
}

/** TRUST_PROXY: addresses or CIDR ranges (comma-separated), `loopback` (the default), `true` or `false`. */
function trustProxyFromEnv(value: string | undefined): boolean | string[] | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (trimmed === "true" || trimmed === "false") return trimmed === "true";
  return trimmed.split(",").map((entry) => entry.trim());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
