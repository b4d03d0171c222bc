import type { Plugin } from "vite";

/**
 * The libraries every page runs before it is interactive (ARCHITECTURE.md's framework floor):
 * React and its scheduler, the router, react-query, styled-components with stylis, zustand.
 */
const FRAMEWORK = inPackages(
  String.raw`react|react-dom|scheduler|react-router|styled-components|stylis|@emotion[\\/][^\\/]+|@tanstack[\\/](?:query-core|react-query)|zustand|use-sync-external-store`,
);

/** A module of one of the packages the pattern names, installed by pnpm or flat. */
function inPackages(names: string): RegExp {
  return new RegExp(String.raw`[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:${names})[\\/]`);
}

interface ModuleGraph {
  getModuleInfo(id: string): { isIncluded: boolean | null } | null;
}

/** The framework's two largest libraries, each a file of its own after the rest (see firstLoadChunks). */
const FRAMEWORK_PARTS: ReadonlyArray<readonly [RegExp, string]> = [
  [inPackages("react-dom"), "framework-dom"],
  [inPackages("react-router"), "framework-router"],
];

/** The chunk a module of the browser build goes in: one of the framework's, or where Rollup puts it. */
export function frameworkChunkOf(id: string, graph: ModuleGraph): string | undefined {
  if (!FRAMEWORK.test(id) || !graph.getModuleInfo(id)?.isIncluded) return undefined;
  return FRAMEWORK_PARTS.find(([library]) => library.test(id))?.[1] ?? "framework";
}

/** React Router's client build inputs: the entry, the root route and every route module, marked by this query. */
const ROUTE_INPUT = "?__react-router-build-client-route";
const ROOT_ROUTE_INPUT = /[\\/]app[\\/]root\.tsx\?/;

/**
 * The client build's inputs split into what stays an input (the entry and the root route) and the
 * route modules, which are built as chunks loaded after the root route. Undefined when the inputs
 * are not React Router's (no root route among them).
 */
export function routesAfterRoot(input: readonly string[]): { input: string[]; root: string; routes: string[] } | undefined {
  const root = input.find((id) => ROOT_ROUTE_INPUT.test(id));
  if (!root) return undefined;
  const routes = [...new Set(input.filter((id) => id !== root && id.includes(ROUTE_INPUT)))];
  return { input: input.filter((id) => !routes.includes(id)), root, routes };
}

/** A task boundary: what follows runs in a task of its own (`setTimeout`, not a microtask). */
export const TASK_PAUSE = "await new Promise((resolve) => setTimeout(resolve, 0));";

/**
 * The chunk's code with TASK_PAUSE after its import statements, at the end of the last one's
 * line, so no mapped position of the chunk moves (the source map stays as it is).
 */
export function pauseAfterImports(code: string): string {
  const imports = /^(?:\s*import\s*[{*\w"'][^;]*;)*/.exec(code)![0].length;
  return code.slice(0, imports) + TASK_PAUSE + code.slice(imports);
}

/**
 * The browser build's chunks for a short first load:
 * - The framework in three files: react-dom, the router, and the rest. Left to Rollup, it was split
 *   by which routes and lazy parts share each piece (React with the router, react-dom with the
 *   entry, react-query in six files, styled-components with a page-kit module), each a request
 *   compressed alone, though every page loads them all (issue 17: a category page's first load was
 *   75 files). Files apart from the storefront's code also stay cached across releases that change
 *   only the storefront. In one file the framework was evaluated in one task of 40 to 90 ms on a
 *   fast machine; react-dom's and the router's files begin with a pause (TASK_PAUSE), so each is
 *   evaluated in a task of its own (the three files together compress to no more than the one).
 * - Every route module is built as a chunk "implicitly loaded after" the root route (Rollup's
 *   `implicitlyLoadedAfterOneOf`), as it is: React Router runs the root route on every page. Rollup
 *   then keeps what the root route shares with a page in the root's file. As separate inputs, each
 *   set of routes sharing a module got its own chunk: 40 small files of the shell's buttons,
 *   alerts, stores and texts on every page (a category page: 67 files and 199 KB, now 24 files and
 *   187 KB).
 * - The chunk with the root route begins with a pause (TASK_PAUSE, a top-level await): the
 *   framework file is evaluated in one task and the storefront's ~150 modules of the root's file in
 *   the next, not all in one long task before anything hydrates (issue 17's total blocking time).
 */
export function firstLoadChunks(): Plugin {
  let split: ReturnType<typeof routesAfterRoot>;
  return {
    name: "storefront:first-load-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    options(options) {
      split = Array.isArray(options.input) ? routesAfterRoot(options.input) : undefined;
      return split ? { ...options, input: split.input } : null;
    },
    buildStart() {
      for (const id of split?.routes ?? []) {
        this.emitFile({ type: "chunk", id, implicitlyLoadedAfterOneOf: [split!.root], preserveSignature: "exports-only" });
      }
    },
    outputOptions(options) {
      return { ...options, manualChunks: frameworkChunkOf };
    },
    renderChunk(code, chunk) {
      const paused = FRAMEWORK_PARTS.some(([, name]) => chunk.name === name) || (split && chunk.moduleIds.includes(split.root));
      return paused ? { code: pauseAfterImports(code), map: null } : null;
    },
  };
}
