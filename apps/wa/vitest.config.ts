import { defineConfig, mergeConfig } from "vitest/config";
import nodePreset from "@storefront/vitest-config/node";

export default mergeConfig(nodePreset, defineConfig({ test: { include: ["app/**/*.test.ts"] } }));
