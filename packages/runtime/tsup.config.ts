import { packageConfig } from "@storefront/tsup-config";
import { defineConfig } from "tsup";

// Entries come from the exports map in package.json (tooling/tsup-config); built for Node 24.
export default defineConfig(packageConfig({ node: true }));
