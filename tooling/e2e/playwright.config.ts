import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "@storefront/playwright-config";
import { brandGrep, SAMPLE_BRANDS } from "./brand-coverage";
import { SETTINGS_OVERRIDES } from "./settings-overrides";
import { PHONE } from "./tests/phone";
import {
  apiUrl,
  mailCatcherHttpPort,
  mailCatcherUrl,
  mailSmtpPort,
  MAPS_API_KEY,
  mapsSandboxUrl,
  paymentSandboxUrl,
  servedStorefronts,
  storybookPort,
  storefronts,
  ZIP_POLL_LIMIT_MS,
  type Storefront,
} from "./storefronts";

const apiPort = Number(new URL(apiUrl).port);
const apiDir = fileURLToPath(new URL("../../apps/api/", import.meta.url));
const paymentSandboxPort = Number(new URL(paymentSandboxUrl).port);
const paymentSandboxDir = fileURLToPath(new URL("../../apps/payment-sandbox/", import.meta.url));
const mapsSandboxPort = Number(new URL(mapsSandboxUrl).port);
const mapsSandboxDir = fileURLToPath(new URL("../../apps/maps-sandbox/", import.meta.url));
// The mail catcher the API sends the account mails to (tooling/mail-catcher); the account journeys
// read them from its JSON endpoint (tests/mailbox.ts).
const mailCatcherDir = fileURLToPath(new URL("../mail-catcher/", import.meta.url));
// The Storybook static build as CI keeps it (storybook.spec.ts), served by the serve.mjs it carries.
const storybookStaticDir = fileURLToPath(new URL("../../apps/storybook/storybook-static/", import.meta.url));
const storybookUrl = `http://127.0.0.1:${storybookPort}`;
// The servers run on the Node that runs this suite (the project's Node 24, see the root README),
// not on whichever `node` a shell would find first.
const node = JSON.stringify(process.execPath);
// The specs the phone projects run, and only they.
const PHONE_SPECS = /phone-[\w-]+\.spec\.ts$/;

/** The journeys of a shopper without JavaScript: only the no-js projects run them. */
const NO_JAVASCRIPT_SPECS = "no-javascript-*.spec.ts";

