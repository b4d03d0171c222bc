import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/data.tsx", "src/route-table.ts", "src/routes.ts", "src/root.tsx", "src/layout/ShellLayout.tsx", "src/page.ts", "src/links.ts", "src/messages/global-message.ts", "src/variant-test.ts", "src/seo/social.ts", "src/banners/masthead.ts", "src/search/SearchBar.tsx", "src/location/LocationPicker.tsx", "src/store-picker/StoreDropdown.tsx", "src/store-picker/StoreBlurb.tsx"],
  format: ["esm"],
  dts: true,
  clean: true,
  splitting: true,
  external: [/^@storefront\//, /^@react-router\//, "react-router", "react", "react-dom", "styled-components", "@tanstack/react-query", "zustand"],
});
