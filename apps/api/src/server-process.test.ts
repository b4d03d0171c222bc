import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { packageRoot } from "./db/client";
import { seedRuns } from "./db/schema";
import { isoDate } from "./seed/dates";
import { openTestDatabase } from "./test-helpers";

/** A port nothing listens on, from the system. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Asks until the process answers (or has exited): it migrates nothing, but still compiles and opens its pool. */
async function answered(url: string, process: ChildProcess): Promise<Response> {
  for (;;) {
    if (process.exitCode !== null) throw new Error(`The API exited with ${process.exitCode} before answering`);
    const answer = await fetch(url).catch(() => undefined);
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The real start file (src/server.ts) as a process on PostgreSQL, stopped as a deployment stops
 * it: the CI smoke of issue 43 item 4. PostgreSQL only (the cluster's database); PGlite's process
 * is the same code.
 */
describe.runIf(process.env.API_TEST_DATABASE === "postgres")("an API process on PostgreSQL", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("starts without migrating on a migrated database, drains on SIGTERM (ready 503) and exits 0", { timeout: 60_000 }, async () => {
    const database = await openTestDatabase();
    cleanups.push(database.drop);
    // Seeded today, so the start moves no relative date (refreshRelativeDates: the template's day is TEST_TODAY).
    await database.handle.db.update(seedRuns).set({ anchorDate: isoDate(new Date()) });
    const port = await freePort();
    const api = spawn(process.execPath, ["--import", "tsx", "--conditions=development", "src/server.ts"], {
      cwd: packageRoot(),
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        DATA_DIR: mkdtempSync(join(tmpdir(), "api-process-")),
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        MIGRATE_ON_START: "false",
        // Long enough for the readiness check below; the process exits when the grace and the drain are over.
        DRAIN_GRACE_MS: "3000",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    cleanups.push(() => void (api.exitCode === null && api.kill("SIGKILL")));
    const exited = once(api, "exit") as Promise<[number | null, NodeJS.Signals | null]>;

    const ready = await answered(`http://127.0.0.1:${port}/api/ready`, api);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });

    api.kill("SIGTERM");
    let draining = await fetch(`http://127.0.0.1:${port}/api/ready`);
    // The signal may arrive a moment after the request: ask until the drain has begun.
    while (draining.status === 200) draining = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: "draining" });

    expect(await exited).toEqual([0, null]);
    await expect(fetch(`http://127.0.0.1:${port}/api/ready`)).rejects.toThrow();
  });
});
