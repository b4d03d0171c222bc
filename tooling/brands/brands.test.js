import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deployBrand, root } from "./deploy-brand.js";
import { freePort, startNode, waitFor } from "./test-servers.js";

// Brand teams ship on their own (issue 19 items 3 and 4), against one real API:
// - the wa storefront's deploy folder, moved out of the repository, starts with `node server.js`
//   and an API_URL and serves its home page in its theme;
// - in a temporary copy of the repository the brand generator writes apps/kb (at most 100 lines,
//   no package touched, the README's table follows), turbo builds that app alone, and its home
//   page shows its name and theme.
// The API is the repository's build, reading the copy's app folders (STOREFRONT_APPS_DIR), so it
// knows wa and the new kb; its first start seeds its database while the deploy runs. Needs the wa
// storefront, the API and the packages built: this package's turbo.json makes `test` wait for them.
const work = mkdtempSync(join(tmpdir(), "brands-"));
const copy = join(work, "repo");
const servers = [];
let apiUrl;
let copied;
let before;

/** The repository's files as git sees them (tracked and new, not ignored), and the packages' dist builds. */
function copyRepository() {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) cpSync(join(root, file), join(copy, file));
  for (const folder of readdirSync(join(root, "packages"))) {
    const dist = join(root, "packages", folder, "dist");
    if (existsSync(dist)) cpSync(dist, join(copy, "packages", folder, "dist"), { recursive: true });
  }
  return files;
}

const digest = (files) =>
  Object.fromEntries(
    files.map((file) => [
      file,
      createHash("sha1")
        .update(readFileSync(join(copy, file)))
        .digest("hex"),
    ]),
  );
// Each step is synchronous, so Vitest's own timeouts cannot stop it: a step that hangs fails at its
// own limit instead, with its output.
const STEP_TIMEOUT = 240_000;
const inCopy = (command, args) =>
  execFileSync(command, args, { cwd: copy, stdio: "pipe", encoding: "utf8", timeout: STEP_TIMEOUT, env: { ...process.env, CI: "" } });

/**
 * The copy's lockfile gains the generated app as the twin of an existing one (its dependencies are
 * a subset of wa's, with the same ranges), as `pnpm install` would write it. The install then runs
 * offline from the store CI has filled: resolving the new app against the registry needs its
 * packages' metadata, which a fresh machine does not have cached, and CI's network is not
 * something a test should wait on.
 */
function twinInLockfile(from, to) {
  const file = join(copy, "pnpm-lock.yaml");
  const lines = readFileSync(file, "utf8").split("\n");
  const start = lines.indexOf(`  ${from}:`);
  const end = lines.indexOf("", start);
  const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync(join(copy, to, "package.json"), "utf8"));
  const wanted = new Set(Object.keys({ ...dependencies, ...devDependencies }));
  const twin = [`  ${to}:`];
  let keep = true;
  for (const line of lines.slice(start + 1, end)) {
    const entry = /^ {6}'?([^':]+)'?:$/.exec(line);
    if (entry) keep = wanted.has(entry[1]);
    if (keep || /^ {4}\S/.test(line)) twin.push(line);
  }
  lines.splice(end, 0, "", ...twin);
  writeFileSync(file, lines.join("\n"));
}

beforeAll(async () => {
  copied = copyRepository();
  before = digest(copied);
  const gen = join(root, "node_modules/@turbo/gen/dist/cli.js");
  const answers = ["kb", "Kettle & Bloom", "kitchen appliances", "AU", "#3b1f4a", "#f59e0b", "showRibbons,searchResultCount.narrow=4"];
  inCopy(process.execPath, [gen, "run", "brand", "--root", copy, "--args", ...answers]);

  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  servers.push(
    startNode(["dist/server.js"], {
      cwd: join(root, "apps/api"),
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: join(work, "api-data"),
        LOG_LEVEL: "warn",
        STOREFRONT_APPS_DIR: join(copy, "apps"),
      },
    }),
  );
}, 300_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(work, { recursive: true, force: true });
}, 60_000);

/** Starts a storefront's `node server.js` on a free port against the API, and reads its home page. */
async function homePage(dir) {
  await waitFor(`${apiUrl}/api/health`, servers[0], 240);
  const port = await freePort(Number(new URL(apiUrl).port) + 1);
  const storefront = startNode(["server.js"], { cwd: dir, env: { PORT: String(port), API_URL: apiUrl } });
  servers.push(storefront);
  await waitFor(`http://127.0.0.1:${port}/robots.txt`, storefront, 30);
  const response = await fetch(`http://127.0.0.1:${port}/`);
  const html = await response.text();
  expect(response.status, html.slice(0, 500)).toBe(200);
  return { html, output: storefront.output() };
}

