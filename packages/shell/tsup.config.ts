import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/data.tsx", "src/route-table.ts", "src/routes.ts", "src/root.tsx", "src/layout/ShellLayout.tsx", "src/page.ts", "src/links.ts"],
  format: ["esm"],
  dts: true,
  clean: true,
  splitting: true,
  external: [/^@storefront\//, /^@react-router\//, "react-router", "react", "react-dom", "styled-components"],
});
