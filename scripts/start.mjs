#!/usr/bin/env node
// `pnpm start`: builds the API and the storefronts, then starts the API on its embedded database
// and every storefront (or the ones named with --brand), and prints their addresses.
// `pnpm start --brand wa --brand hc` starts only those two; `--no-build` reuses the last build.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

const root = new URL("..", import.meta.url).pathname;
const { values } = parseArgs({
  options: { brand: { type: "string", multiple: true }, "no-build": { type: "boolean" } },
  allowPositionals: true,
});

const apps = readdirSync(join(root, "apps"))
  .map((dir) => ({ dir: join(root, "apps", dir), pkgPath: join(root, "apps", dir, "package.json") }))
  .filter(({ pkgPath }) => existsSync(pkgPath))
  .map(({ dir, pkgPath }) => ({ dir, pkg: JSON.parse(readFileSync(pkgPath, "utf8")) }))
  .filter(({ pkg }) => pkg.storefront)
  .sort((a, b) => a.pkg.storefront.port - b.pkg.storefront.port);

const wanted = values.brand?.length ? apps.filter(({ pkg }) => values.brand.includes(pkg.storefront.brand)) : apps;
if (wanted.length === 0) {
  console.error(`No storefront named ${values.brand.join(", ")}. Known: ${apps.map(({ pkg }) => pkg.storefront.brand).join(", ")}`);
  process.exit(1);
}

const apiPort = Number(process.env.API_PORT ?? 4000);
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;

if (!values["no-build"]) {
  const filters = ["--filter=@storefront/api", ...wanted.map(({ pkg }) => `--filter=${pkg.name}`)];
  console.log("Building the API and the storefronts...");
  const build = spawnSync("pnpm", ["exec", "turbo", "run", "build", ...filters, "--output-logs=errors-only"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
function run(name, command, args, cwd, env) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = `[${name}] `;
  const relay = (stream, out) => stream.on("data", (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`${prefix}stopped with code ${code}`);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop() {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(0), 500).unref();
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  return false;
}

if (!process.env.API_URL) {
  console.log("Starting the commerce API (the first start creates, migrates and seeds its database)...");
  run("api", process.execPath, ["dist/server.js"], join(root, "apps/api"), { PORT: String(apiPort) });
  if (!(await waitFor(`${apiUrl}/api/health`, 300))) {
    console.error(`The API did not answer at ${apiUrl}/api/health`);
    stop();
  }
}

for (const { dir, pkg } of wanted) run(pkg.storefront.brand, process.execPath, ["server.js"], dir, { API_URL: apiUrl });
await Promise.all(wanted.map(({ pkg }) => waitFor(`http://127.0.0.1:${pkg.storefront.port}/api/health`, 60)));

console.log("\nReady:");
console.log(`  API         ${apiUrl}  (docs at ${apiUrl}/api/docs)`);
for (const { pkg } of wanted) console.log(`  ${pkg.storefront.brand.padEnd(10)}  http://127.0.0.1:${pkg.storefront.port}`);
console.log("\nPress Ctrl+C to stop.");
