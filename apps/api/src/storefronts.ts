/**
 * The six storefronts the API serves (BRANDS.md). "Storefront" here is the shop a request comes
 * from; "manufacturer" is a product's brand, so the two never share a name in the code.
 */
export const STOREFRONT_IDS = ["wa", "aol", "aol-nz", "andoo", "hc", "fk"] as const;
export type StorefrontId = (typeof STOREFRONT_IDS)[number];

export type Country = "AU" | "NZ";
export type Currency = "AUD" | "NZD";

export interface Storefront {
  id: StorefrontId;
  displayName: string;
  country: Country;
  currency: Currency;
  /** Local port of this storefront's dev/prod server: a request without the brand header is mapped by it. */
  port: number;
  /** The zone "today" is read in (promotions, banners, cooking demos). */
  timeZone: string;
}

export const STOREFRONTS: Record<StorefrontId, Storefront> = {
  wa: { id: "wa", displayName: "Wattle & Ash", country: "AU", currency: "AUD", port: 3001, timeZone: "Australia/Sydney" },
  aol: { id: "aol", displayName: "Arcline Trade", country: "AU", currency: "AUD", port: 3002, timeZone: "Australia/Sydney" },
  "aol-nz": { id: "aol-nz", displayName: "Arcline Aotearoa", country: "NZ", currency: "NZD", port: 3003, timeZone: "Pacific/Auckland" },
  andoo: { id: "andoo", displayName: "Andaroo Market", country: "AU", currency: "AUD", port: 3004, timeZone: "Australia/Sydney" },
  hc: { id: "hc", displayName: "Hearth & Care", country: "AU", currency: "AUD", port: 3005, timeZone: "Australia/Sydney" },
  fk: { id: "fk", displayName: "Fern & Kiln", country: "AU", currency: "AUD", port: 3006, timeZone: "Australia/Sydney" },
};

export const DEFAULT_STOREFRONT: StorefrontId = "wa";

export function isStorefrontId(value: string): value is StorefrontId {
  return (STOREFRONT_IDS as readonly string[]).includes(value);
}

const BY_PORT = new Map<number, StorefrontId>(Object.values(STOREFRONTS).map((s) => [s.port, s.id]));

/** The storefront whose server listens on the Host header's port, if any. */
export function storefrontFromHost(host: string | undefined): StorefrontId | undefined {
  if (!host) return undefined;
  const match = /:(\d+)$/.exec(host);
  return match ? BY_PORT.get(Number(match[1])) : undefined;
}

/** The calendar day (YYYY-MM-DD) of a moment in the storefront's zone. */
export function storefrontToday(storefront: Storefront, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: storefront.timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
