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
    // One jsdom per worker rather than per file: building the environment and importing React,
    // styled-components and Testing Library again for every file was most of these suites' time
    // (ui-kit: 232 s isolated, 54 s shared, on CI's two cores). setup-jsdom.js puts the clock,
    // storage and cookies back between files. A package whose tests mock modules (vi.mock) sets
    // isolate: true again, since a module cached by an earlier file would not see the mock.
    isolate: false,
    // Generous on purpose: CI runs every package's suite side by side on two cores, beside the
    // Storybook run; a whole checkout form filled by userEvent took 20 s there under load, and the
    // deposit test 45 s on a machine busy with builds beside it.
    testTimeout: 90_000,
  },
});

export default jsdomPreset;
