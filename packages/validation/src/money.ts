/** Money amounts: cents, rounding and currency formatting (spec 1 §5 and §9), for ./price, ./instalments and ./deposit. */

export type CurrencyCode = "AUD" | "NZD";

/**
 * The one currency rule (spec 1 §9, spec 2 §9, spec 3 §1 and §9): NZD when the country is NZ
 * (any case, trimmed), else AUD, a missing country included. The brand's own currency
 * (ui-kit's defineBrand) and the tags that follow the countryCode setting (page-kit's analytics)
 * both ask it.
 */
export function currencyForCountry(country: string | null | undefined): CurrencyCode {
  return country?.trim().toUpperCase() === "NZ" ? "NZD" : "AUD";
}

export interface PriceFormatOptions {
  /** AUD unless the brand's country is NZ. */
  currency?: CurrencyCode;
  /** en-AU by default (spec 1 §9). */
  locale?: string;
}

/** What formats money amounts: Intl's number format, or the storefronts' own for their locales. */
export interface MoneyFormat {
  format(value: number): string;
}

/** The storefronts' locales, whose currencies' narrow symbol is '$' for AUD and NZD alike. */
const DOLLAR_LOCALES = new Set(["en-AU", "en-NZ"]);
const DOLLAR_CURRENCIES = new Set(["AUD", "NZD"]);

/**
 * '$1,299' and '-$1,299.50' as Intl writes them for the storefronts' locales (en-AU, en-NZ with
 * AUD or NZD), written here: making a page's first Intl.NumberFormat costs the browser its
 * number data (about 130 ms on a phone, in the first price a listing hydrates). Like Intl, it
 * rounds the amount as written (1.005 is $1.01) half away from zero; other locales and amounts
 * past whole cents' safe range go through Intl.
 */
function dollarFormat(intl: () => Intl.NumberFormat, fractionDigits: 0 | 2): MoneyFormat {
  return {
    format(value) {
      const units = fractionDigits === 2 ? toCents(Math.abs(value)) : Math.round(Math.abs(value));
      if (!Number.isSafeInteger(units)) return intl().format(value);
      const whole = fractionDigits === 2 ? Math.floor(units / 100) : units;
      const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ",");
      const fraction = fractionDigits === 2 ? `.${String(units % 100).padStart(2, "0")}` : "";
      const sign = value < 0 || Object.is(value, -0) ? "-" : "";
      return `${sign}$${grouped}${fraction}`;
    },
  };
}

const formatters = new Map<string, MoneyFormat>();

export function formatter(locale: string, currency: string, fractionDigits: 0 | 2): MoneyFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let cached = formatters.get(key);
  if (!cached) {
    let intl: Intl.NumberFormat | undefined;
    const intlFormat = () =>
      (intl ??= new Intl.NumberFormat(locale, {
        style: "currency",
        currency,
        currencyDisplay: "narrowSymbol",
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }));
    cached = DOLLAR_LOCALES.has(locale) && DOLLAR_CURRENCIES.has(currency) ? dollarFormat(intlFormat, fractionDigits) : intlFormat();
    formatters.set(key, cached);
  }
  return cached;
}

/** Whole cents of an amount, rounded half up without floating-point noise (1.005 is 101 cents). */
export function toCents(amount: number): number {
  // Shifting the decimal point in the text avoids 1.005 * 100 = 100.49999999999999.
  const shifted = Number(`${amount}e2`);
  return Math.round(Number.isNaN(shifted) ? amount * 100 : shifted);
}

/** Rounds to cents (1.005 is 1.01). */
export function roundToCents(amount: number): number {
  return toCents(amount) / 100;
}

/** Rounds up to cents, ignoring floating-point noise below a millionth of a cent. */
export function roundUpToCents(amount: number): number {
  return Math.ceil(Number((amount * 100).toFixed(6))) / 100;
}

/**
 * A money amount: rounded to 2 decimals, whole amounts without decimals ($1,299 and $1,299.50).
 * No special words for zero or null: see `formatPrice` for the price block.
 */
export function formatMoney(amount: number, options: PriceFormatOptions = {}): string {
  const rounded = roundToCents(amount);
  const whole = Number.isInteger(rounded);
  return formatter(options.locale ?? "en-AU", options.currency ?? "AUD", whole ? 0 : 2).format(rounded);
}

/** A money amount always with two decimals ($1,299.00), as in deposit messages. */
export function formatMoneyWithCents(amount: number, options: PriceFormatOptions = {}): string {
  return formatter(options.locale ?? "en-AU", options.currency ?? "AUD", 2).format(roundToCents(amount));
}
