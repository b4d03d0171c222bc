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
    ],
  },
});
