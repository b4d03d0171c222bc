import type { Database } from "../db/client";
import { sandboxAccountsPresent } from "./demo-data";
import { isSeeded, refreshRelativeDates, seedAddedTables, seedDatabase } from "./index";

export interface SeedOnStartOptions {
  /** Whether the demo data is seeded (demoDataFromEnv: never in a production start unless SEED_DEMO_DATA=true). */
  demoData: boolean;
  /** The app's folder of project attachments; the seeded attachments' files go there. */
  attachmentsDir?: string;
  /** Where the start's lines go (console.log and console.warn in the server). */
  log: (line: string) => void;
  warn: (line: string) => void;
}

/**
 * What the server does with its database before it listens (src/server.ts): seeds an empty one;
 * else moves the seed's relative dates to today and adds the rows of tables added since it was
 * seeded. Without demo data, a database that holds the sandbox accounts (seeded before
 * SEED_DEMO_DATA existed, or with it) is named in a warning: their passwords are public.
 */
export async function seedOnStart(db: Database, { demoData, attachmentsDir, log, warn }: SeedOnStartOptions): Promise<void> {
  if (!(await isSeeded(db))) {
    const started = Date.now();
    await seedDatabase(db, { attachmentsDir, demoData });
    log(`Seeded the database in ${Date.now() - started} ms (${demoData ? "with" : "without"} the demo data)`);
    return;
  }
  const moved = await refreshRelativeDates(db);
  if (moved > 0) log(`Moved the seed's demo, promotion and banner dates forward by ${moved} days`);
  const added = await seedAddedTables(db, { attachmentsDir, demoData });
  if (added > 0) log(`Seeded ${added} rows of tables added since the data folder was created`);
  if (!demoData) {
    const present = await sandboxAccountsPresent(db);
    if (present.length > 0)
      warn(
        `The database holds the demo accounts ${present.join(", ")}, whose passwords are public (apps/api README): ` +
          "delete them, or set SEED_DEMO_DATA=true if this is a demonstration shop.",
      );
  }
}
