import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { runServer } from "verdaccio";
import { afterAll, beforeAll, expect, test } from "vitest";

// Proof on a real registry (issue 19 item 2): a Verdaccio on loopback; `changeset publish` puts
// every package on it (packed as published: no sources, no `development` condition); then, in a
// folder outside the monorepo, plain npm installs @storefront/ui-kit, @storefront/validation and
// @storefront/api-client from it (the @storefront scope only: third-party packages come straight
// from the npm registry, as they would for a brand team, and nothing else is proxied),
// and esbuild builds a page that server-renders a kit Button in the wa theme, a validation rule's
// answers and an api-client path. A package that needs a workspace path, an undeclared dependency
// or its sources fails the install, the build or the render.
// Verdaccio answers from this process: every command runs without blocking its event loop.
const run = async (command, args, options) =>
  (await promisify(execFile)(command, args, { maxBuffer: 64 * 1024 * 1024, ...options })).stdout;
const root = fileURLToPath(new URL("../../", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "registry-proof-"));
let server;
let registry;
let userconfig;

/**
 * The environment of plain npm as a brand team runs it: the machine's Node and npm (not the
 * project's Node that pnpm puts first on PATH) and none of the `npm_config_*` settings pnpm hands
 * its scripts. pnpm points npm's global config at pnpm's own rc file, so npm would lose the
 * machine's global npmrc (where a machine behind a TLS-inspecting proxy names its CA file): every
 * registry fetch then fails its certificate three times and falls back to a stale cache after
 * 70 s, which ran this test out of time in CI.
 */
function machineEnv() {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm|pnpm)_config_/i.test(key)));
  const delimiter = process.platform === "win32" ? ";" : ":";
  env.PATH = (process.env.PATH ?? "")
    .split(delimiter)
    .filter((dir) => !dir.includes("node_modules") && !dir.includes("node-gyp-bin"))
    .join(delimiter);
  return env;
}

async function freePort(from = Number(process.env.REGISTRY_TEST_PORT ?? 5680)) {
  for (let port = from; port < from + 20; port++) {
    const free = await new Promise((done) => {
      const probe = createServer()
        .once("error", () => done(false))
        .listen(port, "127.0.0.1", () => probe.close(() => done(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port from ${from}`);
}

beforeAll(async () => {
  const port = await freePort();
  registry = `http://127.0.0.1:${port}/`;
  const app = await runServer({
    self_path: work,
    storage: join(work, "storage"),
    auth: { htpasswd: { file: join(work, "htpasswd"), max_users: 10 } },
    packages: { "@storefront/*": { access: "$all", publish: "$authenticated" } },
    log: { type: "stdout", format: "pretty", level: "error" },
  });
  server = await new Promise((resolve, reject) => {
    const listening = app.listen(port, "127.0.0.1", () => resolve(listening));
    listening.once("error", reject);
  });
  // A publisher account, and an npm config that names only this registry and its token.
  const response = await fetch(`${registry}-/user/org.couchdb.user:ci`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "ci", password: "ci-publisher-1", email: "ci@example.com" }),
  });
  const { token } = await response.json();
  expect(token, `adduser answered ${response.status}`).toBeTruthy();
  userconfig = join(work, ".npmrc");
  writeFileSync(userconfig, `registry=${registry}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
}, 60_000);

afterAll(async () => {
  await new Promise((done) => (server ? server.close(() => done()) : done()));
  rmSync(work, { recursive: true, force: true });
}, 30_000);

test("every package publishes with changeset publish, and three install from the registry with plain npm and server-render a themed page", async () => {
  const env = { ...process.env, npm_config_userconfig: userconfig, NPM_CONFIG_USERCONFIG: userconfig, npm_config_registry: registry };
  // No terminal (stdin closed, CI set): changesets and pnpm never wait for an answer.
  const published = await run("pnpm", ["exec", "changeset", "publish", "--no-git-tag"], { cwd: root, env: { ...env, CI: "true" } });
  for (const name of ["ui-kit", "validation", "api-client", "api-contract", "composition", "runtime"]) {
    const meta = await (await fetch(`${registry}@storefront%2f${name}`)).json();
    expect(Object.keys(meta.versions ?? {}), `${name} on the registry\n${published}`).toHaveLength(1);
    const manifest = Object.values(meta.versions)[0];
    expect(JSON.stringify(manifest.exports)).not.toContain("development");
    expect(JSON.stringify(manifest)).not.toContain("workspace:");
  }

  // The consumer's npm config: the @storefront scope from this registry, the rest from npm's
  // default registry (or the one the environment names).
  const consumer = join(work, "consumer");
  mkdirSync(consumer);
  writeFileSync(join(consumer, ".npmrc"), `@storefront:registry=${registry}\n`);
  const consumerEnv = { ...machineEnv(), npm_config_userconfig: join(consumer, ".npmrc") };
  writeFileSync(join(consumer, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  const esbuild = JSON.parse(readFileSync(join(root, "node_modules/.pnpm/node_modules/esbuild/package.json"), "utf8")).version;
  const install = ["@storefront/ui-kit", "@storefront/validation", "@storefront/api-client", "react@^19", "react-dom@^19"];
  install.push("styled-components@^6", "@tanstack/react-query@^5", `esbuild@${esbuild}`);
  await run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...install], { cwd: consumer, env: consumerEnv });
  // Only dist and the type-only styled.d.ts are published, no sources.
  expect(readdirSync(join(consumer, "node_modules/@storefront/ui-kit/src"))).toEqual(["styled.d.ts"]);

  writeFileSync(
    join(consumer, "page.jsx"),
    `import { renderToString } from "react-dom/server";
import { ServerStyleSheet, ThemeProvider } from "styled-components";
import { Button } from "@storefront/ui-kit/button";
import { waTheme } from "@storefront/ui-kit/themes";
import { isValidEmail } from "@storefront/validation/email";
import { path } from "@storefront/api-client/http";

const sheet = new ServerStyleSheet();
const body = renderToString(
  sheet.collectStyles(
    <ThemeProvider theme={waTheme}>
      <main>
        <Button variant="primary">Subscribe</Button>
        <p id="rule">{String(isValidEmail("shopper@example.com")) + "/" + String(isValidEmail("not an email"))}</p>
        <p id="path">{path\`/api/products/\${"a b"}\`}</p>
      </main>
    </ThemeProvider>,
  ),
);
console.log(sheet.getStyleTags() + body);
`,
  );
  const bin = join(consumer, "node_modules/.bin/esbuild");
  // A server bundle as an app would make it: ESM builds of the libraries (styled-components'
  // CommonJS default is not its styled function when imported from ESM), CommonJS output.
  const options = ["--bundle", "--platform=node", "--format=cjs", "--jsx=automatic", "--main-fields=module,main", "--log-level=warning"];
  await run(bin, ["page.jsx", ...options, "--outfile=page.cjs"], { cwd: consumer });
  const html = await run(process.execPath, ["page.cjs"], { cwd: consumer });
  expect(html).toMatch(/<button[^>]*>Subscribe<\/button>/);
  expect(html).toContain(">true/false<");
  expect(html).toContain(">/api/products/a%20b<");
  // The wa theme's action colour (#c2410c) in the styles collected on the server.
  expect(html).toMatch(/<style[^>]*data-styled[^>]*>[^<]*#c2410c/);
}, 300_000);
