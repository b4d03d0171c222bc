import { transformAsync } from "@babel/core";
import type { Plugin } from "vite";

/**
 * Gives every styled component a stable id derived from its file, so the class names rendered on
 * the server equal the ones the browser computes even though the browser loads route chunks in a
 * different order (styled-components otherwise numbers components in evaluation order, and a
 * different order means a hydration mismatch).
 */
export function styledComponentsIds(): Plugin {
  return {
    name: "storefront:styled-components-ids",
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!/\.[jt]sx?$/.test(file) || file.includes("/node_modules/") || !code.includes("styled-components")) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith("x") ? ["typescript", "jsx"] : ["typescript"] },
        plugins: [["babel-plugin-styled-components", { ssr: true, displayName: true, fileName: true, pure: true }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
