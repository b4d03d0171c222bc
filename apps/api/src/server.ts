import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { buildApp } from "./app";
import { openDatabase, packageRoot } from "./db/client";
import { databaseOptionsFromEnv, migrateOnStartFromEnv, prepareDatabase } from "./db/startup";
import { Drain, drainAndClose, drainGraceFromEnv } from "./http/drain";
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
 * committed migrations (or, with MIGRATE_ON_START=false, checks that none is pending) and seeds an
 * empty database (the demo data only outside production or with SEED_DEMO_DATA=true), under a
 * lock two processes cannot hold at once, then listens on HOST:PORT (127.0.0.1:4000). SIGTERM
 * drains (src/http/drain.ts) and exits 0.
 */
async function main(): Promise<void> {
  const started = Date.now();
  const defaultDataDir = join(packageRoot(), ".data");
  const dataDir = process.env.DATA_DIR ?? defaultDataDir;
  // Before the database opens: in production a missing secret or payment provider stops the start at once.
  const secrets = loadSecrets({ env: process.env, dataDir, production: isProductionStart(process.env) });
  paymentSandboxFromEnv(process.env);
  sandboxSwitchesFromEnv(process.env);
  // A half-configured bot check provider stops the start; none at all in production is said once.
  if (isProductionStart(process.env) && !botCheckFromEnv(process.env).botCheck.enabled) console.warn(NO_BOT_CHECK_WARNING);
  const demoData = demoDataFromEnv(process.env);
  const migrate = migrateOnStartFromEnv(process.env);
  const graceMs = drainGraceFromEnv(process.env);
  const options = databaseOptionsFromEnv(process.env, defaultDataDir);
  if (options.kind === "pglite") mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase(options);
  // The one folder of attachment files: the seed writes its attachments there and the app serves them from it.
  const attachmentsDir = attachmentsDirFromEnv(process.env, packageRoot());
  await prepareDatabase(database, {
    migrate,
    then: (db) => seedOnStart(db, { demoData, attachmentsDir, log: console.log, warn: console.warn }),
  });

  const drain = new Drain();
  const app = await buildApp({
    db: database.db,
    secrets,
    secureCookies: process.env.COOKIE_SECURE === "true",
    trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
    rateLimits: rateLimitsFromEnv(process.env),
    logger: { level: process.env.LOG_LEVEL ?? "info" },
    attachmentsDir,
    drain,
  });
  const port = Number(process.env.PORT ?? 4000);
  const host = process.env.HOST ?? "127.0.0.1";

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: draining (ready answers 503${graceMs ? `, accepting for ${graceMs} ms more` : ""})`);
    const { cut } = await drainAndClose({ app, drain, graceMs, closeDatabase: () => database.close() });
    if (cut) app.log.warn(`${signal}: requests still running at the deadline were cut`);
    process.exit(0);
  };
  const stop = (signal: string) =>
    shutdown(signal).catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

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
