import { defineConfig } from "vitest/config";

/** Preset for pure functions and servers: node environment, sources through the development condition. */
export const nodePreset = defineConfig({
  resolve: { conditions: ["development"] },
  ssr: { resolve: { conditions: ["development"] } },
  test: {
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    restoreMocks: true,
    // Generous on purpose: CI runs every package's suite side by side on two cores.
    testTimeout: 20_000,
  },
});

export default nodePreset;
