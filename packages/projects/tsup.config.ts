import { packageConfig } from "@storefront/tsup-config";
import { defineConfig } from "tsup";

// Entries come from the exports map in package.json (tooling/tsup-config).
export default defineConfig(packageConfig());
