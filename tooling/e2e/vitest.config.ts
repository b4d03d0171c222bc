import nodePreset from "@storefront/vitest-config/node";
import { defineConfig, mergeConfig } from "vitest/config";

// Only the suite's own helpers: the journeys in tests/ are Playwright's.
export default mergeConfig(nodePreset, defineConfig({ test: { include: ["*.test.ts"] } }));
