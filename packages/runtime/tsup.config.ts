import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/vite.ts", "src/server.ts", "src/api-proxy.ts", "src/entry-server.tsx", "src/app-config.ts"],
  format: ["esm"],
  dts: true,
  clean: true,
  platform: "node",
  target: "node20",
  external: [/^@react-router\//, "react-router", "react", "react-dom", "styled-components", "vite", "express", /^@babel\//, "babel-plugin-styled-components"],
});
