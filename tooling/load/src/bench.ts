/**
 * `pnpm bench` (issue 17 item 8): every figure of issue 17's table measured in one run on
 * loopback. Builds the API and the storefronts (unless --no-build), starts them on the API's
 * embedded database, then measures:
 *   - server-rendered home, category and product pages ÷ the same server sending a static file of
 *     the same size (a copy of that page, precompressed as the build does its assets), requests/s;
 *   - the API's product by slug and search suggestions ÷ a bare Fastify route, with p99, measured
 *     in turns (measureInTurns), and the all-products listing's p99;
 *   - each brand's first-load JS on a category page ÷ the framework floor (floor/entry.js) + 30 KB;
 *   - Lighthouse (mobile) on home, a category and a product page of every brand, and on the
 *     --throughput brand's three pages with the framework only (src/framework-page.ts): the score
 *     the framework alone leaves, measured on the same machine in the same run.
 * Prints the tables; --write puts them in this package's README. A benchmark, not a test: no test
 * asserts a timing and CI does not run it.
 *
 *   --brand wa (repeatable)  --throughput wa (the brand of the ratio runs)  --seconds 10
 *   --connections 10  --port 3800  --no-build  --no-lighthouse  --lighthouse-runs 5  --write
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { firstLoadJsOf, floorJs } from "./first-load-js.ts";
import { startFrameworkPageServer } from "./framework-page.ts";
import { lighthouse, type LighthouseScores } from "./lighthouse.ts";
import { failureOf, pooled, runLoad, type LoadSummary } from "./load.ts";
import { pagesOf, warm, type StorefrontPages } from "./pages.ts";
import {
  figuresTable,
  frameworkOnlyTable,
  kilobytes,
  lighthouseMet,
  lighthouseTable,
  medianRun,
  ratio,
  withResults,
  type Figure,
  type FrameworkOnlyRow,
  type LighthouseRow,
} from "./report.ts";
import { startProcess, waitUntilAnswering } from "./servers.ts";
import { missingBuilds, Stack, storefrontApps, type RunningStorefront } from "./stack.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const loadDir = fileURLToPath(new URL("../", import.meta.url));
const { values } = parseArgs({
  options: {
    brand: { type: "string", multiple: true },
    throughput: { type: "string", default: "wa" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    port: { type: "string", default: process.env.BENCH_PORT ?? "3800" },
    "no-build": { type: "boolean", default: false },
    "no-lighthouse": { type: "boolean", default: false },
    "lighthouse-runs": { type: "string", default: "5" },
    write: { type: "boolean", default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const lighthouseRuns = Number(values["lighthouse-runs"]);
const apiPort = Number(values.port);
if (!(seconds >= 1 && seconds <= 60) || !(connections >= 1 && connections <= 100) || !(lighthouseRuns >= 1 && lighthouseRuns <= 9)) {
  console.error("--seconds must be 1–60, --connections 1–100 and --lighthouse-runs 1–9");
  process.exit(2);
}
const apps = storefrontApps(root, values.brand);
if (apps.length === 0) {
  console.error(`No storefront named ${values.brand?.join(", ")}`);
  process.exit(2);
}

/** A browser's request: pages and files leave compressed, as they do for shoppers. */
const browser = { "accept-encoding": "gzip, deflate, br, zstd", accept: "text/html" };
/** The folder under each storefront's client build where the static copies stand during the run. */
const STATIC_FOLDER = "__bench";

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

/** Seconds of the same load, not measured, before each figure: a steady state, not the JIT's warm-up. */
const WARM_UP_SECONDS = 3;
/** The runs of measureInTurns: `seconds` split in this many, each of a whole second at least. */
const TURNS = 5;
const TURN_SECONDS = Math.max(1, Math.round(seconds / TURNS));

/** One run of the load on one address for `durationSeconds`. */
function load(url: string, durationSeconds: number, headers: Record<string, string>): Promise<LoadSummary> {
  return runLoad({ urls: [url], connections, durationSeconds, timeoutSeconds: 10, headers });
}

