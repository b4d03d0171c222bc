import nodePreset from "@storefront/vitest-config/node";
import { defineConfig, mergeConfig } from "vitest/config";

// Each test file indexes every locality's streets once (a second or two on a busy machine).
export default mergeConfig(nodePreset, defineConfig({ test: { hookTimeout: 60_000 } }));
