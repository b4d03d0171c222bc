import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The driver-independent database handle every route and the seed use. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseOptions =
  | { kind: "pglite"; /** Folder to keep the data in; in memory when absent. */ dataDir?: string; loadDataDir?: Blob }
  | { kind: "postgres"; url: string; maxConnections?: number };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseOptions["kind"];
  /** Applies the committed migrations in drizzle/ (drizzle's migrator; never `push`). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while this process holds the database's start-up lock (a PostgreSQL advisory lock
   * on a connection of its own), so the migrations and the seed of two processes starting together
   * on one database run one after the other (./startup.ts). PGlite has one process: no lock.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** A tar of the PGlite data folder (PGlite only), used to clone a seeded database in tests. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The package root: the nearest folder above this module that holds drizzle/ (src/ in dev, dist/ when built). */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, "drizzle", "meta", "_journal.json"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("Cannot find the drizzle/ migrations folder above " + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

export const migrationsFolder = () => join(packageRoot(), "drizzle");

/** The advisory lock every API process of a database takes to migrate and seed (any fixed 64-bit number, the same in every release). */
const STARTUP_LOCK_KEY = "7305614419120043";

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const client = postgres(options.url, { max: options.maxConnections ?? 10, onnotice: () => undefined });
    const db = drizzlePostgres(client, { schema });
    return {
      db,
      kind: "postgres",
      migrate: () => migratePostgres(db, { migrationsFolder: migrationsFolder() }),
      async exclusive(work) {
        const connection = await client.reserve();
        try {
          await connection`SELECT pg_advisory_lock(${STARTUP_LOCK_KEY})`;
          try {
            return await work();
          } finally {
            await connection`SELECT pg_advisory_unlock(${STARTUP_LOCK_KEY})`;
          }
        } finally {
          connection.release();
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    exclusive: (work) => work(),
    dumpDataDir: async () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query, whichever driver answered (PGlite gives { rows }, postgres-js an array). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}
