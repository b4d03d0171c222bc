import type { Plugin } from "vite";

/**
 * The libraries every page runs before it is interactive (ARCHITECTURE.md's framework floor):
 * React and its scheduler, the router, react-query, styled-components with stylis, zustand.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|styled-components|stylis|@emotion[\\/][^\\/]+|@tanstack[\\/](?:query-core|react-query)|zustand|use-sync-external-store)[\\/]/;

interface ModuleGraph {
  getModuleInfo(id: string): { isIncluded: boolean | null } | null;
}

/** The chunk a module of the browser build goes in: the framework's own, or where Rollup puts it. */
export function frameworkChunkOf(id: string, graph: ModuleGraph): string | undefined {
  return FRAMEWORK.test(id) && graph.getModuleInfo(id)?.isIncluded ? "framework" : undefined;
}

/**
 * The browser build puts the framework in one file. Left to Rollup, it was split by which routes
 * and lazy parts share each piece (React with the router, react-dom with the entry, react-query
 * in six files, styled-components with a page-kit module), each a request compressed alone,
 * though every page loads them all (issue 17: a category page's first load was 75 files). One
 * file apart from the storefront's code also stays cached across releases that change only the
 * storefront.
 */
export function firstLoadChunks(): Plugin {
  return {
    name: "storefront:first-load-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    outputOptions(options) {
      return { ...options, manualChunks: frameworkChunkOf };
    },
  };
}
