import { fileURLToPath } from "node:url";
import { packageConfig } from "@storefront/tsup-config";
import { defineConfig } from "tsup";
import { readStorefrontFolders } from "./src/storefronts/app-folders";

// The exported app (from package.json's exports), the start file and the migrate and seed commands; drizzle/ (migrations) and
// data/ ship beside dist. The storefronts are read from the app folders at build time and written
// into the bundle, so a built API runs without them (src/storefronts/index.ts reads the folders
// when run from source).
export default defineConfig(
  packageConfig({
    node: true,
    entry: { server: "src/server.ts", migrate: "src/commands/migrate.ts", seed: "src/commands/seed.ts" },
    sourcemap: true,
    define: { __STOREFRONTS__: JSON.stringify(readStorefrontFolders(fileURLToPath(new URL("../", import.meta.url)))) },
  }),
);
