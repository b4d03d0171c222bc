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

const formatters = new Map<string, Intl.NumberFormat>();

export function formatter(locale: string, currency: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
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
