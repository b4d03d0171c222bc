import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, count, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder, type Database } from "../db/client";
import * as schema from "../db/schema";
import { offInProductionUnlessSet } from "../environment";
import { openTestDatabase, setupTestApi } from "../test-helpers";
import { TEST_TODAY } from "../test-clock";
import { SANDBOX_ACCOUNTS } from "./accounts";
import { demoDataFromEnv } from "./demo-data";
import { DEFAULT_SEED, seedDatabase } from "./index";
import { seedOnStart } from "./on-start";

const total = async (db: Database, table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** The rows a real shop must never get from the seed (./demo-data.ts). */
const DEMO_TABLES = {
  accounts: schema.accounts,
  coupons: schema.coupons,
  giftCards: schema.giftCards,
  salespeople: schema.salespeople,
  projectReferrers: schema.projectReferrers,
  projects: schema.projects,
  projectAttachments: schema.projectAttachments,
  reminders: schema.reminders,
};
const demoCounts = async (db: Database) =>
  Object.fromEntries(await Promise.all(Object.entries(DEMO_TABLES).map(async ([name, table]) => [name, await total(db, table)])));
const NO_DEMO_ROWS = Object.fromEntries(Object.keys(DEMO_TABLES).map((name) => [name, 0]));

/** A start's lines, as the server would print them. */
function startLog() {
  const lines: string[] = [];
  const warnings: string[] = [];
  return { lines, warnings, log: (line: string) => lines.push(line), warn: (line: string) => warnings.push(line) };
}

/** The run's seeded template (test/global-setup.ts), copied; and an empty database of this file's own, migrated. */
const seeded = setupTestApi();
let db: Database;
let drop: () => Promise<void>;
const attachmentsDir = mkdtempSync(join(tmpdir(), "sf-api-demo-"));

// Every migration on an empty database: over the suite's 60 s hook limit on a loaded two-core machine.
beforeAll(async () => {
  const opened = await openTestDatabase({ empty: true });
  drop = opened.drop;
  db = opened.handle.db;
  await opened.handle.migrate();
}, 180_000);
afterAll(async () => {
  await drop?.();
  rmSync(attachmentsDir, { recursive: true, force: true });
});

describe("the demo data switch", () => {
  it("is on outside production and off in a production start, unless SEED_DEMO_DATA says otherwise", () => {
    expect(demoDataFromEnv({})).toBe(true);
    expect(demoDataFromEnv({ NODE_ENV: "test" })).toBe(true);
    expect(demoDataFromEnv({ NODE_ENV: "production" })).toBe(false);
    expect(demoDataFromEnv({ NODE_ENV: "production", SEED_DEMO_DATA: "true" })).toBe(true);
    expect(demoDataFromEnv({ SEED_DEMO_DATA: "false" })).toBe(false);
    expect(demoDataFromEnv({ NODE_ENV: "production", SEED_DEMO_DATA: " " })).toBe(false);
  });

  it("stops the start on any other value, naming the variable", () => {
    for (const value of ["yes", "1", "TRUE", "on"]) {
      expect(() => demoDataFromEnv({ SEED_DEMO_DATA: value }), value).toThrow(`SEED_DEMO_DATA must be true or false, not "${value}".`);
    }
    expect(() => offInProductionUnlessSet({ NODE_ENV: "production", CHAT_SANDBOX: "no" }, "CHAT_SANDBOX")).toThrow(/CHAT_SANDBOX/);
  });
});

describe("a production start on an empty database", () => {
  const production = { NODE_ENV: "production" };

  it("seeds the catalogue and content the storefronts need, and no demo account, project, card, coupon or salesperson", async () => {
    const start = startLog();
    await seedOnStart(db, { demoData: demoDataFromEnv(production), attachmentsDir, ...start });
    expect(start.lines).toEqual([expect.stringMatching(/^Seeded the database in \d+ ms \(without the demo data\)$/)]);
    expect(await demoCounts(db)).toEqual(NO_DEMO_ROWS);
    expect(await total(db, schema.storefronts)).toBe(6);
    expect(await total(db, schema.settings)).toBeGreaterThan(6 * 30);
    expect(await total(db, schema.products)).toBeGreaterThanOrEqual(2000);
    expect(await total(db, schema.stores)).toBeGreaterThanOrEqual(25);
    expect(await total(db, schema.localities)).toBeGreaterThan(15000);
    expect(await total(db, schema.customForms)).toBeGreaterThan(0);
    expect(await total(db, schema.contentEntries)).toBeGreaterThan(0);
  }, 180_000);

  it("adds none at the next production start either, and adds them all when SEED_DEMO_DATA=true", async () => {
    const again = startLog();
    await seedOnStart(db, { demoData: demoDataFromEnv(production), attachmentsDir, ...again });
    expect(await demoCounts(db)).toEqual(NO_DEMO_ROWS);
    expect(again.warnings).toEqual([]);

    const told = startLog();
    await seedOnStart(db, { demoData: demoDataFromEnv({ ...production, SEED_DEMO_DATA: "true" }), attachmentsDir, ...told });
    const counts = await demoCounts(db);
    expect(counts.accounts).toBe(SANDBOX_ACCOUNTS.length);
    expect(counts.coupons).toBeGreaterThan(0);
    expect(counts.giftCards).toBeGreaterThan(0);
    expect(counts.salespeople).toBeGreaterThan(0);
    expect(counts.projects).toBeGreaterThanOrEqual(300);
    expect(counts.projectAttachments).toBeGreaterThan(0);
    expect(counts.reminders).toBeGreaterThan(0);
    expect(told.lines).toEqual([expect.stringMatching(/^Seeded \d+ rows of tables added since the data folder was created$/)]);

    // A production start without the switch names the demo accounts it finds: their passwords are public.
    const warned = startLog();
    await seedOnStart(db, { demoData: demoDataFromEnv(production), attachmentsDir, ...warned });
    const demoEmails = SANDBOX_ACCOUNTS.map((account) => account.email).sort();
    expect(warned.warnings).toEqual([expect.stringContaining(demoEmails.join(", "))]);
    expect(warned.warnings[0]).toContain("SEED_DEMO_DATA=true");
  }, 120_000);
});

describe("share ids and attachment keys of the seed", () => {
  const projectsOf = (database: Database) =>
    database
      .select({ storefrontId: schema.projects.storefrontId, name: schema.projects.name, shareId: schema.projects.shareId })
      .from(schema.projects)
      .orderBy(asc(schema.projects.id));

  it("are random: two fresh seeds of the same seed value share none, and the rest of the projects is the same", async () => {
    // The run's template was seeded the same way (test/global-setup.ts): the same seed value and day.
    await seedDatabase(db, { today: TEST_TODAY, demoData: true, attachmentsDir });
    const [first, second] = [await projectsOf(seeded.db), await projectsOf(db)];
    expect(second.length).toBe(first.length);
    expect(second.map(({ storefrontId, name }) => [storefrontId, name])).toEqual(
      first.map(({ storefrontId, name }) => [storefrontId, name]),
    );
    const firstIds = new Set(first.map((p) => p.shareId));
    expect(second.filter((p) => firstIds.has(p.shareId))).toEqual([]);
    expect(new Set(second.map((p) => p.shareId)).size).toBe(second.length);
  }, 180_000);

  it("give every seeded attachment a random key of its own, whose file holds the bytes", async () => {
    const keys = await db
      .select({ key: schema.projectAttachments.storageKey, size: schema.projectAttachments.size })
      .from(schema.projectAttachments);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys.map((k) => k.key)).size).toBe(keys.length);
    for (const { key, size } of keys.slice(0, 5)) {
      expect(key).toMatch(/^\d+\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(readFileSync(join(attachmentsDir, ...key.split("/"))).length).toBe(size);
    }
  });

  it("of a data folder seeded before they were random are replaced by migration 0015, and no other", async () => {
    // The share id the seed used to derive from the public seed value (what migration 0015 looks for).
    const derived = (storefrontId: string, n: number) => {
      const h = createHash("sha256").update(`${DEFAULT_SEED}:${storefrontId}:project:${n}`).digest("hex");
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
    };
    const [a, b] = await seeded.db
      .select({ id: schema.projects.id, shareId: schema.projects.shareId })
      .from(schema.projects)
      .where(eq(schema.projects.storefrontId, "wa"))
      .orderBy(asc(schema.projects.id))
      .limit(2);
    await seeded.db
      .update(schema.projects)
      .set({ shareId: derived("wa", 7) })
      .where(eq(schema.projects.id, a!.id));
    const migration = readFileSync(join(migrationsFolder(), "0015_random_share_ids.sql"), "utf8");
    await seeded.db.execute(sql.raw(migration));
    const after = await seeded.db
      .select({ id: schema.projects.id, shareId: schema.projects.shareId })
      .from(schema.projects)
      .where(eq(schema.projects.storefrontId, "wa"))
      .orderBy(asc(schema.projects.id))
      .limit(2);
    expect(after[0]!.shareId).not.toBe(derived("wa", 7));
    expect(after[0]!.shareId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(after[1]!.shareId).toBe(b!.shareId);
  });
});
