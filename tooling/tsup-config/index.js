import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The tsup entries of a package, read from its `exports` map: each subpath with a `development`
 * source builds to the file its `default` condition names, so a new subpath export needs no
 * second list. `{ "./seo": { development: "./src/seo/seo.ts", default: "./dist/seo/seo.js" } }`
 * gives `{ "seo/seo": "src/seo/seo.ts" }`, which tsup writes to dist/seo/seo.js and .d.ts.
 */
export function entriesFromExports(exportsMap = {}) {
  const entries = {};
  for (const [subpath, target] of Object.entries(exportsMap)) {
    if (typeof target !== "object" || target === null || typeof target.development !== "string") continue;
    const source = target.development.replace(/^\.\//, "");
    const output = /^\.\/dist\/(.+)\.js$/.exec(String(target.default ?? ""));
    if (!output) throw new Error(`exports["${subpath}"]: "default" must name a .js file under ./dist/, found ${target.default}`);
    const name = output[1];
    if (target.types !== undefined && target.types !== `./dist/${name}.d.ts`) {
      throw new Error(`exports["${subpath}"]: "types" must be ./dist/${name}.d.ts to match its "default", found ${target.types}`);
    }
    entries[name] = source;
  }
  if (Object.keys(entries).length === 0) throw new Error("exports has no subpath with a development source to build");
  return entries;
}

/** What a package leaves to its consumers: its dependencies and peers, with their subpaths. */
export function externalsOf(pkg) {
  const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  return [...new Set(names)].sort().map((name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(/|$)`));
}

/**
 * The whole tsup config of a package: ESM with declarations, entries from its `exports`,
 * dependencies and peers left external. `node` builds for the server (Node 24, see .nvmrc);
 * `entry` adds files that are not exports (a server's start file); they get no declarations.
 */
export function packageConfig({ packageDir = process.cwd(), node = false, entry = {}, ...rest } = {}) {
  const pkg = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
  const exported = entriesFromExports(pkg.exports);
  return {
    entry: { ...exported, ...entry },
    format: ["esm"],
    // Declarations for what the package exports, not for a start file.
    dts: { entry: exported },
    clean: true,
    splitting: true,
    external: externalsOf(pkg),
    ...(node ? { platform: "node", target: "node24" } : {}),
    ...rest,
  };
}
