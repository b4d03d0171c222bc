import { transformAsync, type PluginItem } from "@babel/core";
import type { Plugin } from "vite";

/**
 * A Vite plugin that runs Babel with `plugins` over the workspace's own TypeScript sources that
 * `accepts` (dependencies are left alone), before Vite's own transforms, keeping source maps.
 */
export function babelTransform(name: string, accepts: (file: string, code: string) => boolean, plugins: PluginItem[]): Plugin {
  return {
    name,
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!/\.[jt]sx?$/.test(file) || file.includes("/node_modules/") || !accepts(file, code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith("x") ? ["typescript", "jsx"] : ["typescript"] },
        plugins,
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
