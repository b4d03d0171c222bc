import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { getAppDirectory, route, type RouteConfigEntry } from "@react-router/dev/routes";
import { routeTable } from "./route-table";

/** Absolute path of a route module's source; works whether this file runs from src/ or dist/. */
function moduleFile(module: string): string {
  return fileURLToPath(new URL(`../src/routes/${module}.tsx`, import.meta.url).href);
}

/**
 * The route config of every storefront (an app's `app/routes.ts` is `export default
 * storefrontRoutes()`). Modules are referenced by file, so React Router splits each into its own
 * chunk and loads it on demand.
 */
export function storefrontRoutes(appDirectory: string = getAppDirectory()): RouteConfigEntry[] {
  const seen = new Map<string, number>();
  return routeTable.map(({ path, module }) => {
    const count = (seen.get(module) ?? 0) + 1;
    seen.set(module, count);
    const id = count === 1 ? `routes/${module}` : `routes/${module}-${count}`;
    return route(path, relative(appDirectory, moduleFile(module)), { id });
  });
}
