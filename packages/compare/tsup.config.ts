import { packageConfig } from "@storefront/tsup-config";
import { defineConfig } from "tsup";

// Entries come from the exports map in package.json (tooling/tsup-config). Route modules ship as
// source (`files` includes src): each storefront compiles them, since React Router needs files.
export default defineConfig(packageConfig());
