import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

// Storybook's own Vite config (TOOLCHAIN.md): React only, never the React Router plugin.
// Workspace packages resolve to their sources through the `development` condition, so stories
// hot-reload with the kit and need no build first.
export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: ["development", ...defaultClientConditions],
  },
  optimizeDeps: {
    // Listed up front so the browser tests never see Vite re-bundle mid-run.
    include: [
      "react",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "react-dom",
      "react-dom/client",
      "styled-components",
      "formik",
      "yup",
      "react-router",
      "@tanstack/react-query",
      // Not msw itself: Vitest's browser mode keeps it out of the optimiser (it mocks modules with it).
      "msw-storybook-addon/csf3",
      // The domain packages' own dependencies, not the app's.
      "@storefront/compare > zustand",
      "@storefront/compare > zustand/middleware",
      "@storefront/compare > zustand/react/shallow",
      "@storefront/ui-kit > downshift",
      "@storefront/ui-kit > @react-aria/focus",
      "@storefront/page-kit > zustand",
      "@storefront/page-kit > zustand/middleware",
      "@storefront/page-kit > zustand/react/shallow",
    ],
  },
});
