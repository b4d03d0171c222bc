import { join } from "node:path";
import { mkdirSync } from "node:fs";
import { openDatabase, packageRoot } from "../db/client";
import { databaseOptionsFromEnv, pendingMigrations, prepareDatabase } from "../db/startup";

/**
 * The migrate command (`node dist/migrate.js`, `pnpm --filter @storefront/api migrate`): applies
 * this release's migrations to the configured database (DATABASE_URL, else PGlite in DATA_DIR),
 * once, before its API processes start (issue 43 item 4). Under the start-up lock, so it waits for
 * a process that is migrating or seeding. Prints what it applied; exits 1 on failure.
 */
async function main(): Promise<void> {
  const defaultDataDir = join(packageRoot(), ".data");
  const options = databaseOptionsFromEnv(process.env, defaultDataDir);
  if (options.kind === "pglite") mkdirSync(options.dataDir ?? defaultDataDir, { recursive: true });
  const database = await openDatabase(options);
  try {
    const pending = await pendingMigrations(database.db);
    await prepareDatabase(database, { migrate: true });
    console.log(pending.length ? `Applied ${pending.length} migrations: ${pending.join(", ")}` : "No migration to apply");
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
