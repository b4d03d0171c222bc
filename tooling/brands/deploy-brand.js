#!/usr/bin/env node
// `pnpm deploy:brand <brand> <dir> [--no-build]` (issue 19 item 3): one storefront as a folder of
// its own, to copy to a server or into an image and start with `node server.js`. It builds the app
// (turbo: the app and the packages below it), then writes the app's `files` (server.js, build/) and
// a node_modules with only its runtime dependencies: the server build already holds the workspace
// packages and every other library, so what remains is @storefront/runtime (the production server,
// packed as published) and React, React Router, react-query and styled-components.
//
// The node_modules is copied from the workspace's own install, not installed again: `pnpm deploy`
// (legacy, as this workspace does not inject its packages) resolves the whole workspace against the
// registry, some 140 MB of metadata, which on CI's network took the test past its time limit.
// Copying keeps pnpm's layout (node_modules/.pnpm/<package@version>, relative links between them),
// so the folder is the same as pnpm would write, works offline and takes seconds.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../../", import.meta.url));
const STORE = `${sep}node_modules${sep}.pnpm${sep}`;

/** The storefront app of a brand id: its folder and package.json, from the apps' `storefront` fields. */
export function storefrontApp(brand) {
  const apps = join(root, "apps");
  for (const folder of readdirSync(apps)) {
    const file = join(apps, folder, "package.json");
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, "utf8"));
    if (pkg.storefront?.brand === brand) return { dir: join(apps, folder), pkg };
  }
  throw new Error(`No storefront app with "storefront": { "brand": "${brand}" } under ${apps}`);
}

/** The names of the packages linked in a node_modules folder (scoped ones as @scope/name). */
function linkedNames(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => !name.startsWith("."))
    .flatMap((name) => (name.startsWith("@") ? readdirSync(join(folder, name)).map((inner) => `${name}/${inner}`) : [name]));
}

/**
 * Writes `node_modules` in `target` for the production dependencies of the workspace package in
 * `dir`: registry packages as pnpm's store entries (each `.pnpm/<entry>` folder with its links to
 * the entries it depends on, followed to the end), workspace packages packed as published.
 */
function copyDependencies(dir, target) {
  const modules = join(target, "node_modules");
  const entries = new Set();
  const addEntry = (entry) => {
    if (entries.has(entry)) return;
    entries.add(entry);
    const entryModules = join(root, "node_modules/.pnpm", entry, "node_modules");
    for (const name of linkedNames(entryModules)) {
      const real = realpathSync(join(entryModules, name));
      if (real.includes(STORE)) addEntry(real.slice(real.lastIndexOf(STORE) + STORE.length).split(sep)[0]);
    }
  };
  /** Links the production dependencies of the package in `from` into `into` (a node_modules folder). */
  const linkDependencies = (from, into) => {
    const { dependencies = {}, optionalDependencies = {} } = JSON.parse(readFileSync(join(from, "package.json"), "utf8"));
    for (const name of Object.keys({ ...dependencies, ...optionalDependencies })) {
      const link = join(from, "node_modules", name);
      if (!existsSync(link)) continue;
      const real = realpathSync(link);
      const at = join(into, name);
      mkdirSync(dirname(at), { recursive: true });
      if (real.includes(STORE)) {
        const entry = real.slice(real.lastIndexOf(STORE) + STORE.length).split(sep)[0];
        addEntry(entry);
        symlinkSync(relative(dirname(at), join(modules, ".pnpm", entry, "node_modules", name)), at);
      } else {
        // A workspace package: packed as published (no sources, no development condition), then its own dependencies.
        const packs = mkdtempSync(join(tmpdir(), "deploy-pack-"));
        execFileSync("pnpm", ["pack", "--pack-destination", packs], { cwd: real, stdio: "pipe" });
        mkdirSync(at, { recursive: true });
        execFileSync("tar", ["-xzf", join(packs, readdirSync(packs)[0]), "-C", at, "--strip-components=1"]);
        rmSync(packs, { recursive: true, force: true });
        linkDependencies(real, join(at, "node_modules"));
      }
    }
  };
  linkDependencies(dir, modules);
  for (const entry of entries) {
    cpSync(join(root, "node_modules/.pnpm", entry), join(modules, ".pnpm", entry), { recursive: true, verbatimSymlinks: true });
  }
}

/** Builds (unless `build` is false) and deploys one brand's storefront into `target`, which must not exist or be empty. */
export function deployBrand({ brand, target, build = true, stdio = "inherit", timeout }) {
  const { dir, pkg } = storefrontApp(brand);
  if (build) execFileSync("pnpm", ["exec", "turbo", "run", "build", `--filter=${pkg.name}`], { cwd: root, stdio, timeout });
  if (!existsSync(join(dir, "build/server/index.js"))) {
    throw new Error(`${pkg.name} has no production build (build/server/index.js): build it first, or leave out --no-build`);
  }
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} is not empty`);
  mkdirSync(target, { recursive: true });
  for (const file of pkg.files) cpSync(join(dir, file), join(target, file), { recursive: true });
  // The package.json as deployed: the app's runtime dependencies, with workspace ranges as the versions packed.
  const { devDependencies: _build, ...deployed } = pkg;
  for (const [name, range] of Object.entries(deployed.dependencies)) {
    if (range.startsWith("workspace:"))
      deployed.dependencies[name] = JSON.parse(readFileSync(join(dir, "node_modules", name, "package.json"), "utf8")).version;
  }
  writeFileSync(join(target, "package.json"), `${JSON.stringify(deployed, null, 2)}\n`);
  copyDependencies(dir, target);
  for (const needed of ["server.js", "build/server/index.js", "build/client", "node_modules/@storefront/runtime/dist/server.js"]) {
    if (!existsSync(join(target, needed))) throw new Error(`The deploy folder ${target} lacks ${needed}`);
  }
  return { app: pkg.name, port: pkg.storefront.port, target };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const [brand, dir] = args.filter((arg) => !arg.startsWith("--"));
  if (!brand || !dir) {
    console.error("Usage: pnpm deploy:brand <brand> <dir> [--no-build]   e.g. pnpm deploy:brand wa ../deploy/wa");
    process.exit(2);
  }
  const target = resolve(process.env.INIT_CWD ?? process.cwd(), dir);
  const { app, port } = deployBrand({ brand, target, build: !args.includes("--no-build") });
  console.log(`\n${app} is in ${target}. Start it with Node 24:`);
  console.log(`  cd ${target} && API_URL=http://127.0.0.1:4000 PUBLIC_ORIGIN=https://shop.example.com node server.js`);
  console.log(`It listens on 127.0.0.1:${port}; PORT and HOST override them (HOST=0.0.0.0 in a container).`);
}
