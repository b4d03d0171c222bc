/**
 * `pnpm bench:storefronts` (issue 18 item 9): starts the API on its embedded database and the six
 * production storefronts, warms them, loads home, a category and a product page of every brand
 * (18 addresses) with 200 connections for 60 s on loopback, prints p50/p99, requests, errors and
 * timeouts, stops what it started and exits 1 on any error, non-2xx answer or timeout.
 * It builds nothing: build first with `pnpm exec turbo run build --filter='./apps/*'`.
 *
 *   --connections 200  --duration 60  --timeout 10 (s)  --port 3700 (API; storefronts follow)
 *   --brand wa (repeatable: only those storefronts)
 * STOREFRONT_PAGE_CACHE_MS (packages/runtime README) reaches the storefronts as set.
 */
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { failureOf, formatSummary, runLoad } from "./load.ts";
import { pagesOf, warm } from "./pages.ts";
import { missingBuilds, Stack, storefrontApps } from "./stack.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "200" },
    duration: { type: "string", default: "60" },
    timeout: { type: "string", default: "10" },
    port: { type: "string", default: process.env.BENCH_PORT ?? "3700" },
    brand: { type: "string", multiple: true },
  },
});
const connections = Number(values.connections);
const durationSeconds = Number(values.duration);
const timeoutSeconds = Number(values.timeout);
const apiPort = Number(values.port);
// Bounded on purpose: this is a loopback bench, not a soak test.
if (!(connections >= 1 && connections <= 500) || !(durationSeconds >= 1 && durationSeconds <= 300) || !(timeoutSeconds >= 1)) {
  console.error("--connections must be 1–500, --duration 1–300 s, --timeout at least 1 s");
  process.exit(2);
}

const apps = storefrontApps(root, values.brand);
const missing = missingBuilds(root, apps);
if (apps.length === 0 || missing.length > 0) {
  console.error(
    apps.length === 0
      ? `No storefront named ${values.brand?.join(", ")}`
      : `Not built: ${missing.join(", ")}\nBuild first: pnpm exec turbo run build --filter='./apps/*'`,
  );
  process.exit(2);
}

// A browser's request: the pages leave compressed, as they do for shoppers.
const headers = { "accept-encoding": "gzip, deflate, br, zstd", accept: "text/html" };
const stack = new Stack(root, apiPort);
let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await stack.stop();
  }
  process.exit(code);
}
process.on("SIGINT", () => void stop(130));
process.on("SIGTERM", () => void stop(143));

async function main(): Promise<number> {
  await stack.startApi();
  const storefronts = await stack.startStorefronts(apps);

  const pages = await Promise.all(storefronts.map(({ brand, origin }) => pagesOf(brand, origin)));
  for (const { brand, paths } of pages) console.log(`  ${brand.padEnd(7)} ${paths.join("  ")}`);
  console.log("Warming (each page three times)...");
  await warm(pages, 3, headers);

  const urls = pages.flatMap(({ origin, paths }) => paths.map((path) => `${origin}${path}`));
  console.log(`Loading ${urls.length} pages with ${connections} connections for ${durationSeconds} s...`);
  const summary = await runLoad({ urls, connections, durationSeconds, timeoutSeconds, headers });
  console.log(`\n${formatSummary(summary)}\nNode ${process.version}, ${new Date().toISOString()}`);
  const failure = failureOf(summary);
  if (failure) console.error(`\nThe load was not held: ${failure}`);
  return failure ? 1 : 0;
}

main().then(
  (code) => stop(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return stop(1);
  },
);
