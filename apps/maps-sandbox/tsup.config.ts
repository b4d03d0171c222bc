import { packageConfig } from "@storefront/tsup-config";
import { defineConfig } from "tsup";

// The exported app (for harnesses that start the sandbox in-process) from package.json's exports, and the start file.
export default defineConfig(packageConfig({ node: true, entry: { server: "src/server.ts" }, sourcemap: true }));