/** The figure of a measure, printed; a measure that failed (errors, timeouts) stops the bench. */
function checked(name: string, url: string, summary: LoadSummary, detail = ""): LoadSummary {
  const failure = failureOf(summary);
  if (failure) throw new Error(`${name} (${url}): ${failure}`);
  console.log(`  ${name.padEnd(44)} ${String(summary.requestsPerSecond).padStart(6)}/s  p99 ${summary.p99Ms} ms${detail}`);
  return summary;
}

async function measure(name: string, url: string, headers: Record<string, string> = browser): Promise<LoadSummary> {
  await load(url, WARM_UP_SECONDS, headers);
  return checked(name, url, await load(url, seconds, headers));
}

/**
 * Measures that are compared with each other, taken in turns: after each one's warm-up, `seconds`
 * each in TURNS runs of TURN_SECONDS, one address after the other in every turn. Measured one
 * after the other in one run each, the API and the bare route were 10 s apart on cores the machine
 * shares with other work, and the API's figure moved between 0.24 and 0.53 of the bare route's
 * from one bench to the next; in turns, both see the same minutes. Every turn's figure is printed.
 */
async function measureInTurns(targets: { name: string; url: string }[], headers: Record<string, string>): Promise<LoadSummary[]> {
  for (const { url } of targets) await load(url, WARM_UP_SECONDS, headers);
  const runs: LoadSummary[][] = targets.map(() => []);
  for (let turn = 0; turn < TURNS; turn++) {
    for (const [index, { url }] of targets.entries()) runs[index]!.push(await load(url, TURN_SECONDS, headers));
  }
  return targets.map(({ name, url }, index) =>
    checked(name, url, pooled(runs[index]!), `  (turns: ${runs[index]!.map((run) => run.requestsPerSecond).join(", ")})`),
  );
}

