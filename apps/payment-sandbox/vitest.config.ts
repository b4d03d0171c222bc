import nodePreset from "@storefront/vitest-config/node";
import { defineConfig, mergeConfig } from "vitest/config";

// Each test file starts a sandbox, which issues RSA keys: on two busy cores that can outlast the default hook timeout.
export default mergeConfig(nodePreset, defineConfig({ test: { hookTimeout: 60_000 } }));
