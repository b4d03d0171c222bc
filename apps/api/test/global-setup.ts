import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client";
import { seedDatabase } from "../src/seed";
import { TEST_TODAY } from "../src/test-clock";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: path of a tar of the seeded data folder. PostgreSQL: name of the seeded template database. */
    seededDatabase: string;
  }
}

/** Migrates and seeds one database per run; test files clone it (test/test-app.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.API_TEST_DATABASE === "postgres") {
    const url = process.env.TEST_DATABASE_URL as string;
    const template = `sf_api_template_${process.pid}`;
    const admin = postgres(url, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${template}`);
    await admin.unsafe(`CREATE DATABASE ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ kind: "postgres", url: templateUrl.toString(), maxConnections: 1 });
    await database.migrate();
    await seedDatabase(database.db, { today: TEST_TODAY, demoData: true });
    await database.close();
    project.provide("seededDatabase", template);
    return async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const folder = mkdtempSync(join(tmpdir(), "sf-api-test-"));
  const database = await openDatabase({ kind: "pglite" });
  await database.migrate();
  await seedDatabase(database.db, { today: TEST_TODAY, demoData: true });
  const dump = await database.dumpDataDir?.();
  await database.close();
  if (!dump) throw new Error("PGlite did not dump its data folder");
  const file = join(folder, "seeded.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("seededDatabase", file);
  return async () => rmSync(folder, { recursive: true, force: true });
}
