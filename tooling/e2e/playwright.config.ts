import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "@storefront/playwright-config";
import { storefronts, type Storefront } from "./storefronts";

const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const apiDir = fileURLToPath(new URL("../../apps/api/", import.meta.url));

export default defineConfig<{ storefront: Storefront }>({
  testDir: "./tests",
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    ...storefronts.map((storefront) => ({
      name: storefront.id,
      testIgnore: "api-down.spec.ts",
      use: { baseURL: `http://127.0.0.1:${storefront.port}`, storefront },
    })),
    { name: "resilience", testMatch: "api-down.spec.ts" },
  ],
  // Production builds of every storefront against the real API on its embedded database.
  webServer: [
    {
      command: "node dist/server.js",
      cwd: apiDir,
      url: `${apiUrl}/api/health`,
      env: { PORT: String(apiPort), DATA_DIR: fileURLToPath(new URL("./.data/", import.meta.url)) },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    ...storefronts.map((storefront) => ({
      command: "node server.js",
      cwd: storefront.appDir,
      url: `http://127.0.0.1:${storefront.port}/`,
      env: { API_URL: apiUrl },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    })),
  ],
});
