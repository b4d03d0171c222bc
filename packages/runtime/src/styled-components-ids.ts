import type { Plugin } from "vite";
import { babelTransform } from "./babel-transform";

/**
 * Gives every styled component a stable id derived from its file, so the class names rendered on
 * the server equal the ones the browser computes even though the browser loads route chunks in a
 * different order (styled-components otherwise numbers components in evaluation order, and a
 * different order means a hydration mismatch).
 */
export function styledComponentsIds(): Plugin {
  return babelTransform("storefront:styled-components-ids", (_file, code) => code.includes("styled-components"), [
    ["babel-plugin-styled-components", { ssr: true, displayName: true, fileName: true, pure: true }],
  ]);
}
