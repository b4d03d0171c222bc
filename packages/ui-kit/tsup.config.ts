import { defineConfig } from "tsup";

export default defineConfig({
  entry: [
    "src/theme/index.ts",
    "src/themes/index.ts",
    "src/brand/index.ts",
    "src/wordmark/Wordmark.tsx",
    "src/GlobalStyle.tsx",
    "src/ThemeProvider.tsx",
  ],
  format: ["esm"],
  dts: true,
  clean: true,
  splitting: true,
  external: ["react", "react-dom", "styled-components"],
});
