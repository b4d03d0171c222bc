import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test-helpers";
import { migrationsFolder, openDatabase, queryRows, type DatabaseHandle } from "./client";
import { migrateOnStartFromEnv, PendingMigrationsError, pendingMigrations, prepareDatabase } from "./startup";

const journalTags = () =>
  (JSON.parse(readFileSync(join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] }).entries.map(
    (entry) => entry.tag,
  );
const onPostgres = process.env.API_TEST_DATABASE === "postgres";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emptyDatabase() {
  const copy = await openTestDatabase({ empty: true });
  cleanups.push(copy.drop);
  return copy;
}

describe("migrations once per release (issue 43 item 4)", () => {
  // A new database and every migration: on PGlite, a fresh instance too (about 4 s idle, far more on a busy machine).
  it(
    "an API process started without migrating refuses an unmigrated database, naming the command to run",
    { timeout: 120_000 },
    async () => {
      const { handle } = await emptyDatabase();
      expect(await pendingMigrations(handle.db)).toEqual(journalTags());
      const refused = prepareDatabase(handle, { migrate: false });
      await expect(refused).rejects.toThrow(PendingMigrationsError);
      await expect(refused).rejects.toThrow(/run the migrate command of this release first/);

      await prepareDatabase(handle, { migrate: true });
      expect(await pendingMigrations(handle.db)).toEqual([]);
      await expect(prepareDatabase(handle, { migrate: false })).resolves.toBeUndefined();
    },
  );

  it("reads MIGRATE_ON_START: true by default, false to only check, anything else refused", () => {
    expect(migrateOnStartFromEnv({})).toBe(true);
    expect(migrateOnStartFromEnv({ MIGRATE_ON_START: "false" })).toBe(false);
    expect(migrateOnStartFromEnv({ MIGRATE_ON_START: "true" })).toBe(true);
    expect(() => migrateOnStartFromEnv({ MIGRATE_ON_START: "no" })).toThrow(/MIGRATE_ON_START must be true or false/);
  });

  it.runIf(onPostgres)(
    "two processes starting together on an empty database migrate and seed one after the other",
    { timeout: 120_000 },
    async () => {
      const { url } = await emptyDatabase();
      // Two pools, as two API processes have: each waits for the other's start-up lock.
      const processes: DatabaseHandle[] = [];
      for (let n = 0; n < 2; n++) {
        const handle = await openDatabase({ kind: "postgres", url: url as string, maxConnections: 2 });
        cleanups.push(() => handle.close());
        processes.push(handle);
      }
      const steps: string[] = [];
      await Promise.all(
        processes.map((handle, n) =>
          prepareDatabase(handle, {
            migrate: true,
            then: async (db) => {
              steps.push(`${n} seeds`);
              // What seedOnStart asks first: is the database seeded? The first process's seed is whole by now.
              const [seeded] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::integer AS n FROM seed_runs`);
              if (seeded?.n === 0) await db.execute(sql`INSERT INTO seed_runs (id, seed, anchor_date) VALUES (1, 1, '2026-11-29')`);
              steps.push(`${n} done`);
            },
          }),
        ),
      );
      // Never interleaved: one process's seed ends before the other's begins.
      expect(steps).toHaveLength(4);
      expect(steps[0]?.split(" ")[0]).toBe(steps[1]?.split(" ")[0]);
      expect(steps[2]?.split(" ")[0]).toBe(steps[3]?.split(" ")[0]);
      const first = processes[0] as DatabaseHandle;
      const applied = await queryRows<{ n: number }>(first.db, sql`SELECT count(*)::integer AS n FROM drizzle.__drizzle_migrations`);
      expect(applied[0]?.n).toBe(journalTags().length);
      const runs = await queryRows<{ n: number }>(first.db, sql`SELECT count(*)::integer AS n FROM seed_runs`);
      expect(runs[0]?.n).toBe(1);
    },
  );
});
