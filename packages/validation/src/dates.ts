/**
 * Dates as the shop writes them: the one formatter of the storefronts (issue 42 item 1). A date
 * with a time is shown in the shop's time zone, on the server and in the browser alike, so the
 * day never depends on where the page was rendered and hydration never disagrees.
 */

/** What a date is formatted for: the storefront's country (its time zone) and locale. */
export interface DateShop {
  country: string;
  locale: string;
}

/**
 * The shop's time zone: Sydney for Australian storefronts, Auckland for New Zealand ones (the API
 * counts "today" in the same zones).
 */
export function shopTimeZone(shop: Pick<DateShop, "country">): string {
  return shop.country === "NZ" ? "Pacific/Auckland" : "Australia/Sydney";
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One `Intl.DateTimeFormat` per locale and options, kept: `toLocaleDateString` and a new format
 * per call build one each time (about 0.2 ms each once the locale's data is loaded).
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

/** 'YYYY-MM-DD' from a calendar day as the API sends it ([2026, 11, 22]). */
export function calendarDateText([year, month, day]: readonly [number, number, number]): string {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * '22 Nov 2026' from an ISO date or date-time; `options` add to or replace the day, month and year
 * (`{ month: "long" }`, `{ hour: "numeric", minute: "2-digit" }`). A date (YYYY-MM-DD) is a calendar
 * day, the same in every time zone; a date-time is shown in the shop's time zone. Text that is no
 * date comes back as it is.
 */
export function formatDate(value: string, shop: DateShop, options: Intl.DateTimeFormatOptions = {}): string {
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar) {
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return value;
    const months = SHORT_MONTHS[shop.locale];
    if (months && Object.keys(options).length === 0) {
      const [, year, month, day] = calendar;
      return `${Number(day)} ${months[Number(month) - 1]} ${year}`;
    }
    return dateTimeFormat(shop.locale, { ...DAY_MONTH_YEAR, ...options, timeZone: "UTC" }).format(date);
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(shop.locale, { ...DAY_MONTH_YEAR, timeZone: shopTimeZone(shop), ...options }).format(date);
}

/** '22 November 2026', or 'Sunday 22 November 2026' (en-AU) with `weekday` (an order's or a due date). */
export function formatLongDate(value: string, shop: DateShop, { weekday = false }: { weekday?: boolean } = {}): string {
  return formatDate(value, shop, weekday ? { weekday: "long", month: "long" } : { month: "long" });
}

/** 'Sat, 22 Nov, 11:00 am' for an event start. */
export function formatDateTime(value: string, shop: DateShop): string {
  return formatDate(value, shop, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: undefined,
    hour: "numeric",
    minute: "2-digit",
  });
}

/** '22 Nov 2026, 11:00 am' for a record's time (a comment, a change). */
export function formatDateAndTime(value: string, shop: DateShop): string {
  return formatDate(value, shop, { hour: "numeric", minute: "2-digit" });
}

/** '11:00 am' for an event time. */
export function formatTime(value: string, shop: DateShop): string {
  return formatDate(value, shop, { day: undefined, month: undefined, year: undefined, hour: "numeric", minute: "2-digit" });
}

/** The calendar day (YYYY-MM-DD) of a moment in a time zone (a store's, the shop's). */
export function calendarDayIn(timeZone: string, at: Date): string {
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** Today in the shop's time zone as YYYY-MM-DD. */
export function shopToday(shop: Pick<DateShop, "country">, now: Date = new Date()): string {
  return calendarDayIn(shopTimeZone(shop), now);
}
