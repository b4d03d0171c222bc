import type { Plugin } from "vite";

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that begins with this comment has all
 * its functions compiled as it is parsed, on a background thread while it streams in, instead of
 * each one on the main thread the first time it is called. Other engines read a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The chunk's code with the compile hint as its first line; a source map moves one line down with it. */
export function withCompileHint(code: string, map?: { mappings: string } | null): string {
  if (code.startsWith(COMPILE_HINT)) return code;
  if (map) map.mappings = `;${map.mappings}`;
  return COMPILE_HINT + code;
}

/**
 * The browser build's chunks begin with the compile hint (issue 17's total blocking time). A
 * chunk is only ever loaded to run: the first load's modules hydrate the page, a lazy part's as it
 * hydrates, a route's as it is shown. Left to V8, the functions a page's hydration first calls
 * were compiled one by one inside its tasks: on fk's product page, 95 to 140 ms of the main
 * thread on a fast machine (V8.CompileCode in a trace, four times that on Lighthouse's phone), 2 ms
 * with the hint. Added once the chunks are final (after minification, which drops
 * comments) and Vite has put its table of dynamic imports' dependencies first, before
 * precompression reads them from disk.
 */
export function compileHints(): Plugin {
  return {
    name: "storefront:compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // After Vite's own, which puts a chunk's table of dynamic imports' dependencies first.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk") file.code = withCompileHint(file.code, file.map);
        }
      },
    },
  };
}
