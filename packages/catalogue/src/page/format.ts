import type { BrandConfig } from "@storefront/ui-kit/brand";

/**
 * The shop's time zone: Sydney for Australian storefronts, Auckland for New Zealand ones (the API
 * uses the same for "today"). Dates are formatted with it on the server and in the browser alike,
 * so hydration never disagrees.
 */
export function shopTimeZone(brand: Pick<BrandConfig, "country">): string {
  return brand.country === "NZ" ? "Pacific/Auckland" : "Australia/Sydney";
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One `Intl.DateTimeFormat` per locale and options, kept: `toLocaleDateString` and a new format
 * per call build one each time (about 0.2 ms each here once the locale's data is loaded).
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** '22 Nov 2026' from an ISO date or date-time. */
export function formatDate(
  value: string,
  brand: Pick<BrandConfig, "country" | "locale">,
  options: Intl.DateTimeFormatOptions = {},
): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(brand.locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: shopTimeZone(brand),
    ...options,
  }).format(date);
}

/** 'Sat 22 Nov, 11:00 am' for an event start. */
export function formatDateTime(value: string, brand: Pick<BrandConfig, "country" | "locale">): string {
  return formatDate(value, brand, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: undefined,
    hour: "numeric",
    minute: "2-digit",
  });
}

/** '11:00 am' for an event time. */
export function formatTime(value: string, brand: Pick<BrandConfig, "country" | "locale">): string {
  return formatDate(value, brand, { day: undefined, month: undefined, year: undefined, hour: "numeric", minute: "2-digit" });
}

/** Today in the shop's time zone as YYYY-MM-DD. */
export function shopToday(brand: Pick<BrandConfig, "country">, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: shopTimeZone(brand),
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  return parts;
}

/**
 * '1,199'. The storefronts' locales (en-AU, en-NZ) group a whole number's thousands with commas,
 * written here: making the first Intl.NumberFormat of a page costs the browser its number data
 * (about 120 ms on a phone, in the listing's first render). A fraction goes through Intl.
 */
export function formatCount(count: number, brand: Pick<BrandConfig, "locale">): string {
  if (!Number.isSafeInteger(count)) return new Intl.NumberFormat(brand.locale).format(count);
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ",");
  return count < 0 ? `-${digits}` : digits;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}
