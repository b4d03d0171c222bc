import { defineConfig } from "tsup";

export default defineConfig({
  // One entry per subpath export in package.json; route modules ship as source (apps compile them).
  entry: [
    "src/session-rules.ts",
    "src/session-store.ts",
    "src/useSession.ts",
    "src/login-rules.ts",
    "src/LoginPage.tsx",
    "src/LoginCallback.tsx",
    "src/Logout.tsx",
    "src/AccountPage.tsx",
  ],
  format: ["esm"],
  dts: true,
  clean: true,
  splitting: true,
  external: [/^@storefront\//, "react", "react-dom", "react-router", "styled-components", "@tanstack/react-query", "zustand", "formik"],
});
