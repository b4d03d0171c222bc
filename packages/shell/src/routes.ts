import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { getAppDirectory, route, type RouteConfigEntry } from "@react-router/dev/routes";
import { routeTable, type RouteDefinition } from "./route-table";

/** The shell's own src/ folder; works whether this file runs from src/ or dist/. */
const shellSources = fileURLToPath(new URL("../src/", import.meta.url).href);

/**
 * Absolute path of a route module's source. Modules of other packages are found the way the app
 * finds the package itself (its node_modules), through the package's `./package.json` export.
 */
export function moduleFile({ module, from }: Pick<RouteDefinition, "module" | "from">, appDirectory: string): string {
  if (!from) return join(shellSources, "routes", `${module}.tsx`);
  const requireFromApp = createRequire(join(appDirectory, "package.json"));
  return join(dirname(requireFromApp.resolve(`${from}/package.json`)), "src", "routes", `${module}.tsx`);
}

/**
 * The route config of every storefront (an app's `app/routes.ts` is `export default
 * storefrontRoutes()`). Modules are referenced by file, so React Router splits each into its own
 * chunk and loads it on demand.
 */
export function storefrontRoutes(appDirectory: string = getAppDirectory()): RouteConfigEntry[] {
  const seen = new Map<string, number>();
  return routeTable.map((definition) => {
    const key = `${definition.from ?? "shell"}:${definition.module}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    const base = definition.from ? `${definition.from.replace(/^@storefront\//, "")}/${definition.module}` : `routes/${definition.module}`;
    const id = count === 1 ? base : `${base}-${count}`;
    return route(definition.path, relative(appDirectory, moduleFile(definition, appDirectory)), { id });
  });
}
