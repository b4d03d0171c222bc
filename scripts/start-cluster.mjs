#!/usr/bin/env node
// `pnpm start:cluster` (issue 43 item 3): the production shape on one machine, with the components
// a deployment uses. It installs what the machine lacks (Debian's haproxy and postgresql, as
// scripts/test-all.sh does), builds, starts PostgreSQL (a throwaway cluster in a temporary folder,
// or the server of --postgres), runs the migrations once (apps/api dist/migrate.js) and the seed
// (dist/seed.js --products N), then starts two API processes, two processes of each storefront
// (wa and aol by default: --brand, repeatable), one payment sandbox and one mail catcher, and
// HAProxy in front of each tier: health checks (the API's GET /api/ready, a storefront's
// /robots.txt), idempotent requests retried on the other process, no stickiness. The README's
// "Deployment" section explains the shape; the HAProxy configuration it writes is the example.
//
// A process that ends is started again after --restart-after seconds, as a supervisor would.
//
//   --brand wa (repeatable)  --processes 2  --products 2400  --base-port 7000  --restart-after 10
//   --postgres postgres://user@host:port/db (instead of a throwaway cluster)  --no-build
//
// Ports from --base-port B: B+1.. the storefront balancers (one a brand), B+40 the API balancer,
// B+41.. the API processes, B+50+8i+n the n-th process of the i-th brand, B+32 the throwaway
// PostgreSQL, B+10 the payment sandbox, B+25/B+26 the mail catcher (SMTP/web), B+99 HAProxy's stats:
// a hundred ports in all.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const root = new URL("..", import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    brand: { type: "string", multiple: true },
    processes: { type: "string", default: "2" },
    products: { type: "string", default: "2400" },
    "base-port": { type: "string", default: process.env.CLUSTER_BASE_PORT ?? "7000" },
    postgres: { type: "string" },
    "no-build": { type: "boolean", default: false },
    "restart-after": { type: "string", default: "10" },
  },
});
const restartAfter = Number(values["restart-after"]);
const base = Number(values["base-port"]);
const perTier = Number(values.processes);
const brands = values.brand?.length ? values.brand : ["wa", "aol"];
const ports = {
  postgres: base + 32,
  apiBalancer: base + 40,
  api: (n) => base + 41 + n,
  storefrontBalancer: (i) => base + 1 + i,
  storefront: (i, n) => base + 50 + 8 * i + n,
  payments: base + 10,
  smtp: base + 25,
  mail: base + 26,
  stats: base + 99,
};

const apps = readdirSync(join(root, "apps"))
  .map((dir) => join(root, "apps", dir))
  .filter((dir) => existsSync(join(dir, "package.json")))
  .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) }))
  .filter(({ pkg }) => pkg.storefront && brands.includes(pkg.storefront.brand));
if (apps.length !== brands.length) {
  console.error(`Unknown brand among ${brands.join(", ")}`);
  process.exit(1);
}

// What the machine lacks, from Debian (as scripts/test-all.sh).
const asRoot = (command, args) => (process.getuid?.() === 0 ? [command, args] : ["sudo", [command, ...args]]);
const have = (command) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
const postgresBin = () => {
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a)) : [];
  return versions.length ? `/usr/lib/postgresql/${versions[0]}/bin` : undefined;
};
const missing = [!have("haproxy") && "haproxy", !values.postgres && !postgresBin() && "postgresql"].filter(Boolean);
if (missing.length) {
  console.log(`Installing ${missing.join(" and ")} (Debian's packages)...`);
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", ...missing],
  ]) {
    const [command, full] = asRoot("apt-get", args);
    if (spawnSync(command, full, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }).status !== 0) {
      console.error(`apt-get ${args.join(" ")} failed: install ${missing.join(" and ")} yourself`);
      process.exit(1);
    }
  }
}