/** Copies of the pages as static files (with the .br and .gz copies a build writes), named by index. */
async function writeStaticCopies(storefront: RunningStorefront, paths: string[]): Promise<string[]> {
  const folder = join(storefront.dir, "build/client", STATIC_FOLDER);
  mkdirSync(folder, { recursive: true });
  const copies: string[] = [];
  for (const [index, path] of paths.entries()) {
    const answer = await fetch(`${storefront.origin}${path}`, { headers: { "accept-encoding": "identity", accept: "text/html" } });
    const page = Buffer.from(await answer.arrayBuffer());
    const file = join(folder, `page-${index}.html`);
    writeFileSync(file, page);
    writeFileSync(`${file}.br`, brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
    copies.push(`/${STATIC_FOLDER}/page-${index}.html`);
  }
  return copies;
}

async function serverRenderFigures(stack: Stack, pages: StorefrontPages[]): Promise<Figure[]> {
  const storefront = stack.storefronts.find(({ brand }) => brand === values.throughput);
  const paths = pages.find(({ brand }) => brand === values.throughput)?.paths;
  if (!storefront || !paths) throw new Error(`--throughput ${values.throughput} is not among the storefronts started`);
  console.log(`\nServer render ÷ static file of the same size (${storefront.brand}, ${connections} connections, ${seconds} s each)`);
  try {
    const copies = await writeStaticCopies(storefront, paths);
    // The server indexes precompressed files when it starts.
    await stack.restart(storefront);
    await warm([{ brand: storefront.brand, origin: storefront.origin, paths: [...paths, ...copies] }], 3, browser);
    const figures: Figure[] = [];
    for (const [index, name] of ["home", "category", "product"].entries()) {
      const page = await measure(`${name} page ${paths[index]}`, `${storefront.origin}${paths[index]}`);
      const file = await measure(`static copy of the ${name} page`, `${storefront.origin}${copies[index]}`);
      const value = page.requestsPerSecond / file.requestsPerSecond;
      figures.push({
        figure: `server-rendered ${name} page ÷ static file, ${storefront.brand}`,
        measured: `${ratio(value)} (${page.requestsPerSecond} vs ${file.requestsPerSecond} requests/s)`,
        bar: "≥ 0.2",
        met: value >= 0.2,
      });
    }
    return figures;
  } finally {
    rmSync(join(storefront.dir, "build/client", STATIC_FOLDER), { recursive: true, force: true });
  }
}

async function apiFigures(stack: Stack): Promise<Figure[]> {
  const barePort = apiPort + 98;
  // A bare Fastify route in its own process, as the API runs in its own.
  const bare = startProcess("bare-fastify", "--input-type=module", join(root, "apps/api"), {}, [
    "-e",
    `import Fastify from "fastify"; const app = Fastify(); app.get("/bare", async () => ({ status: "ok" })); await app.listen({ host: "127.0.0.1", port: ${barePort} });`,
  ]);
  stack.processes.push(bare);
  const bareUrl = `http://127.0.0.1:${barePort}/bare`;
  await waitUntilAnswering(bare, bareUrl, 30);
  const headers = { "x-storefront-brand": "wa", accept: "application/json" };
  const listing = (await (await fetch(`${stack.apiUrl}/api/listing?type=all&pageSize=1`, { headers })).json()) as {
    products: { slug: string }[];
  };
  const slug = listing.products[0]?.slug;
  if (!slug) throw new Error("The API lists no product");
  console.log(`\nAPI ÷ bare Fastify route (${connections} connections, ${TURNS} turns of ${TURN_SECONDS} s each)`);
  const [base, product, suggestions] = (await measureInTurns(
    [
      { name: "bare Fastify route", url: bareUrl },
      { name: "GET /api/v2/product/slug/{slug}", url: `${stack.apiUrl}/api/v2/product/slug/${slug}` },
      { name: "GET /api/search/products (suggestions)", url: `${stack.apiUrl}/api/search/products?searchTerms=oven` },
    ],
    headers,
  )) as [LoadSummary, LoadSummary, LoadSummary];
  const all = await measure("GET /api/listing (all products)", `${stack.apiUrl}/api/listing?type=all&pageSize=24`, headers);
  const productRatio = product.requestsPerSecond / base.requestsPerSecond;
  const suggestionsRatio = suggestions.requestsPerSecond / base.requestsPerSecond;
  return [
    {
      figure: "API product by slug ÷ bare Fastify route",
      measured: `${ratio(productRatio)} (${product.requestsPerSecond} vs ${base.requestsPerSecond}/s), p99 ${product.p99Ms} ms`,
      bar: "≥ 0.5, p99 ≤ 10 ms",
      met: productRatio >= 0.5 && product.p99Ms <= 10,
    },
    {
      figure: "API search suggestions ÷ bare Fastify route",
      measured: `${ratio(suggestionsRatio)} (${suggestions.requestsPerSecond}/s)`,
      bar: "≥ 0.25",
      met: suggestionsRatio >= 0.25,
    },
    { figure: "API all-products listing p99", measured: `${all.p99Ms} ms`, bar: "≤ 50 ms", met: all.p99Ms <= 50 },
  ];
}

async function firstLoadFigures(pages: StorefrontPages[]): Promise<Figure[]> {
  console.log("\nFirst-load JS of a category page against the framework floor (gzip -9 per file)");
  const floor = await floorJs(loadDir);
  const bar = floor.gzipBytes + 30 * 1024;
  console.log(`  framework floor ${kilobytes(floor.gzipBytes)} (${floor.files.length} files): bar ${kilobytes(bar)}`);
  const figures: Figure[] = [];
  for (const { brand, origin, paths } of pages) {
    const page = await firstLoadJsOf(`${origin}${paths[1]}`);
    console.log(`  ${brand.padEnd(7)} ${kilobytes(page.gzipBytes)} in ${page.files.length} files`);
    figures.push({
      figure: `first-load JS, ${brand} category page (gzip)`,
      measured: `${kilobytes(page.gzipBytes)} in ${page.files.length} files (${kilobytes(page.joinedGzipBytes)} as one)`,
      bar: `≤ floor ${kilobytes(floor.gzipBytes)} + 30 KB = ${kilobytes(bar)}`,
      met: page.gzipBytes <= bar,
    });
  }
  return figures;
}

/** A page's Lighthouse runs, one after another, and the median run. */
async function lighthouseMedian(url: string): Promise<{ scores: LighthouseScores; runs: number[] }> {
  const runs: LighthouseScores[] = [];
  for (let run = 0; run < lighthouseRuns; run += 1) runs.push(await lighthouse(url));
  return { scores: medianRun(runs), runs: runs.map(({ performance }) => performance) };
}

async function lighthouseRows(pages: StorefrontPages[]): Promise<LighthouseRow[]> {
  console.log(`\nLighthouse, mobile (one page at a time, ${lighthouseRuns} runs each, the median run kept)`);
  const rows: LighthouseRow[] = [];
  for (const { brand, origin, paths } of pages) {
    for (const path of paths) {
      const { scores, runs } = await lighthouseMedian(`${origin}${path}`);
      console.log(`  ${brand.padEnd(7)} ${path.padEnd(48)} ${JSON.stringify(scores)} runs ${runs.join(", ")}`);
      rows.push({ brand, path, scores, runs });
    }
  }
  return rows;
}

/**
 * The reference brand's pages again with the framework only: what React, the router, react-query,
 * styled-components and zustand cost a phone before any storefront code runs.
 */
async function frameworkOnlyRows(pages: StorefrontPages[], rows: LighthouseRow[]): Promise<FrameworkOnlyRow[]> {
  const reference = pages.find(({ brand }) => brand === values.throughput) ?? pages[0];
  if (!reference) return [];
  console.log(`\nLighthouse, mobile, ${reference.brand}'s pages with the framework only`);
  const server = await startFrameworkPageServer(reference.origin);
  try {
    const found: FrameworkOnlyRow[] = [];
    for (const path of reference.paths) {
      const { performance } = (await lighthouseMedian(`${server.origin}${path}`)).scores;
      const page = rows.find((row) => row.brand === reference.brand && row.path === path)?.scores.performance ?? Number.NaN;
      console.log(`  ${path.padEnd(48)} ${performance} (the page: ${page})`);
      found.push({ path, page, frameworkOnly: performance });
    }
    return found;
  } finally {
    await server.close();
  }
}

async function main(): Promise<number> {
  if (!values["no-build"]) {
    const nameOf = (dir: string) => JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).name as string;
    const names = [nameOf(join(root, "apps/api")), ...apps.map(({ dir }) => nameOf(dir))];
    await run("pnpm", ["exec", "turbo", "run", "build", ...names.map((name) => `--filter=${name}`)]);
  }
  const missing = missingBuilds(root, apps);
  if (missing.length > 0) throw new Error(`Not built: ${missing.join(", ")}`);

  const stack = new Stack(root, apiPort);
  const stop = () => void stack.stop().then(() => process.exit(130));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  try {
    await stack.startApi();
    await stack.startStorefronts(apps);
    const pages = await Promise.all(stack.storefronts.map(({ brand, origin }) => pagesOf(brand, origin)));
    console.log("Warming (each page three times)...");
    await warm(pages, 3, browser);

    const figures = [...(await serverRenderFigures(stack, pages)), ...(await apiFigures(stack)), ...(await firstLoadFigures(pages))];
    const rows = values["no-lighthouse"] ? [] : await lighthouseRows(pages);
    const references = rows.length ? await frameworkOnlyRows(pages, rows) : [];
    const results = [
      `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC by \`pnpm bench\` on Node ${process.version}, ` +
        `${connections} connections, ${seconds} s per figure after ${WARM_UP_SECONDS} s unmeasured, on loopback (the load runs on the same cores as the servers); ` +
        `Lighthouse ${lighthouseRuns} times a page, the median run kept.`,
      "",
      figuresTable(figures),
      ...(rows.length ? ["", lighthouseTable(rows)] : []),
      ...(references.length ? ["", frameworkOnlyTable(values.throughput, references)] : []),
    ].join("\n");
    console.log(`\n${results}`);
    if (values.write) {
      const readme = join(loadDir, "README.md");
      writeFileSync(readme, withResults(readFileSync(readme, "utf8"), results));
      // The tables as the repository's formatter lays them out, so `prettier --check` stays clean.
      await run("pnpm", ["exec", "prettier", "--write", readme]);
      console.log(`\nWritten to ${readme}`);
    }
    const missed = figures.filter(({ met }) => !met).length + rows.filter(({ scores }) => !lighthouseMet(scores)).length;
    console.log(missed ? `\n${missed} figures below their bar.` : "\nEvery figure meets its bar.");
    return 0;
  } finally {
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
