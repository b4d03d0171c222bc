import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { root } from "./deploy-brand.js";
import { freePort, startNode, waitFor } from "./test-servers.js";

// A new brand in one command (issue 19 item 4): in a temporary copy of the repository, the brand
// generator writes apps/kb (at most 100 lines, no package touched); turbo builds that app alone,
// the API run from the copy's sources lists it from its folder, and its home page shows its name
// and theme. Needs the packages built (the runtime's Vite config): this package's turbo.json.
const copy = join(mkdtempSync(join(tmpdir(), "generate-brand-")), "repo");
const servers = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(dirname(copy), { recursive: true, force: true });
});

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

test("turbo gen brand writes apps/kb in at most 100 lines, edits nothing else, and the brand builds alone and serves its themed home page", async () => {
  const files = copyRepository();
  const before = digest(files);
  const run = (command, args, cwd = copy) =>
    execFileSync(command, args, { cwd, stdio: "pipe", encoding: "utf8", env: { ...process.env, CI: "" } });

  run(process.execPath, [
    join(root, "node_modules/@turbo/gen/dist/cli.js"),
    "run",
    "brand",
    "--root",
    copy,
    "--args",
    "kb",
    "Kettle & Bloom",
    "AU",
    "#3b1f4a",
    "#f59e0b",
    "showRibbons,searchResultCount.narrow=4",
  ]);

  const app = join(copy, "apps/kb");
  const written = execFileSync("find", [app, "-type", "f"], { encoding: "utf8" }).trim().split("\n");
  const lines = written.reduce((sum, file) => sum + readFileSync(file, "utf8").trimEnd().split("\n").length, 0);
  expect(lines).toBeLessThanOrEqual(100);
  expect(digest(files)).toEqual(before);
  const pkg = JSON.parse(readFileSync(join(app, "package.json"), "utf8"));
  expect(pkg.storefront).toEqual({ brand: "kb", port: 3007, displayName: "Kettle & Bloom", country: "AU" });
  expect(readFileSync(join(app, "app/brand.ts"), "utf8")).toContain("features: { showRibbons: true, searchResultCount: { narrow: 4 } }");

  // Linked into the workspace (the lockfile gains the app), then built alone: the packages' dist
  // came with the copy, so only the app's own build runs.
  run("pnpm", ["install", "--prefer-offline", "--no-frozen-lockfile"]);
  const apiPort = await freePort(5650);
  const api = startNode(["--conditions=development", "--import", "tsx", "src/server.ts"], {
    cwd: join(copy, "apps/api"),
    env: { PORT: String(apiPort), HOST: "127.0.0.1", DATA_DIR: join(copy, ".api-data"), LOG_LEVEL: "warn" },
  });
  servers.push(api);
  run("pnpm", ["exec", "turbo", "run", "build", "--filter=@storefront/app-kb", "--only"]);
  expect(existsSync(join(app, "build/server/index.js"))).toBe(true);

  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${apiUrl}/api/health`, api, 240);
  // The API's storefronts are the app folders: the new one is known without a second list.
  const settings = await fetch(`${apiUrl}/api/health`, { headers: { "x-storefront-brand": "kb" } });
  expect(settings.status).toBe(200);

  const port = await freePort(apiPort + 1);
  const storefront = startNode(["server.js"], { cwd: app, env: { PORT: String(port), API_URL: apiUrl } });
  servers.push(storefront);
  await waitFor(`http://127.0.0.1:${port}/robots.txt`, storefront, 30);
  const response = await fetch(`http://127.0.0.1:${port}/`);
  const html = await response.text();
  expect(response.status, html.slice(0, 500)).toBe(200);
  expect(html).toMatch(/<title>[^<]*Kettle &amp; Bloom[^<]*<\/title>/);
  expect(html).toContain('<meta name="theme-color" content="#3b1f4a"/>');
  expect(html).toMatch(/<style[^>]*data-styled[^>]*>[^<]*#3b1f4a/);
}, 420_000);
