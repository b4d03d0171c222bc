import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { themes } from "@storefront/ui-kit/themes";

/**
 * Shifts every port of the suite (storefronts, API, the resilience server), so two checkouts of the
 * repository can run the suite side by side on one machine.
 */
export const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** The mail catcher the suite's API sends the account mails to (SMTP), and its JSON inbox (tooling/mail-catcher). */
export const mailSmtpPort = 4120 + portOffset;
export const mailCatcherHttpPort = 4121 + portOffset;
/** The Storybook static build, served by its own serve.mjs (storybook.spec.ts). */
export const storybookPort = 4122 + portOffset;
/** The suite's API (the storefronts forward /api to it). */
export const apiUrl = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 4100 + portOffset)}`;
export const mailCatcherUrl = `http://127.0.0.1:${mailCatcherHttpPort}`;
/** The payment sandbox the API calls; its Zip app page stands in for the customer's phone (checkout-staff.spec.ts). */
export const paymentSandboxUrl = `http://127.0.0.1:${Number(process.env.E2E_PAYMENT_SANDBOX_PORT ?? 4110 + portOffset)}`;
/** The maps sandbox the API's address lookup asks (apps/maps-sandbox), and the key the suite gives both. */
export const mapsSandboxUrl = `http://127.0.0.1:${Number(process.env.E2E_MAPS_SANDBOX_PORT ?? 4123 + portOffset)}`;
export const MAPS_API_KEY = "maps-sandbox-key";
/** The Zip in-store polling limit the storefronts are started with: 20 s instead of the spec's 65 s. */
export const ZIP_POLL_LIMIT_MS = 20_000;

export const appIds = ["wa", "aol", "aol-nz", "andoo", "hc", "fk"] as const;
export type AppId = (typeof appIds)[number];

export interface Storefront {
  id: AppId;
  port: number;
  appDir: string;
  displayName: string;
  themeColor: string;
  /** The storefront's country (its package.json): the shopper's address, phone and currency follow it. */
  country: "AU" | "NZ";
}

/** Each storefront as the suite sees it: its fixed port from its package.json, its name and colour from its theme. */
export const storefronts: Storefront[] = appIds.map((id) => {
  const appDir = fileURLToPath(new URL(`../../apps/${id}/`, import.meta.url));
  const pkg = JSON.parse(readFileSync(`${appDir}package.json`, "utf8")) as { storefront: { port: number; country: "AU" | "NZ" } };
  const theme = themes[id];
  if (!theme) throw new Error(`no theme for ${id}`);
  return {
    id,
    port: pkg.storefront.port + portOffset,
    appDir,
    displayName: theme.displayName,
    themeColor: theme.color.brand.primary,
    country: pkg.storefront.country,
  };
});

/** E2E_BRANDS=wa,aol-nz starts and runs only those storefronts (only their apps need a build); all by default. */
const brandFilter = process.env.E2E_BRANDS?.split(",")
  .map((id) => id.trim())
  .filter(Boolean);
export const servedStorefronts: Storefront[] = brandFilter?.length
  ? storefronts.filter((storefront) => brandFilter.includes(storefront.id))
  : storefronts;