export default defineConfig<{ storefront: Storefront }>({
  testDir: "./tests",
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Generous: CI shares two cores between the servers, Chromium and the test workers, and a
  // journey only waits this long when it is failing.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions(),
  },
  // One project per brand; each runs the journeys tagged for it and, in the sample brands, the
  // journeys that are the same in every brand (brand-coverage.ts, README.md). Beside each, a phone
  // project runs the phone specs on a 360 × 800 touch phone (issue 46, tests/phone.ts).
  projects: [
    ...servedStorefronts.map((storefront) => ({
      name: storefront.id,
      testIgnore: ["api-down.spec.ts", "storybook.spec.ts", NO_JAVASCRIPT_SPECS, PHONE_SPECS],
      grep: brandGrep(storefront.id),
      use: { baseURL: `http://127.0.0.1:${storefront.port}`, storefront },
    })),
    ...servedStorefronts.map((storefront) => ({
      name: `${storefront.id}-phone`,
      testMatch: PHONE_SPECS,
      grep: brandGrep(storefront.id),
      use: { ...PHONE, baseURL: `http://127.0.0.1:${storefront.port}`, storefront },
    })),
    // HTML first (ARCHITECTURE.md decision 11, issue 40): the shopper without JavaScript, in the
    // sample brands, with the journeys written for it (browsing, buying).
    ...servedStorefronts
      .filter((storefront) => SAMPLE_BRANDS.includes(storefront.id))
      .map((storefront) => ({
        name: `no-js-${storefront.id}`,
        testMatch: NO_JAVASCRIPT_SPECS,
        grep: brandGrep(storefront.id),
        use: { baseURL: `http://127.0.0.1:${storefront.port}`, storefront, javaScriptEnabled: false },
      })),
    { name: "resilience", testMatch: "api-down.spec.ts" },
    { name: "storybook", testMatch: "storybook.spec.ts", use: { baseURL: storybookUrl } },
  ],
  // Production builds of every storefront against the real API on its embedded database, and the
  // payment and maps sandboxes the API calls (the payment sandbox with its own data folder, git-ignored as every `.data/`).
  webServer: [
    {
      command: `${node} serve.mjs`,
      cwd: storybookStaticDir,
      url: `${storybookUrl}/index.json`,
      env: { PORT: String(storybookPort) },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `${node} cli.js`,
      cwd: mailCatcherDir,
      url: `${mailCatcherUrl}/health`,
      env: { MAIL_CATCHER_SMTP_PORT: String(mailSmtpPort), MAIL_CATCHER_HTTP_PORT: String(mailCatcherHttpPort) },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `${node} dist/server.js`,
      cwd: paymentSandboxDir,
      url: `${paymentSandboxUrl}/health`,
      env: { PORT: String(paymentSandboxPort), DATA_DIR: fileURLToPath(new URL("./.payment-sandbox/.data/", import.meta.url)) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // The maps sandbox of the checkout's address lookup (issue 44 item 3).
    {
      command: `${node} dist/server.js`,
      cwd: mapsSandboxDir,
      url: `${mapsSandboxUrl}/health`,
      env: { PORT: String(mapsSandboxPort), MAPS_API_KEYS: MAPS_API_KEY, LOG_LEVEL: "warn" },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `${node} dist/server.js`,
      cwd: apiDir,
      url: `${apiUrl}/api/health`,
      env: {
        PORT: String(apiPort),
        DATA_DIR: fileURLToPath(new URL("./.data/", import.meta.url)),
        PAYMENT_SANDBOX_URL: paymentSandboxUrl,
        MAPS_URL: mapsSandboxUrl,
        MAPS_API_KEY,
        LOG_LEVEL: "warn",
        // Account mails go to the catcher; their links point at the storefronts as the suite serves them.
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(mailSmtpPort),
        STOREFRONT_ORIGINS: storefronts.map((storefront) => `${storefront.id}=http://127.0.0.1:${storefront.port}`).join(","),
        // Accounts at renewal.test get twenty-second tokens: the silent renew journey (tests only, apps/api README).
        IDENTITY_TOKEN_LIFETIMES: "renewal.test=20",
        // Settings changed against the seed, so settings.spec.ts sees each flag both ways: wa's price
        // match promise; hc's chat, product page features, quick links, compare highlighting and
        // proforma brands; andoo's highlighting default; fk's compare page (settings-overrides.ts;
        // tests only, apps/api README).
        SETTINGS_OVERRIDES: JSON.stringify(SETTINGS_OVERRIDES),
        // The whole suite is one client address; the write and mail limits are per address, and the
        // mail limits per recipient too, where the sandbox accounts are every brand's (apps/api README).
        ...Object.fromEntries(
          [
            "FORMS",
            "BOOKINGS",
            "CART",
            "CHECKOUT",
            "BROWSING",
            "MAIL_SENDER",
            "MAIL_RECIPIENT",
            "PROJECT_MAIL_SENDER",
            "PROJECT_MAIL_RECIPIENT",
            // The no-js project's forms carry no bot check token (apps/api README, "Bot checks").
            "FORMS_WITHOUT_BOT_CHECK",
          ].map((limit) => [`RATE_LIMIT_${limit}`, "100000/600"]),
        ),
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    ...servedStorefronts.map((storefront) => ({
      command: `${node} server.js`,
      cwd: storefront.appDir,
      url: `http://127.0.0.1:${storefront.port}/`,
      env: {
        API_URL: apiUrl,
        PORT: String(storefront.port),
        // The checkout's fraud-check script comes from the payment sandbox; Zip in store gives up
        // after 20 s instead of 65 s, so the timeout journey does not wait a minute (issue 14).
        PUBLIC_FRAUD_CHECK_URL: paymentSandboxUrl,
        // The bot check's widget (issue 45 item 7): the payment sandbox's, which the suite's API asks about its tokens.
        PUBLIC_BOT_CHECK_SCRIPT_URL: `${paymentSandboxUrl}/recaptcha/api.js`,
        PUBLIC_ZIP_POLL_LIMIT_MS: String(ZIP_POLL_LIMIT_MS),
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    })),
  ],
});
