import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { chromiumLaunchOptions } from "@storefront/playwright-config";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

/**
 * Every story runs as a test in headless Chromium: it must render, pass its play function and
 * the accessibility checks. Debian's Chromium (TOOLCHAIN.md), found by @storefront/playwright-config.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [
      storybookTest({
        configDir: fileURLToPath(new URL("./.storybook", import.meta.url)),
        storybookScript: "pnpm storybook --ci",
      }),
    ],
    test: {
      name: "storybook",
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions() }),
        instances: [{ browser: "chromium" }],
        screenshotFailures: false,
      },
    },
  }),
);
