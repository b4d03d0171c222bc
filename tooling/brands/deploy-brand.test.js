import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { deployBrand, root } from "./deploy-brand.js";
import { freePort, startNode, waitFor } from "./test-servers.js";

// One brand deploys alone (issue 19 item 3): the wa storefront's deploy folder, moved out of the
// repository, starts with `node server.js` and an API_URL and serves its home page in its theme.
// Needs the wa storefront and the API built (this package's turbo.json makes `test` wait for both).
const work = mkdtempSync(join(tmpdir(), "deploy-brand-"));
let api;
let storefront;
let apiUrl;

beforeAll(async () => {
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  // The first start creates, migrates and seeds its database (about a minute): it runs while the
  // test deploys, and the test waits for it before starting the storefront.
  api = startNode(["dist/server.js"], {
    cwd: join(root, "apps/api"),
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: join(work, "api-data"), LOG_LEVEL: "warn" },
  });
});

afterAll(async () => {
  await storefront?.stop();
  await api?.stop();
  rmSync(work, { recursive: true, force: true });
});

test("the wa deploy folder holds its build and only its runtime dependencies, and serves its themed home page from outside the repository", async () => {
  const deployed = join(work, "deployed");
  deployBrand({ brand: "wa", target: deployed, build: false, stdio: "pipe" });

  // Moved elsewhere, away from the monorepo's node_modules: it must carry everything it needs.
  const moved = join(mkdtempSync(join(work, "elsewhere-")), "wa");
  renameSync(deployed, moved);
  expect(moved.startsWith(root)).toBe(false);
  expect(existsSync(join(moved, "build/server/index.js"))).toBe(true);
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

  await waitFor(`${apiUrl}/api/health`, api, 180);
  const port = await freePort(Number(new URL(apiUrl).port) + 1);
  storefront = startNode(["server.js"], { cwd: moved, env: { PORT: String(port), API_URL: apiUrl } });
  await waitFor(`http://127.0.0.1:${port}/robots.txt`, storefront, 30);

  const response = await fetch(`http://127.0.0.1:${port}/`);
  const html = await response.text();
  expect(response.status, html.slice(0, 500)).toBe(200);
  expect(storefront.output()).toContain("@storefront/app-wa (wa) listening");
  // Its name and its theme (waTheme: harbour navy #0b2545), in the server-rendered page and its styles.
  expect(html).toMatch(/<title>[^<]*Wattle &amp; Ash[^<]*<\/title>/);
  expect(html).toContain('<meta name="theme-color" content="#0b2545"/>');
  expect(html).toMatch(/<style[^>]*data-styled[^>]*>[^<]*#0b2545/);
}, 300_000);
