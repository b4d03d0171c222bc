import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { builtinModules } from "node:module";

/** Packages a consumer's app owns: one copy each in the app, so a package takes them as peers. */
export const SHARED_PEERS = ["react", "react-dom", "styled-components", "react-router", "@tanstack/react-query"];

// `export` names a module only before `{` or `*` (`export { a } from "x"`, `export*from"x"`), so
// prose such as `the export's "no limit"` in a kept comment is no import.
const IMPORT = /(?:^|[;\s}])(?:import\s*|export\s*(?=[{*]))(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
// esbuild writes a `// ../../node_modules/...` (or `// node_modules/...`) line above each module it bundles.
const BUNDLED = /^\/\/ (?:\.\.\/)*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/m;

/** The package a bare specifier names (`react-dom/client` → `react-dom`), or undefined for a relative or builtin one. */
export function packageOf(specifier) {
  if (specifier.startsWith(".") || specifier.startsWith("/") || specifier.startsWith("node:")) return undefined;
  const name = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];
  return builtinModules.includes(name) ? undefined : name;
}

function* filesOf(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(path);
    else if (/\.(js|d\.ts)$/.test(entry.name)) yield path;
  }
}

/**
 * What is wrong with a built package's dist: a bare import (in JS or declarations) the package
 * does not declare, a shared peer (SHARED_PEERS) declared as a dependency instead of a peer, or
 * code from node_modules bundled in.
 */
export function problemsOfDist(packageDir, pkg) {
  const problems = [];
  const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
  for (const name of SHARED_PEERS) {
    if (pkg.dependencies?.[name]) problems.push(`${name} is a dependency: it must be a peer dependency (one copy per app)`);
  }
  const dist = join(packageDir, "dist");
  let files;
  try {
    files = [...filesOf(dist)];
  } catch {
    return [...problems, "no dist folder: build the package first"];
  }
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const name = relative(packageDir, file);
    const bundled = BUNDLED.exec(text);
    if (bundled) problems.push(`${name} bundles ${bundled[1]} from node_modules: declare it as a dependency or peer`);
    for (const match of text.matchAll(IMPORT)) {
      const imported = packageOf(match[1] ?? match[2]);
      if (imported && imported !== pkg.name && !declared.has(imported)) {
        problems.push(`${name} imports ${imported}, which is neither a dependency nor a peer dependency`);
      }
    }
  }
  return [...new Set(problems)];
}