describe("one brand deploys alone", () => {
  test("the wa deploy folder holds its build and only its runtime dependencies, and serves its themed home page from outside the repository", async () => {
    const deployed = join(work, "deployed");
    deployBrand({ brand: "wa", target: deployed, build: false, stdio: "pipe", timeout: STEP_TIMEOUT });

    // Moved elsewhere, away from the monorepo's node_modules: it must carry everything it needs.
    const moved = join(mkdtempSync(join(work, "elsewhere-")), "wa");
    renameSync(deployed, moved);
    expect(moved.startsWith(root)).toBe(false);
    // The server build holds the workspace packages; the only one left to install is the server.
    expect(readdirSync(join(moved, "node_modules/@storefront"))).toEqual(["runtime"]);
    expect(readdirSync(join(moved, "node_modules")).filter((name) => !name.startsWith("."))).toEqual([
      "@storefront",
      "@tanstack",
      "react",
      "react-dom",
      "react-router",
      "styled-components",
    ]);
    // Its files only: no sources, no dev configuration.
    expect(readdirSync(moved).sort()).toEqual(["build", "node_modules", "package.json", "server.js"]);

    const { html, output } = await homePage(moved);
    expect(output).toContain("@storefront/app-wa (wa) listening");
    // Its name and its theme (waTheme: harbour navy #0b2545), in the server-rendered page and its styles.
    expect(html).toMatch(/<title>[^<]*Wattle &amp; Ash[^<]*<\/title>/);
    expect(html).toContain('<meta name="theme-color" content="#0b2545"/>');
    expect(html).toMatch(/<style[^>]*data-styled[^>]*>[^<]*#0b2545/);
  }, 300_000);
});

describe("a new brand in one command", () => {
  test("the generator writes apps/kb in at most 100 lines, edits no package, and the README's table gains its row", () => {
    const app = join(copy, "apps/kb");
    const written = execFileSync("find", [app, "-type", "f"], { encoding: "utf8" }).trim().split("\n");
    const lines = written.reduce((sum, file) => sum + readFileSync(file, "utf8").trimEnd().split("\n").length, 0);
    expect(lines).toBeLessThanOrEqual(100);
    const { "README.md": readme, ...others } = before;
    const { "README.md": readmeAfter, ...othersAfter } = digest(copied);
    expect(othersAfter).toEqual(others);
    expect(readmeAfter).not.toBe(readme);
    expect(readFileSync(join(copy, "README.md"), "utf8")).toMatch(
      /\| `apps\/kb` +\| 3007 \| Kettle & Bloom: kitchen appliances +\| AU, AUD \|/,
    );
    const pkg = JSON.parse(readFileSync(join(app, "package.json"), "utf8"));
    expect(pkg.storefront).toEqual({ brand: "kb", port: 3007, displayName: "Kettle & Bloom", country: "AU" });
    expect(readFileSync(join(app, "app/brand.ts"), "utf8")).toContain("features: { showRibbons: true, searchResultCount: { narrow: 4 } }");
  });

  test("kb builds alone with turbo, the API knows it from its folder, and its home page shows its name and theme", async () => {
    // Linked into the workspace, then built alone: the packages' dist came with the copy, so only
    // the app's own build runs.
    twinInLockfile("apps/wa", "apps/kb");
    inCopy("pnpm", ["install", "--offline", "--frozen-lockfile"]);
    inCopy("pnpm", ["exec", "turbo", "run", "build", "--filter=@storefront/app-kb", "--only"]);
    expect(existsSync(join(copy, "apps/kb/build/server/index.js"))).toBe(true);

    await waitFor(`${apiUrl}/api/health`, servers[0], 240);
    expect((await fetch(`${apiUrl}/api/health`, { headers: { "x-storefront-brand": "kb" } })).status).toBe(200);

    const { html } = await homePage(join(copy, "apps/kb"));
    expect(html).toMatch(/<title>[^<]*Kettle &amp; Bloom[^<]*<\/title>/);
    expect(html).toContain('<meta name="theme-color" content="#3b1f4a"/>');
    expect(html).toMatch(/<style[^>]*data-styled[^>]*>[^<]*#3b1f4a/);
  }, 420_000);
});
