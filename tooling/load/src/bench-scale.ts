/**
 * `pnpm bench:scale` (issue 43 item 2): the catalogue's reads at today's size and at 100,000
 * products on PostgreSQL, in one run, with the growth factor of each. For each size it makes (or
 * reuses) a database `sf_bench_<N>` on the PostgreSQL server of --postgres, migrates and seeds it
 * with the API's own commands (apps/api dist/migrate.js, dist/seed.js --products N), starts the
 * built API on it, and measures with autocannon (10 connections, 3 s unmeasured then --seconds):
 *   - a category listing with its facets (every category, page 1 to 3, every sort, in turn);
 *   - search results (the listing of a search, with its facets) over words of the catalogue;
 *   - search suggestions (/api/v2/sitesearch/f/{prefix}) over prefixes of those words;
 *   - product by slug over slugs drawn from the whole catalogue;
 *   - a sitemap file of 50,000 URLs as a storefront reads it: ten parts of 5,000, one after another;
 *   - the API process's peak resident memory over its run.
 * Requests are drawn at random from each figure's addresses (thousands of them), and the table
 * says how many of a figure's requests asked for an address for the first time. The API runs
 * with KEPT_ANSWERS=0: it keeps no serialized answer (product by slug is otherwise kept,
 * apps/api catalogue/cache.ts), so every figure is what the database and the API cost. Prints the table; --write puts it in this package's
 * README. A benchmark, not a test: no test asserts a timing and CI does not run it.
 *
 *   --postgres postgres://postgres@127.0.0.1:5432/postgres (BENCH_POSTGRES_URL)  --sizes 2400,100000
 *   --seconds 10  --connections 10  --port 3890  --no-build  --write
 */
