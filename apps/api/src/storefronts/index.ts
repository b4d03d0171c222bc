import type { Currency } from "@storefront/api-contract/product";
import { calendarDayIn, shopTimeZone } from "@storefront/validation/dates";
import { fileURLToPath } from "node:url";
import { readStorefrontFolders, type StorefrontDefinition } from "./app-folders";

/**
 * The storefronts the API serves: the app folders (./app-folders.ts). "Storefront" here is the
 * shop a request comes from; "manufacturer" is a product's brand, so the two never share a name
 * in the code. A build writes the list into dist (tsup.config.ts), so a built API needs no app
 * folders; from source (dev, tests) the folders are read at start.
 */
declare const __STOREFRONTS__: StorefrontDefinition[] | undefined;

export type StorefrontId = string;
export type Country = StorefrontDefinition["country"];
export type { Currency };

export interface Storefront extends StorefrontDefinition {
  currency: Currency;
  /** The zone "today" is read in (promotions, banners, cooking demos). */
  timeZone: string;
}

/** What follows from a storefront's country (BRANDS.md: AU sells in AUD, NZ in NZD). */
const COUNTRIES: Record<Country, { currency: Currency; timeZone: string }> = {
  AU: { currency: "AUD", timeZone: shopTimeZone({ country: "AU" }) },
  NZ: { currency: "NZD", timeZone: shopTimeZone({ country: "NZ" }) },
};

// STOREFRONT_APPS_DIR: an apps folder to read at start instead, so a built API serves a brand
// added after its build (a generated brand, tooling/brands' test).
const appsDir = process.env.STOREFRONT_APPS_DIR?.trim();
const definitions: StorefrontDefinition[] = appsDir
  ? readStorefrontFolders(appsDir)
  : typeof __STOREFRONTS__ === "undefined"
    ? readStorefrontFolders(fileURLToPath(new URL("../../../", import.meta.url)))
    : __STOREFRONTS__;

export const STOREFRONTS: ReadonlyMap<StorefrontId, Storefront> = new Map(
  definitions.map((definition) => [definition.id, { ...definition, ...COUNTRIES[definition.country] }]),
);
export const STOREFRONT_IDS: readonly StorefrontId[] = [...STOREFRONTS.keys()];

/** A request that names no storefront and comes from no storefront's port: the one on the lowest port. */
export const DEFAULT_STOREFRONT = [...STOREFRONTS.values()][0] as Storefront;

export function storefrontById(id: string): Storefront | undefined {
  return STOREFRONTS.get(id);
}

const BY_PORT = new Map<number, Storefront>([...STOREFRONTS.values()].map((s) => [s.port, s]));

/** The storefront whose server listens on the Host header's port, if any. */
export function storefrontFromHost(host: string | undefined): Storefront | undefined {
  if (!host) return undefined;
  const match = /:(\d+)$/.exec(host);
  return match ? BY_PORT.get(Number(match[1])) : undefined;
}

/** The calendar day (YYYY-MM-DD) of a moment in the storefront's zone. */
export function storefrontToday(storefront: Storefront, now: Date): string {
  return calendarDayIn(storefront.timeZone, now);
}
