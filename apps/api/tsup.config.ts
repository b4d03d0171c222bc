import { defineConfig } from "tsup";

// One entry: the server. app.ts is bundled into it; drizzle/ (migrations) and data/ ship beside dist.
export default defineConfig({
  entry: ["src/server.ts", "src/app.ts"],
  format: ["esm"],
  target: "node20",
  platform: "node",
  dts: { entry: ["src/app.ts"] },
  clean: true,
  splitting: true,
  sourcemap: true,
});
