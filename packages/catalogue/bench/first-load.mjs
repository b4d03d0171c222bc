#!/usr/bin/env node
// Issue 7 item 8: builds one storefront, loads its home, category and product pages in headless
// Chromium and prints the first-load JavaScript (gzip) of each route and the server render time.
//
//   pnpm --filter @storefront/catalogue bench                 # wa, builds first
//   BENCH_BRAND=fk BENCH_SKIP_BUILD=1 API_URL=http://127.0.0.1:4200 pnpm --filter @storefront/catalogue bench
//
// First-load JavaScript is every script the page fetches until the network is quiet (the route's
// chunks, the shell and what the shell loads lazily after hydration), compressed with gzip here,
// as a CDN would serve it. The shell's own not-found page is measured too, as the baseline the
// catalogue's routes build on.
//
// Without API_URL it starts the commerce API (apps/api/dist/server.js, built beforehand) on a spare
// port with its own data folder. Renders are timed from this process: a fetch of the page's HTML,
// from the request to the last byte, after warm-up requests.
import { spawn, execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "@storefront/playwright-config";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const brand = process.env.BENCH_BRAND ?? "wa";
const appDir = join(root, "apps", brand);
const renders = Number(process.env.BENCH_RENDERS ?? 20);
const warmups = 3;
/** ARCHITECTURE.md: react, react-dom, react-router, react-query, styled-components, zustand. */
const FRAMEWORK_FLOOR_KB = 135;
/** Markers that only formik and yup bundles carry. */
const FORM_LIBRARY_MARKERS = [
  { library: "formik", pattern: /FormikContext|useFormikContext/ },
  { library: "yup", pattern: /ValidationError|this\.spec\.abortEarly|\$\{path\} is a required field/ },
];

const children = [];
process.on("exit", () => children.forEach((child) => child.kill()));
process.on("SIGINT", () => process.exit(130));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function start(command, args, options, readyText) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    let output = "";
    const onData = (chunk) => {
      output += chunk.toString();
      if (output.includes(readyText)) resolve(child);
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`${command} ${args.join(" ")} exited with ${code}:\n${output.slice(-2000)}`)));
  });
}

async function waitForHealth(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function build() {
  if (process.env.BENCH_SKIP_BUILD) return;
  console.log(`Building @storefront/app-${brand} and the packages it is made of...`);
  const pnpm = process.platform === "win32" ? "pnpm.cmd" : "pnpm";
  execFileSync(pnpm, ["exec", "turbo", "run", "build", `--filter=@storefront/app-${brand}`], { cwd: root, stdio: "ignore" });
}

async function startApi() {
  if (process.env.API_URL) return process.env.API_URL;
  const apiDir = join(root, "apps", "api");
  if (!existsSync(join(apiDir, "dist", "server.js")))
    throw new Error("Build the API first: pnpm --filter @storefront/api build (or set API_URL)");
  const port = await freePort();
  const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), "catalogue-bench-data");
  mkdirSync(dataDir, { recursive: true });
  console.log(`Starting the API on ${port} (data in ${dataDir}; the first start seeds it)...`);
  const url = `http://127.0.0.1:${port}`;
  children.push(
    spawn(process.execPath, ["dist/server.js"], {
      cwd: apiDir,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: "ignore",
    }),
  );
  await waitForHealth(`${url}/api/health`, 180_000);
  return url;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function renderTimes(url, okStatus = 200) {
  for (let i = 0; i < warmups; i++) await (await fetch(url)).text();
  const times = [];
  for (let i = 0; i < renders; i++) {
    const started = performance.now();
    const response = await fetch(url);
    await response.text();
    if (response.status !== okStatus) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return { median: median(times), p90: percentile(times, 90) };
}

/** Every script the page loads until the network is quiet, gzip-compressed as a CDN would. */
async function firstLoad(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    try {
      const body = await response.body();
      scripts.set(response.url(), body);
    } catch {
      // a redirect or aborted request has no body
    }
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(300);
  await context.close();
  let raw = 0;
  let gzip = 0;
  const libraries = new Set();
  for (const body of scripts.values()) {
    raw += body.length;
    gzip += gzipSync(body).length;
    const text = body.toString("utf8");
    for (const { library, pattern } of FORM_LIBRARY_MARKERS) if (pattern.test(text)) libraries.add(library);
  }
  return { files: scripts.size, raw, gzip, libraries: [...libraries] };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function main() {
  build();
  const apiUrl = await startApi();
  const port = await freePort();
  await start(
    process.execPath,
    ["server.js"],
    { cwd: appDir, env: { ...process.env, PORT: String(port), API_URL: apiUrl, NODE_ENV: "production" } },
    "listening",
  );
  const base = `http://127.0.0.1:${port}`;

  const categories = await (await fetch(`${base}/api/categories`)).json();
  const category = categories.items[0]?.uri;
  const listing = await (
    await fetch(`${base}/api/listing?type=category&uri=${encodeURIComponent(category.replace(/^\/c\//, ""))}&pageSize=1`)
  ).json();
  const product = listing.products[0]?.uri;
  // The shell's own not-found page: the framework and the shell, without any catalogue code.
  const routes = [
    { name: "shell baseline (not-found page)", path: "/bench-no-such-page", status: 404 },
    { name: "home", path: "/" },
    { name: "category", path: category },
    { name: "product", path: product },
  ];

  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows = [];
  for (const route of routes) {
    const load = await firstLoad(browser, `${base}${route.path}`);
    const render = await renderTimes(`${base}${route.path}`, route.status);
    rows.push({ ...route, ...load, render });
  }
  await browser.close();

  console.log(
    `\nStorefront ${brand}, production build, Node ${process.version}; ${renders} renders per route after ${warmups} warm-ups.\n`,
  );
  const baseline = rows[0].gzip;
  console.log(
    "| route | path | first-load JS (gzip) | vs 135 KB floor | over the shell baseline | files | formik / yup | server render median | p90 |",
  );
  console.log("| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |");
  for (const row of rows) {
    const ratio = ((row.gzip / 1024 / FRAMEWORK_FLOOR_KB - 1) * 100).toFixed(0);
    const share = row === rows[0] ? "" : `+${kb(row.gzip - baseline)} KB`;
    console.log(
      `| ${row.name} | ${row.path} | ${kb(row.gzip)} KB | ${Number(ratio) < 0 ? ratio : `+${ratio}`}% | ${share} | ${row.files} | ${row.libraries.length ? row.libraries.join(", ") : "none"} | ${row.render.median.toFixed(1)} ms | ${row.render.p90.toFixed(1)} ms |`,
    );
  }
  const leaked = rows.filter((row) => row.libraries.length);
  if (leaked.length) {
    console.error(`\nformik or yup in the first load of: ${leaked.map((row) => row.name).join(", ")}`);
    process.exitCode = 1;
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
