import { defineConfig } from "tsup";

export default defineConfig({
  // One entry per subpath export in package.json. The route modules (src/routes) are compiled
  // from source by each storefront (React Router needs files), which is why `files` ships src.
  entry: ["src/seo/seo.ts", "src/listing/listing-query.ts", "src/cooking-demos/demo-filter.ts", "src/content/sanitize.ts"],
  format: ["esm"],
  dts: true,
  clean: true,
  splitting: true,
  external: [/^@storefront\//, "react", "react-dom", "react-router", "styled-components", "@tanstack/react-query", "sanitize-html"],
});
