#!/usr/bin/env node
// `pnpm deploy:brand <brand> <dir> [--no-build]` (issue 19 item 3): one storefront as a folder of
// its own, to copy to a server or into an image and start with `node server.js`. It builds the app
// (turbo: the app and the packages below it), then `pnpm deploy --prod` writes the app's `files`
// (server.js, build/) and a node_modules with only its runtime dependencies: the server build
// already holds the workspace packages and every other library, so what remains is
// @storefront/runtime (the production server, from its dist) and React, React Router, react-query.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../../", import.meta.url));

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

/** Builds (unless `build` is false) and deploys one brand's storefront into `target`, which must not exist or be empty. */
export function deployBrand({ brand, target, build = true, stdio = "inherit", timeout }) {
  const { dir, pkg } = storefrontApp(brand);
  const options = { cwd: root, stdio, timeout, env: { ...process.env, CI: process.env.CI ?? "" } };
  if (build) execFileSync("pnpm", ["exec", "turbo", "run", "build", `--filter=${pkg.name}`], options);
  if (!existsSync(join(dir, "build/server/index.js"))) {
    throw new Error(`${pkg.name} has no production build (build/server/index.js): build it first, or leave out --no-build`);
  }
  // --legacy: the workspace does not inject its packages (inject-workspace-packages); the deployed
  // copy of @storefront/runtime is packed from its `files` (dist) all the same.
  execFileSync("pnpm", [`--filter=${pkg.name}`, "deploy", "--prod", "--legacy", target], options);
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
