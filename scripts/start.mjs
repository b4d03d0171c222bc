#!/usr/bin/env node
// `pnpm start`: builds the API, the payment and maps sandboxes and the storefronts, then starts the local mail
// catcher (tooling/mail-catcher: the account mails, with a web inbox), the payment sandbox, the maps sandbox
// (apps/maps-sandbox: the checkout's address lookup), the API
// on its embedded database (sending mail to the catcher) and every storefront (or the ones named
// with --brand), and prints their addresses. While it builds: a line per package as it finishes
// ([7/25]) and the total time. Then quiet: every server it starts gets LOG_LEVEL=warn (pino's level
// names, as the API reads them; production's default is info), so a line per server, then warnings
// and errors as readable lines (LOG_LEVEL=info brings request logs back).
// `pnpm start --brand wa --brand hc` starts only those two; `--no-build` reuses the last build.
import { spawn } from "node:child_process";
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
const paymentSandboxPort = Number(process.env.PAYMENT_SANDBOX_PORT ?? 4010);
const paymentSandboxUrl = process.env.PAYMENT_SANDBOX_URL ?? `http://127.0.0.1:${paymentSandboxPort}`;
// The maps sandbox the API's address lookup asks, unless MAPS_URL (with MAPS_API_KEY) names a maps service of your own.
const mapsSandboxPort = Number(process.env.MAPS_SANDBOX_PORT ?? 4020);
const mapsUrl = process.env.MAPS_URL ?? `http://127.0.0.1:${mapsSandboxPort}`;
const mapsApiKey = process.env.MAPS_API_KEY ?? "maps-sandbox-key";
// The mail catcher, unless SMTP_HOST names a mail server of your own.
const mailCatcherSmtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025);
const mailCatcherHttpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 1080);
const mailCatcherUrl = `http://127.0.0.1:${mailCatcherHttpPort}`;
const ownSmtp = Boolean(process.env.SMTP_HOST);
// Every server below logs at this level (the API's request lines are info).
const logLevel = process.env.LOG_LEVEL ?? "warn";

// `turbo run build` of every app and package from a fresh clone, measured on a 2-core machine with
// nothing else running (November 2026): about 3.5 minutes. Later starts reuse turbo's cache.
const FIRST_BUILD = "about 3.5 minutes on a 2-core machine";

/** The workspace's packages by name: the folders of apps/, packages/ and tooling/ with a package.json. */
function workspacePackages() {
  const byName = new Map();
  for (const group of ["apps", "packages", "tooling"]) {
    for (const folder of readdirSync(join(root, group))) {
      const file = join(root, group, folder, "package.json");
      if (existsSync(file)) {
        const pkg = JSON.parse(readFileSync(file, "utf8"));
        byName.set(pkg.name, pkg);
      }
    }
  }
  return byName;
}

/** How many build tasks `turbo run build` runs for these packages: each and every workspace package below it with a build script. */
function buildTaskCount(names) {
  const byName = workspacePackages();
  const seen = new Set();
  const visit = (name) => {
    const pkg = byName.get(name);
    if (!pkg || seen.has(name)) return;
    seen.add(name);
    for (const dependency of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.optionalDependencies })) visit(dependency);
  };
  names.forEach(visit);
  return [...seen].filter((name) => byName.get(name).scripts?.build).length;
}

/**
 * Runs turbo's build with its output grouped per task: a task's lines arrive together when it
 * finishes, so the first of them is the moment to print "[n/total] package". A task's lines are
 * kept and printed only if the build fails.
 */
