#!/usr/bin/env node
// `pnpm start`: builds the API, the payment sandbox and the storefronts, then starts the local mail
// catcher (tooling/mail-catcher: the account mails, with a web inbox), the payment sandbox, the API
// on its embedded database (sending mail to the catcher) and every storefront (or the ones named
// with --brand), and prints their addresses. Quiet: a line per server, then warnings and errors as readable lines
// (LOG_LEVEL=info brings request logs back).
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
const paymentSandboxPort = Number(process.env.PAYMENT_SANDBOX_PORT ?? 4010);
const paymentSandboxUrl = process.env.PAYMENT_SANDBOX_URL ?? `http://127.0.0.1:${paymentSandboxPort}`;
// The mail catcher, unless SMTP_HOST names a mail server of your own.
const mailCatcherSmtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025);
const mailCatcherHttpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 1080);
const mailCatcherUrl = `http://127.0.0.1:${mailCatcherHttpPort}`;
const ownSmtp = Boolean(process.env.SMTP_HOST);

if (!values["no-build"]) {
  const filters = ["--filter=@storefront/api", "--filter=@storefront/payment-sandbox", ...wanted.map(({ pkg }) => `--filter=${pkg.name}`)];
  console.log("Building the API and the storefronts...");
  const build = spawnSync("pnpm", ["exec", "turbo", "run", "build", ...filters, "--output-logs=errors-only"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
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
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
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

if (!process.env.API_URL) {
  console.log("Starting the commerce API (the first start creates, migrates and seeds its database)...");
  // Warnings and errors only: a JSON line per request is for production logs (LOG_LEVEL=info there).
  run("api", process.execPath, ["dist/server.js"], join(root, "apps/api"), {
    PORT: String(apiPort),
    PAYMENT_SANDBOX_URL: paymentSandboxUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
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
if (!ownSmtp) console.log(`  mail        ${mailCatcherUrl}  (the inbox of every account mail: confirmation and reset links)`);
for (const { pkg } of wanted) console.log(`  ${pkg.storefront.brand.padEnd(10)}  http://127.0.0.1:${pkg.storefront.port}`);
console.log("\nPress Ctrl+C to stop.");