if (!values["no-build"]) {
  const filters = ["@storefront/api", "@storefront/payment-sandbox", ...apps.map(({ pkg }) => pkg.name)].map((name) => `--filter=${name}`);
  console.log("Building the API, the payment sandbox and the storefronts...");
  const build = spawnSync("pnpm", ["exec", "turbo", "run", "build", ...filters, "--output-logs=errors-only", "--concurrency=2"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const folder = mkdtempSync(join(tmpdir(), "storefront-cluster-"));
const children = [];
let stopping = false;

/**
 * Starts a long-running process; its lines go to the terminal with its name in front. Like a
 * deployment's supervisor (systemd's Restart=always), it starts a process that ended again after
 * --restart-after seconds (10), and rewrites cluster.json with its new pid.
 */
function start(name, command, args, cwd, env = {}) {
  const service = children.find((entry) => entry.name === name) ?? { name, command, args, cwd, env };
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream.on("data", (chunk) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) process.stderr.write(`[${name}] ${line}\n`);
    });
  }
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[${name}] stopped (${signal ?? `code ${code}`}): starting it again in ${restartAfter} s`);
    setTimeout(() => {
      if (stopping) return;
      start(name, command, args, cwd, env);
      writeState();
    }, restartAfter * 1000).unref();
  });
  service.child = child;
  if (!children.includes(service)) children.push(service);
  return child;
}

/** cluster.json in the cluster's folder: the addresses and the processes' pids (tooling/load's fault run reads it). */
let state = {};
function writeState() {
  const pidOf = (name) => children.find((entry) => entry.name === name)?.child.pid;
  writeFileSync(
    join(folder, "cluster.json"),
    JSON.stringify(
      {
        ...state,
        api: Array.from({ length: perTier }, (_, n) => ({ name: `api${n + 1}`, pid: pidOf(`api${n + 1}`), port: ports.api(n) })),
        storefronts: apps.map(({ pkg }, i) => ({
          brand: pkg.storefront.brand,
          balancer: `http://127.0.0.1:${ports.storefrontBalancer(i)}`,
          processes: Array.from({ length: perTier }, (_, n) => ({
            name: `${pkg.storefront.brand}${n + 1}`,
            pid: pidOf(`${pkg.storefront.brand}${n + 1}`),
            port: ports.storefront(i, n),
          })),
        })),
      },
      null,
      2,
    ),
  );
}

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(3000) })).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** The throwaway PostgreSQL cluster, as the postgres user when this runs as root (initdb refuses root). */
function postgresCommand(command, args) {
  const binary = join(postgresBin(), command);
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", binary, ...args]] : [binary, args];
}
const pgData = join(folder, "postgres");
let stopPostgres = () => undefined;