function build(names) {
  const total = buildTaskCount(names);
  const filters = names.map((name) => `--filter=${name}`);
  const turbo = spawn("pnpm", ["exec", "turbo", "run", "build", ...filters, "--output-logs=full", "--log-order=grouped"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const linesOf = new Map();
  const other = [];
  let done = 0;
  let rest = "";
  const read = (chunk) => {
    const lines = (rest + chunk.toString()).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) {
      const task = /^(@storefront\/[^:\s]+):build: ?(.*)$/.exec(line);
      if (!task) {
        other.push(line);
        continue;
      }
      const [, name, text] = task;
      if (!linesOf.has(name)) {
        linesOf.set(name, []);
        done += 1;
        const cached = text.startsWith("cache hit") ? " (cached)" : "";
        console.log(`  [${done}/${Math.max(total, done)}] ${name}${cached}`);
      }
      linesOf.get(name).push(text);
    }
  };
  turbo.stdout.on("data", read);
  turbo.stderr.on("data", read);
  return new Promise((resolve) => {
    turbo.on("close", (code) => {
      if (rest) read("\n");
      if (code !== 0) {
        // turbo's summary names the failed tasks ("Failed:    @storefront/x#build"): their output, then the summary.
        const failed = other.flatMap((line) => [...line.matchAll(/(@storefront\/[^#\s,]+)#build/g)].map((match) => match[1]));
        for (const name of new Set(failed)) console.error((linesOf.get(name) ?? []).map((line) => `[${name}] ${line}`).join("\n"));
        console.error(other.filter((line) => line.trim()).join("\n"));
      }
      resolve(code ?? 1);
    });
  });
}

if (!values["no-build"]) {
  const names = ["@storefront/api", "@storefront/payment-sandbox", "@storefront/maps-sandbox", ...wanted.map(({ pkg }) => pkg.name)];
  console.log(
    `Building the API, the payment and maps sandboxes and ${wanted.length === 1 ? "the storefront" : `${wanted.length} storefronts`}.`,
  );
  console.log(`A first build takes ${FIRST_BUILD}; later starts reuse what is built and take seconds.`);
  const started = Date.now();
  const code = await build(names);
  if (code !== 0) process.exit(code);
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

const LEVELS = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };

/**
 * One readable line for a line a server printed: the API logs structured JSON (pino), which is
 * right for production and unreadable here, so a JSON log line becomes "LEVEL message (error)".
 */
function readable(line) {
  if (!line.startsWith("{")) return line;
  try {
    const entry = JSON.parse(line);
    const error = entry.err?.message ? ` (${entry.err.message})` : "";
    return `${LEVELS[entry.level] ?? "LOG"} ${entry.msg ?? ""}${error}`;
  } catch {
    return line;
  }
}

const children = [];
function run(name, command, args, cwd, env) {
  const child = spawn(command, args, { cwd, env: { ...process.env, LOG_LEVEL: logLevel, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = `[${name}] `;
  const relay = (stream, out) => {
    let rest = "";
    stream.on("data", (chunk) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) out.write(`${prefix}${readable(line)}\n`);
    });
    stream.on("end", () => rest.trim() && out.write(`${prefix}${readable(rest)}\n`));
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  // Ctrl+C reaches the servers too (one process group): only a failure is worth a line.
  child.on("exit", (code) => {
    if (!stopping && code !== 0 && code !== null) console.error(`${prefix}stopped with code ${code}`);
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

if (!ownSmtp) {
  console.log("Starting the mail catcher...");
  run("mail", process.execPath, ["cli.js"], join(root, "tooling/mail-catcher"), {
    MAIL_CATCHER_SMTP_PORT: String(mailCatcherSmtpPort),
    MAIL_CATCHER_HTTP_PORT: String(mailCatcherHttpPort),
  });
  if (!(await waitFor(`${mailCatcherUrl}/health`, 30))) {
    console.error(`The mail catcher did not answer at ${mailCatcherUrl}/health`);
    stop();
  }
}

if (!process.env.PAYMENT_SANDBOX_URL) {
  console.log("Starting the payment sandbox (the first start issues each brand's card encryption certificate)...");
  run("payments", process.execPath, ["dist/server.js"], join(root, "apps/payment-sandbox"), { PORT: String(paymentSandboxPort) });
  if (!(await waitFor(`${paymentSandboxUrl}/health`, 60))) {
    console.error(`The payment sandbox did not answer at ${paymentSandboxUrl}/health`);
    stop();
  }
}

if (!process.env.MAPS_URL) {
  console.log("Starting the maps sandbox (the checkout's address lookup)...");
  run("maps", process.execPath, ["dist/server.js"], join(root, "apps/maps-sandbox"), {
    PORT: String(mapsSandboxPort),
    MAPS_API_KEYS: mapsApiKey,
  });
  if (!(await waitFor(`${mapsUrl}/health`, 60))) {
    console.error(`The maps sandbox did not answer at ${mapsUrl}/health`);
    stop();
  }
}

if (!process.env.API_URL) {
  console.log("Starting the commerce API (the first start creates, migrates and seeds its database)...");
  // Warnings and errors only (logLevel): a JSON line per request is for production logs (LOG_LEVEL=info there).
  run("api", process.execPath, ["dist/server.js"], join(root, "apps/api"), {
    PORT: String(apiPort),
    PAYMENT_SANDBOX_URL: paymentSandboxUrl,
    MAPS_URL: mapsUrl,
    MAPS_API_KEY: mapsApiKey,
    ...(ownSmtp ? {} : { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(mailCatcherSmtpPort) }),
  });
  if (!(await waitFor(`${apiUrl}/api/health`, 300))) {
    console.error(`The API did not answer at ${apiUrl}/api/health`);
    stop();
  }
}

// The checkout loads the fraud-check script from the payment sandbox (issue 14 item 5).
const storefrontEnv = {
  API_URL: apiUrl,
  PUBLIC_FRAUD_CHECK_URL: process.env.PUBLIC_FRAUD_CHECK_URL ?? paymentSandboxUrl,
  // The bot check's widget (issue 45 item 7): the payment sandbox's, which the API asks about its tokens.
  PUBLIC_BOT_CHECK_SCRIPT_URL: process.env.PUBLIC_BOT_CHECK_SCRIPT_URL ?? `${paymentSandboxUrl}/recaptcha/api.js`,
};
for (const { dir, pkg } of wanted) run(pkg.storefront.brand, process.execPath, ["server.js"], dir, storefrontEnv);
await Promise.all(wanted.map(({ pkg }) => waitFor(`http://127.0.0.1:${pkg.storefront.port}/api/health`, 60)));

console.log(`\nReady (Node ${process.versions.node}):`);
console.log(`  API         ${apiUrl}  (docs at ${apiUrl}/api/docs)`);
console.log(`  payments    ${paymentSandboxUrl}  (card gateway sandbox; test cards in apps/payment-sandbox/README.md)`);
if (!process.env.MAPS_URL) console.log(`  maps        ${mapsUrl}  (address lookup sandbox; test addresses in apps/maps-sandbox/README.md)`);
if (!ownSmtp) console.log(`  mail        ${mailCatcherUrl}  (the inbox of every account mail: confirmation and reset links)`);
for (const { pkg } of wanted) console.log(`  ${pkg.storefront.brand.padEnd(10)}  http://127.0.0.1:${pkg.storefront.port}`);
console.log("\nPress Ctrl+C to stop.");
