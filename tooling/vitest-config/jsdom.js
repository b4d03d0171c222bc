import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Preset for React components: jsdom, Testing Library's DOM matchers, sources through the development condition. */
export const jsdomPreset = defineConfig({
  resolve: { conditions: ["development"] },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: [fileURLToPath(new URL("./setup-jsdom.js", import.meta.url))],
    restoreMocks: true,
    // Generous on purpose: CI runs every package's suite side by side on two cores, beside the
    // Storybook run; a whole checkout form filled by userEvent took 20 s there under load.
    testTimeout: 40_000,
  },
});

export default jsdomPreset;
