import { join } from "node:path";
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { openDatabase, packageRoot } from "../db/client";
import { databaseOptionsFromEnv, prepareDatabase } from "../db/startup";
import { attachmentsDirFromEnv } from "../projects/attachment-files";
import { PRODUCT_COUNT } from "../seed/catalogue";
import { demoDataFromEnv } from "../seed/demo-data";
import { DEFAULT_SEED, isSeeded, seedDatabase } from "../seed";

const USAGE = `Usage: seed [--products N] [--seed S] [--replace]

Seeds the configured database (DATABASE_URL, else PGlite in DATA_DIR) with the catalogue of N
products (${PRODUCT_COUNT}, the demo shop, by default), built from seed value S (${DEFAULT_SEED}),
and the rest of the seed (content, stores, localities; the demo data unless SEED_DEMO_DATA=false
or NODE_ENV=production). Migrates first. A seeded database is left alone unless --replace, which
empties every seeded and shopper table first (orders, carts, accounts included).`;

/** A whole number from `min` up, or the usage and exit 2. */
function wholeNumber(value: string | undefined, fallback: number, name: string, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min) {
    console.error(`--${name} must be a whole number of at least ${min}, not ${JSON.stringify(value)}.\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

const parseOptions = (args: string[]) =>
  parseArgs({
    args,
    options: {
      products: { type: "string" },
      seed: { type: "string" },
      replace: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });

/**
 * The seed command (`node dist/seed.js`, `pnpm --filter @storefront/api seed --products 100000`):
 * a realistic catalogue of any size, deterministic from the seed value (issue 43 item 1).
 */
async function main(): Promise<void> {
  // `pnpm seed -- --products N` hands the script the `--` too.
  const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === "--"));
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(args);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
  const { values } = parsed;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const products = wholeNumber(values.products, PRODUCT_COUNT, "products", 100);
  const seed = wholeNumber(values.seed, DEFAULT_SEED, "seed", 0);
  const defaultDataDir = join(packageRoot(), ".data");
  const options = databaseOptionsFromEnv(process.env, defaultDataDir);
  if (options.kind === "pglite") mkdirSync(options.dataDir ?? defaultDataDir, { recursive: true });
  const demoData = demoDataFromEnv(process.env);
  const database = await openDatabase(options);
  try {
    await prepareDatabase(database, {
      migrate: true,
      then: async (db) => {
        if ((await isSeeded(db)) && !values.replace) {
          console.log("The database is seeded already: nothing done (--replace seeds it again, emptying it first).");
          return;
        }
        const started = Date.now();
        await seedDatabase(db, { seed, products, demoData, attachmentsDir: attachmentsDirFromEnv(process.env, packageRoot()) });
        console.log(
          `Seeded ${products} products from seed ${seed} (${demoData ? "with" : "without"} the demo data) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