async function startPostgres() {
  if (values.postgres) return values.postgres;
  mkdirSync(pgData);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    chownSync(folder, uid, gid);
    chownSync(pgData, uid, gid);
  }
  console.log(`Starting PostgreSQL in ${pgData} on port ${ports.postgres}...`);
  const run = (command, args) => {
    const [bin, full] = postgresCommand(command, args);
    execFileSync(bin, full, { stdio: ["ignore", "ignore", "inherit"] });
  };
  run("initdb", ["-D", pgData, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8"]);
  const options = `-p ${ports.postgres} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  run("pg_ctl", ["-D", pgData, "-l", join(folder, "postgres.log"), "-o", options, "-w", "start"]);
  stopPostgres = () => {
    try {
      run("pg_ctl", ["-D", pgData, "-m", "fast", "-w", "stop"]);
    } catch {
      // already stopped
    }
  };
  run("createdb", ["-h", "127.0.0.1", "-p", String(ports.postgres), "-U", "postgres", "storefront"]);
  return `postgres://postgres@127.0.0.1:${ports.postgres}/storefront`;
}

/** HAProxy's configuration: one frontend and backend a tier, health-checked, round robin, no stickiness. */
function haproxyConfig() {
  const apiServers = Array.from({ length: perTier }, (_, n) => `  server api${n + 1} 127.0.0.1:${ports.api(n)}`);
  const storefronts = apps.map(({ pkg }, i) => {
    const brand = pkg.storefront.brand;
    return `
frontend ${brand}
  bind 127.0.0.1:${ports.storefrontBalancer(i)}
  default_backend ${brand}_processes

backend ${brand}_processes
  # A storefront's own answer, which needs no API: its robots.txt.
  option httpchk GET /robots.txt
  http-check expect status 200
  http-request disable-l7-retry if !METH_GET !METH_HEAD
${Array.from({ length: perTier }, (_, n) => `  server ${brand}${n + 1} 127.0.0.1:${ports.storefront(i, n)}`).join("\n")}`;
  });
  return `# Written by scripts/start-cluster.mjs (issue 43 item 3): the example of the README's "Deployment".
global
  maxconn 4096

defaults
  mode http
  balance roundrobin
  # The shopper's address for the tier behind (storefront and API take it only from a trusted proxy: TRUST_PROXY).
  option forwardfor
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  timeout check 2s
  timeout queue 15s
  # Every server is checked each second; three failed checks take it out, two good ones bring it back.
  # A process takes at most maxconn requests at once (the rest wait in HAProxy's queue), so a burst
  # queues here instead of starving the process's event loop, and its health check still answers:
  # without it, 200 shoppers on two cores timed every check out and took every process out at once.
  default-server check inter 1s fall 3 rise 2 maxconn 12
  # A request whose process refused the connection, closed it, timed out or answered 502/503/504 goes
  # to another process, once, if it is idempotent: each backend's disable-l7-retry keeps it to GET
  # and HEAD, never a checkout.
  retries 1
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 502 503 504
${storefronts.join("\n")}

frontend api
  bind 127.0.0.1:${ports.apiBalancer}
  default_backend api_processes

backend api_processes
  # 503 while a process drains after SIGTERM (DRAIN_GRACE_MS keeps it accepting until this notices).
  option httpchk GET /api/ready
  http-check expect status 200
  http-request disable-l7-retry if !METH_GET !METH_HEAD
  # A read that a stalled process (SIGSTOP) holds is given up after 2 s and retried on the other,
  # so a storefront's call (4 s timeout) still answers. Writes keep the 30 s of the defaults.
  http-request set-timeout server 2s if METH_GET || METH_HEAD
${apiServers.join("\n")}

listen stats
  bind 127.0.0.1:${ports.stats}
  stats enable
  stats uri /
  stats refresh 2s
`;
}

/** Stops every process (SIGTERM: the API processes drain), then PostgreSQL, then removes the folder. */
async function stop() {
  if (stopping) return;
  stopping = true;
  const running = children.map(({ child }) => child).filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill("SIGTERM");
  // The API's drain takes up to DRAIN_GRACE_MS + 10 s.
  const deadline = new Promise((done) => setTimeout(done, 15_000));
  await Promise.race([Promise.all(running.map((child) => new Promise((done) => child.once("exit", done)))), deadline]);
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  stopPostgres();
  if (!values.postgres) rmSync(folder, { recursive: true, force: true });
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());

try {
  const databaseUrl = await startPostgres();
  const apiDir = join(root, "apps/api");
  const dbEnv = { DATABASE_URL: databaseUrl };
  console.log("Migrating (once, by the migrate command) and seeding...");
  execFileSync(process.execPath, ["dist/migrate.js"], { cwd: apiDir, env: { ...process.env, ...dbEnv }, stdio: "inherit" });
  execFileSync(process.execPath, ["dist/seed.js", "--products", values.products], {
    cwd: apiDir,
    env: { ...process.env, ...dbEnv },
    stdio: "inherit",
  });

  start("mail", process.execPath, ["cli.js"], join(root, "tooling/mail-catcher"), {
    MAIL_CATCHER_SMTP_PORT: String(ports.smtp),
    MAIL_CATCHER_HTTP_PORT: String(ports.mail),
  });
  start("payments", process.execPath, ["dist/server.js"], join(root, "apps/payment-sandbox"), {
    PORT: String(ports.payments),
    DATA_DIR: join(folder, "payment-sandbox"),
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  });
  await waitFor(`http://127.0.0.1:${ports.payments}/health`, 60);

  // What every API process shares: the database, the secrets, the attachments folder, the sandbox and the mail.
  const apiEnv = {
    ...dbEnv,
    MIGRATE_ON_START: "false",
    DRAIN_GRACE_MS: "4000",
    SESSION_SECRET: randomBytes(48).toString("base64url"),
    IDENTITY_KEYS: `cluster:${randomBytes(48).toString("base64url")}`,
    ATTACHMENTS_DIR: join(folder, "attachments"),
    PAYMENT_SANDBOX_URL: `http://127.0.0.1:${ports.payments}`,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(ports.smtp),
    TRUST_PROXY: "loopback",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  };
  for (let n = 0; n < perTier; n++) {
    // The young generation bounded as in production (apps/api README, "Memory").
    start(`api${n + 1}`, process.execPath, ["--max-semi-space-size=16", "dist/server.js"], apiDir, {
      ...apiEnv,
      PORT: String(ports.api(n)),
      DATA_DIR: join(folder, `api${n + 1}`),
    });
  }
  await Promise.all(Array.from({ length: perTier }, (_, n) => waitFor(`http://127.0.0.1:${ports.api(n)}/api/ready`, 300)));

  apps.forEach(({ dir, pkg }, i) => {
    for (let n = 0; n < perTier; n++) {
      start(`${pkg.storefront.brand}${n + 1}`, process.execPath, ["server.js"], dir, {
        PORT: String(ports.storefront(i, n)),
        API_URL: `http://127.0.0.1:${ports.apiBalancer}`,
        PUBLIC_ORIGIN: `http://localhost:${ports.storefrontBalancer(i)}`,
        PUBLIC_FRAUD_CHECK_URL: `http://127.0.0.1:${ports.payments}`,
        // The bot check's widget (issue 45 item 7): the payment sandbox's, which the APIs' sandbox check asks about its tokens.
        PUBLIC_BOT_CHECK_SCRIPT_URL: `http://127.0.0.1:${ports.payments}/recaptcha/api.js`,
        TRUST_PROXY: "loopback",
      });
    }
  });

  const config = join(folder, "haproxy.cfg");
  writeFileSync(config, haproxyConfig());
  execFileSync("haproxy", ["-c", "-f", config], { stdio: "inherit" });
  start("haproxy", "haproxy", ["-db", "-f", config]);
  await waitFor(`http://127.0.0.1:${ports.apiBalancer}/api/ready`, 60);
  await Promise.all(apps.map((_, i) => waitFor(`http://127.0.0.1:${ports.storefrontBalancer(i)}/`, 120)));

  state = { databaseUrl, folder, apiBalancer: `http://127.0.0.1:${ports.apiBalancer}`, payments: `http://127.0.0.1:${ports.payments}` };
  writeState();
  const list = (port) => Array.from({ length: perTier }, (_, n) => port(n)).join(", ");
  console.log(`\nCluster ready (Node ${process.versions.node}), files in ${folder}:`);
  console.log(`  PostgreSQL  ${databaseUrl}`);
  console.log(`  API         http://127.0.0.1:${ports.apiBalancer}  (HAProxy) -> ${list(ports.api)}`);
  apps.forEach(({ pkg }, i) =>
    console.log(
      `  ${pkg.storefront.brand.padEnd(10)}  http://localhost:${ports.storefrontBalancer(i)}  (HAProxy) -> ${list((n) => ports.storefront(i, n))}`,
    ),
  );
  console.log(
    `  payments    http://127.0.0.1:${ports.payments}   mail http://127.0.0.1:${ports.mail}   HAProxy stats http://127.0.0.1:${ports.stats}/`,
  );
  console.log(`  HAProxy configuration ${config}; pids for tooling/load's fault run in ${join(folder, "cluster.json")}`);
  console.log("\nPress Ctrl+C to stop.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop();
}
