import { defineConfig } from "tsup";

export default defineConfig({
  entry: [
    "src/http/index.ts",
    "src/react/index.ts",
    "src/browsing/index.ts",
    "src/search/index.ts",
    "src/checkout/index.ts",
    "src/account/index.ts",
    "src/identity/index.ts",
    "src/cart/index.ts",
    "src/forms/index.ts",
    "src/projects/index.ts",
    "src/dashboard/index.ts",
    "src/reminders/index.ts",
    "src/stock/index.ts",
    "src/page-data/index.tsx",
  ],
  format: ["esm"],
  dts: true,
  clean: true,
  splitting: true,
  external: ["react", "react-router", "@tanstack/react-query", "@storefront/validation", "@storefront/ui-kit"],
});
