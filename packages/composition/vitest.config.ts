import jsdomPreset from "@storefront/vitest-config/jsdom";
import { defineConfig, mergeConfig } from "vitest/config";

// A test here mocks a module (vi.mock): each file keeps its own module graph and jsdom.
export default mergeConfig(jsdomPreset, defineConfig({ test: { isolate: true } }));
