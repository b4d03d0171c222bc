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

const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };

/**
 * The short month names of the shops' locales, as CLDR writes them ('June' and 'Sept' in en-AU).
 * A calendar date in these locales is written from this table, not by Intl: the page's first
 * `Intl.DateTimeFormat` loads the locale's data, about 70 ms of a phone's main thread in the
 * hydration of a home page with a sale banner (issue 17 item 3), and the server's and the
 * browser's ICU can disagree, which a hydrated date must not.
 */
const SHORT_MONTHS: Readonly<Record<string, readonly string[]>> = {
  "en-AU": ["Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"],
  "en-NZ": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
};

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * '22 Nov 2026' from an ISO date or date-time. A date (YYYY-MM-DD) is a calendar day, the same
 * in every time zone; a date-time is shown in the shop's time zone.
 */
export function formatDate(
  value: string,
  brand: Pick<BrandConfig, "country" | "locale">,
  options: Intl.DateTimeFormatOptions = {},
): string {
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar) {
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return value;
    const months = SHORT_MONTHS[brand.locale];
    if (months && Object.keys(options).length === 0) {
      const [, year, month, day] = calendar;
      return `${Number(day)} ${months[Number(month) - 1]} ${year}`;
    }
    return dateTimeFormat(brand.locale, { ...DAY_MONTH_YEAR, ...options, timeZone: "UTC" }).format(date);
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(brand.locale, { ...DAY_MONTH_YEAR, timeZone: shopTimeZone(brand), ...options }).format(date);
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
