import jsdomPreset from "@storefront/vitest-config/jsdom";
import { defineConfig, mergeConfig } from "vitest/config";

// ProfilePage.test mocks ./leave-page (vi.mock): with the preset's shared modules a file run
// earlier in the same worker (any page that renders the social sign-ins) would have cached the
// real module, so the mock went unseen depending on the order and the real one tried to navigate
// jsdom (vitest-config README).
export default mergeConfig(jsdomPreset, defineConfig({ test: { isolate: true } }));
