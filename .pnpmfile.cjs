// What a package looks like on the registry (issue 19 item 1). In the monorepo every export has a
// `development` condition pointing at its TypeScript source (dev servers, tests, typecheck and the
// apps' builds read sources); a published package must not send a consumer's dev server (Vite and
// webpack resolve `development` in dev mode) to sources it does not ship. `pnpm pack` and
// `pnpm publish` (which `changeset publish` runs) call this hook on the manifest they pack; the
// package.json on disk stays as it is.

/** An exports map without its `development` conditions. */
function publishedExports(exportsMap) {
  if (typeof exportsMap !== "object" || exportsMap === null) return exportsMap;
  return Object.fromEntries(
    Object.entries(exportsMap).map(([subpath, target]) => {
      if (typeof target !== "object" || target === null) return [subpath, target];
      const { development: _source, ...rest } = target;
      return [subpath, rest];
    }),
  );
}

/** Every file an exports map names. */
function exportTargets(exportsMap) {
  const targets = [];
  const walk = (value) => {
    if (typeof value === "string") targets.push(value.replace(/^\.\//, ""));
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(exportsMap);
  return targets;
}

/**
 * The manifest to publish: exports without `development`, and `files` without the sources (a
 * published package runs from dist), keeping any source file an export still names (ui-kit's
 * type-only `./styled`).
 */
function beforePacking(pkg) {
  if (pkg.private || !pkg.exports) return pkg;
  const exportsMap = publishedExports(pkg.exports);
  const files = Array.isArray(pkg.files) ? pkg.files.filter((entry) => !/^!?src(\/|$)/.test(entry)) : pkg.files;
  const kept = exportTargets(exportsMap).filter((target) => target.startsWith("src/"));
  return { ...pkg, exports: exportsMap, ...(files ? { files: [...new Set([...files, ...kept])] } : {}) };
}

module.exports = { hooks: { beforePacking } };
