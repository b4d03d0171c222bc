import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  // Stories live beside their components in the packages (STYLE.md); Storybook-only pages here.
  stories: [
    "../../../packages/ui-kit/src/**/*.stories.@(ts|tsx)",
    "../../../packages/shell/src/**/*.stories.@(ts|tsx)",
    "../../../packages/compare/src/**/*.stories.@(ts|tsx)",
    "../../../packages/cart/src/**/*.stories.@(ts|tsx)",
    "../../../packages/chat/src/**/*.stories.@(ts|tsx)",
    "../../../packages/staff/src/**/*.stories.@(ts|tsx)",
    "../../../packages/catalogue/src/**/*.stories.@(ts|tsx)",
    "../../../packages/account/src/**/*.stories.@(ts|tsx)",
    "../../../packages/checkout/src/**/*.stories.@(ts|tsx)",
    "../../../packages/projects/src/**/*.stories.@(ts|tsx)",
    "../src/**/*.mdx",
    "../src/**/*.stories.@(ts|tsx)",
  ],
  // public/mockServiceWorker.js (msw init) is served at the root, in the dev server, the static
  // build and the Vitest browser run (addon-vitest serves staticDirs too).
  staticDirs: ["../public"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: {
    name: "@storybook/react-vite",
    options: { builder: { viteConfigPath: "vite.config.ts" } },
  },
  // Props tables from the TypeScript types, unions and intersections resolved; attributes inherited
  // from React's DOM types are left out so a table lists the kit's own props.
  typescript: {
    reactDocgen: "react-docgen-typescript",
    reactDocgenTypescriptOptions: {
      // The kit's component sources, read for their props.
      tsconfigPath: fileURLToPath(new URL("../tsconfig.docgen.json", import.meta.url)),
      include: ["../../packages/ui-kit/src/**/*.tsx"],
      exclude: ["**/*.stories.tsx", "**/*.test.tsx"],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent?.fileName.includes("node_modules"),
    },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The preview's docs and axe bundles are large by nature and never reach shoppers.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: { ...viteConfig.build, chunkSizeWarningLimit: 1600 },
    // The dev server pre-bundles Mock Service Worker up front (the preview imports it on first use).
    // Not under Vitest, whose browser mode keeps msw out of the optimiser and refuses it here.
    optimizeDeps: process.env.VITEST
      ? viteConfig.optimizeDeps
      : { ...viteConfig.optimizeDeps, include: [...(viteConfig.optimizeDeps?.include ?? []), "msw", "msw/browser", "msw/core/http"] },
  }),
};

export default config;
