import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { getAppDirectory, route, type RouteConfigEntry } from "@react-router/dev/routes";
import { routeTable, type TableRoute } from "./route-table";

/** Route packages are found the way this package finds its dependencies. */
const requireHere = createRequire(import.meta.url);

/**
 * Absolute path of a route module's source, `src/routes/{module}.tsx` in the package that owns it
 * (React Router needs files; the apps compile them).
 */
export function moduleFile({ owner, module }: Pick<TableRoute, "owner" | "module">): string {
  return join(dirname(requireHere.resolve(`${owner}/package.json`)), "src", "routes", `${module}.tsx`);
}

/**
 * The route config of every storefront (an app's `app/routes.ts` is `export default
 * storefrontRoutes()`). Modules are referenced by file, so React Router splits each into its own
 * chunk and loads it on demand.
 */
export function storefrontRoutes(appDirectory: string = getAppDirectory()): RouteConfigEntry[] {
  return routeTable.map((definition) => route(definition.path, relative(appDirectory, moduleFile(definition)), { id: definition.id }));
}