import { execFileSync, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { withResults } from "./report.ts";
import { startProcess, stopProcesses, waitUntilAnswering, type StartedProcess } from "./servers.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const apiDir = join(root, "apps/api");
const { values } = parseArgs({
  options: {
    postgres: { type: "string", default: process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" },
    sizes: { type: "string", default: "2400,100000" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    port: { type: "string", default: process.env.BENCH_PORT ?? "3890" },
    "no-build": { type: "boolean", default: false },
    write: { type: "boolean", default: false },
  },
});
const sizes = values.sizes.split(",").map(Number);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const port = Number(values.port);
const apiUrl = `http://127.0.0.1:${port}`;
const BRAND = { "x-storefront-brand": "wa" };
const WARM_UP_SECONDS = 3;
const SITEMAP_PART = 5_000;
const SITEMAP_FILE = 50_000;

/** The budgets at 100,000 products (issue 43 item 2). */
const BUDGETS = { listing: 50, search: 50, suggestions: 20, product: 10, sitemapMs: 2_000, rssMb: 400, growth: 2 } as const;

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

/** The address of database `name` on the --postgres server. */
function databaseUrl(name: string): string {
  const url = new URL(values.postgres);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates the database unless it exists (Debian's psql, which the PostgreSQL server's package brings). */
function ensureDatabase(name: string): void {
  const exists = execFileSync("psql", [values.postgres, "-Atc", `SELECT 1 FROM pg_database WHERE datname = '${name}'`], {
    encoding: "utf8",
  });
  if (exists.trim() !== "1") execFileSync("psql", [values.postgres, "-qc", `CREATE DATABASE ${name}`]);
}

async function getJson<T>(path: string): Promise<T> {
  const answer = await fetch(`${apiUrl}${path}`, { headers: BRAND });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  return (await answer.json()) as T;
}

/** Peak VmRSS of a process, sampled every 250 ms until stop() (Linux /proc). */
function rssSampler(pid: number) {
  let peakKb = 0;
  const sample = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
      peakKb = Math.max(peakKb, kb);
    } catch {
      // the process has ended
    }
  };
  const timer = setInterval(sample, 250);
  return { stop: () => (clearInterval(timer), sample(), Math.round(peakKb / 1024)) };
}

interface Measured {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
  /** The share of measured requests whose address had not been asked before in the run. */
  firstTime: number;
}

/** Loads random picks of `paths` (unmeasured warm-up, then measured) and answers the measured run's figures. */
async function measure(paths: string[]): Promise<Measured> {
  const asked = new Set<string>();
  let measuring = false;
  let firstTime = 0;
  let total = 0;
  const load = (duration: number) =>
    autocannon({
      url: apiUrl,
      connections,
      duration,
      timeout: 30,
      headers: BRAND,
      requests: [
        {
          setupRequest: (request) => {
            const path = paths[Math.floor(Math.random() * paths.length)] ?? "/";
            if (measuring) {
              total += 1;
              if (!asked.has(path)) firstTime += 1;
            }
            asked.add(path);
            return { ...request, path };
          },
        },
      ],
    });
  await load(WARM_UP_SECONDS);
  measuring = true;
  const result = await load(seconds);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors + result.non2xx + result.timeouts,
    firstTime: total ? firstTime / total : 0,
  };
}

interface SizeResult {
  /** Products in the database, and those the measured storefront (wa) sells. */
  products: number;
  sold: number;
  listing: Measured;
  search: Measured;
  suggestions: Measured;
  product: Measured;
  /** The slowest of three reads of a sitemap file's parts, ms. */
  sitemapMs: number;
  sitemapUrls: number;
  rssMb: number;
}

/** Shuffles a copy (Fisher–Yates), for picks from the whole catalogue. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

async function benchSize(size: number): Promise<SizeResult> {
  const name = `sf_bench_${size}`;
  const url = databaseUrl(name);
  ensureDatabase(name);
  const env = { DATABASE_URL: url, SEED_DEMO_DATA: "false", NODE_ENV: "production" };
  console.log(`\n== ${size} products: ${name} (migrate, then seed unless seeded) ==`);
  await run(process.execPath, [join(apiDir, "dist/migrate.js")], env);
  await run(process.execPath, [join(apiDir, "dist/seed.js"), "--products", String(size)], env);

  const api: StartedProcess = startProcess(`api ${size}`, "dist/server.js", apiDir, {
    ...env,
    PORT: String(port),
    LOG_LEVEL: "warn",
    MIGRATE_ON_START: "false",
    SESSION_SECRET: "bench-session-secret-not-for-production-0123456789",
    IDENTITY_KEYS: "bench:bench-identity-secret-not-for-production-0123456789",
    PAYMENT_SANDBOX_URL: `http://127.0.0.1:${port + 99}`,
    // As the API's production start runs it (apps/api README, "Memory").
    NODE_OPTIONS: "--max-semi-space-size=16",
    // No kept answers: product by slug is read from the database at both sizes (at 2,400 every slug was kept, 0 ms, and the growth meant nothing).
    KEPT_ANSWERS: "0",
  });
  try {
    await waitUntilAnswering(api, `${apiUrl}/api/ready`, 300);
    const memory = rssSampler(api.child.pid ?? 0);

    const seeded = Number(execFileSync("psql", [url, "-Atc", "SELECT count(*) FROM products"], { encoding: "utf8" }).trim());
    if (Math.abs(seeded - size) > size * 0.01) {
      throw new Error(`${name} holds ${seeded} products, not about ${size}: drop the database and run again`);
    }
    const all = await getJson<{ totalCount: number; facets: { key: string; values: { value: string }[] }[] }>(
      "/api/listing?type=all&pageSize=1",
    );
    const categories = all.facets.find((facet) => facet.key === "category")?.values.map((value) => value.value) ?? [];
    const topLevel = [...new Set(categories.map((path) => path.split("/")[0] as string))];
    const sorts = ["relevance", "price-asc", "price-desc", "newest", "rating", "discount", "name"];
    const listingPaths = [...categories, ...topLevel].flatMap((path) =>
      sorts.flatMap((sort) => [1, 2, 3].map((page) => `/api/listing?type=category&uri=${path}&sort=${sort}&page=${page}`)),
    );

    // Slugs and words from the sitemap's first file (at 100,000 products, 50,000 of them).
    const slugs: string[] = [];
    const sitemapTimes: number[] = [];
    let sitemapUrls = 0;
    for (let round = 0; round < 3; round++) {
      const started = performance.now();
      let urls = 0;
      for (let part = 1; part <= SITEMAP_FILE / SITEMAP_PART; part++) {
        const page = await getJson<{ items: { path: string }[] }>(`/api/sitemap/products?page=${part}&pageSize=${SITEMAP_PART}`).catch(
          () => ({ items: [] }),
        );
        urls += page.items.length;
        if (round === 0) slugs.push(...page.items.map((item) => item.path.slice("/p/".length)));
        if (page.items.length < SITEMAP_PART) break;
      }
      sitemapTimes.push(performance.now() - started);
      sitemapUrls = urls;
    }
    const productPaths = shuffled(slugs)
      .slice(0, 20_000)
      .map((slug) => `/api/v2/product/slug/${slug}`);
    const words = [...new Set(slugs.flatMap((slug) => slug.split("-")).filter((word) => /^[a-z]{4,}$/.test(word)))];
    const searchPaths = words.map((word) => `/api/listing?type=search&searchTerm=${word}`);
    const prefixes = [...new Set(words.flatMap((word) => [3, 4, 5].map((n) => word.slice(0, n))))];
    const suggestionPaths = prefixes.map((prefix) => `/api/v2/sitesearch/f/${prefix}`);

    const result: SizeResult = {
      products: seeded,
      sold: all.totalCount,
      listing: await measure(listingPaths),
      search: await measure(searchPaths),
      suggestions: await measure(suggestionPaths),
      product: await measure(productPaths),
      sitemapMs: Math.round(Math.max(...sitemapTimes)),
      sitemapUrls,
      rssMb: memory.stop(),
    };
    console.log(JSON.stringify(result, null, 2));
    return result;
  } finally {
    await stopProcesses([api]);
  }
}

const growth = (small: number, large: number) => (small > 0 ? large / small : large > 0 ? Infinity : 1);
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)}×` : "—");
const yesNo = (met: boolean) => (met ? "yes" : "**no**");

function table(results: SizeResult[]): string {
  const [small, large] = [results[0], results.at(-1)] as [SizeResult, SizeResult];
  const percent = (share: number) => `${Math.round(share * 100)} %`;
  const rows = (
    [
      ["category listing with facets, p99", "listing", BUDGETS.listing],
      ["search results with facets, p99", "search", BUDGETS.search],
      ["search suggestions, p99", "suggestions", BUDGETS.suggestions],
      ["product by slug, p99", "product", BUDGETS.product],
    ] as const
  ).map(([label, key, budget]) => {
    const [a, b] = [small[key], large[key]];
    const factor = growth(a.p99, b.p99);
    return `| ${label} | ${a.p99} ms (${a.requestsPerSecond}/s, ${percent(a.firstTime)} new) | ${b.p99} ms (${b.requestsPerSecond}/s, ${percent(b.firstTime)} new) | ${times(factor)} | ≤ ${budget} ms, ≤ ${BUDGETS.growth}× | ${yesNo(b.p99 <= budget && factor <= BUDGETS.growth && b.errors === 0)} |`;
  });
  rows.push(
    // The smaller catalogue's file holds fewer URLs: its growth is the time a URL takes.
    `| sitemap file (${large.sitemapUrls.toLocaleString("en")} URLs in parts of 5,000) | ${small.sitemapMs} ms (${small.sitemapUrls.toLocaleString("en")} URLs) | ${large.sitemapMs} ms | ${times(growth(small.sitemapMs / small.sitemapUrls, large.sitemapMs / large.sitemapUrls))} a URL | ≤ ${BUDGETS.sitemapMs} ms | ${yesNo(large.sitemapMs <= BUDGETS.sitemapMs)} |`,
    `| API peak RSS | ${small.rssMb} MB | ${large.rssMb} MB | ${times(growth(small.rssMb, large.rssMb))} | < ${BUDGETS.rssMb} MB | ${yesNo(large.rssMb < BUDGETS.rssMb)} |`,
  );
  const errors = results.flatMap((r) => [r.listing, r.search, r.suggestions, r.product]).reduce((sum, m) => sum + m.errors, 0);
  return [
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC by \`pnpm bench:scale\` on Node ${process.version}, PostgreSQL on loopback, ${connections} connections, ${seconds} s a figure after ${WARM_UP_SECONDS} s unmeasured; ${errors} errors. "new": the share of requests whose address was asked for the first time in the run.`,
    "",
    `| figure | ${small.products.toLocaleString("en")} products (wa sells ${small.sold.toLocaleString("en")}) | ${large.products.toLocaleString("en")} products (wa sells ${large.sold.toLocaleString("en")}) | growth | budget | met |`,
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}

if (!values["no-build"]) await run("pnpm", ["exec", "turbo", "run", "build", "--filter=@storefront/api", "--concurrency=2"]);
const results: SizeResult[] = [];
for (const size of sizes) results.push(await benchSize(size));
const results_table = table(results);
console.log(`\n${results_table}\n`);
if (values.write) {
  const readme = join(root, "tooling/load/README.md");
  writeFileSync(
    readme,
    withResults(readFileSync(readme, "utf8"), results_table, ["<!-- bench-scale:start -->", "<!-- bench-scale:end -->"]),
  );
  await run("pnpm", ["exec", "prettier", "--write", readme]);
}
