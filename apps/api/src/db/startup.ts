import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { migrationsFolder, queryRows, type Database, type DatabaseHandle, type DatabaseOptions } from "./client";

type Env = Record<string, string | undefined>;

/** DATABASE_URL: PostgreSQL at that address; else PGlite in DATA_DIR (`defaultDataDir` when unset). */
export function databaseOptionsFromEnv(env: Env, defaultDataDir: string): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: "postgres", url: env.DATABASE_URL };
  return { kind: "pglite", dataDir: env.DATA_DIR ?? defaultDataDir };
}

/**
 * MIGRATE_ON_START: `true` (the default: `pnpm start`, the tests, one machine) migrates at start;
 * `false` (several processes, a release whose migrations ran by their own command) only checks
 * that none is pending and refuses to start otherwise.
 */
export function migrateOnStartFromEnv(env: Env): boolean {
  const value = env.MIGRATE_ON_START?.trim();
  if (!value) return true;
  if (value !== "true" && value !== "false") throw new Error(`MIGRATE_ON_START must be true or false, not ${JSON.stringify(value)}.`);
  return value === "true";
}

interface JournalEntry {
  tag: string;
  when: number;
}

/**
 * The committed migrations the database has not applied, by drizzle's own rule: every journal
 * entry newer than the last applied migration's `created_at` (drizzle-orm's pg dialect, migrate()).
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as { entries: JournalEntry[] };
  const [table] = await queryRows<{ name: string | null }>(db, sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name`);
  const [last] = table?.name
    ? await queryRows<{ created_at: string | number }>(
        db,
        sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
      )
    : [];
  const applied = last ? Number(last.created_at) : -1;
  return journal.entries.filter((entry) => entry.when > applied).map((entry) => entry.tag);
}

export class PendingMigrationsError extends Error {}

/**
 * What a process does with its database before it serves (src/server.ts) or seeds (the seed
 * command): under the start-up lock, so that two processes starting together on an empty
 * database do not both create its tables (issue 43 item 4), it migrates (or, without
 * `migrate`, refuses to go on while a migration is pending), then runs `then` (the seed).
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  { migrate, then }: { migrate: boolean; then?: (db: Database) => Promise<void> },
): Promise<void> {
  await database.exclusive(async () => {
    if (migrate) await database.migrate();
    else {
      const pending = await pendingMigrations(database.db);
      if (pending.length > 0) {
        throw new PendingMigrationsError(
          `The database lacks the migrations ${pending.join(", ")}: run the migrate command of this release first ` +
            "(node dist/migrate.js, or pnpm --filter @storefront/api migrate), or start with MIGRATE_ON_START=true.",
        );
      }
    }
    await then?.(database.db);
  });
}
