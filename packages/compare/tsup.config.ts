import { defineConfig } from "tsup";

export default defineConfig({
  // One entry per subpath export in package.json; route modules ship as source (apps compile them).
  entry: [
    "src/compare-rules.ts",
    "src/compare-store.ts",
    "src/useCompare.ts",
    "src/AddToCompare.tsx",
    "src/TooManyProductsDialog.tsx",
    "src/CompareTray.tsx",
    "src/ComparePage.tsx",
    "src/chat-blocker.ts",
  ],
  format: ["esm"],
  dts: true,
  clean: true,
  splitting: true,
  external: [/^@storefront\//, "react", "react-dom", "react-router", "styled-components", "@tanstack/react-query", "zustand"],
});
