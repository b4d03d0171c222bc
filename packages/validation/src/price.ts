/**
 * Price display, savings, discounts, truncation, instalment messages and store opening status
 * (spec 1 §4, §5 and §9; spec 2 §9; spec 3 §9).
 */

export type CurrencyCode = "AUD" | "NZD";

export interface PriceFormatOptions {
  /** AUD unless the brand's country is NZ. */
  currency?: CurrencyCode;
  /** en-AU by default (spec 1 §9). */
  locale?: string;
}

/** spec 1 §4 and §5: what the price block says instead of a price. */
export const priceTexts = {
  notAvailable: "N/A",
  free: "FREE",
  requestPrice: "Request Price",
  logInForPrice: "LOG IN FOR PRICE",
} as const;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, fractionDigits: 0 | 2): Intl.NumberFormat {
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

/** spec 1 §5: a shown price; null (or a missing, non-finite value) is 'N/A', zero is 'FREE'. */
export function formatPrice(price: number | null | undefined, options: PriceFormatOptions = {}): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return priceTexts.notAvailable;
  if (roundToCents(price) === 0) return priceTexts.free;
  return formatMoney(price, options);
}

/**
 * spec 1 §2.5 and §5: tray prices in USD-symbol formatting ($1,299.00); a price of 0 or a
 * missing one reads 'Request Price'.
 */
export function formatTrayPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price) || roundToCents(price) === 0) {
    return priceTexts.requestPrice;
  }
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(roundToCents(price));
}

export interface PriceParts {
  /** Whole dollars with the symbol: '$1,299'. */
  dollars: string;
  /** Two-digit cents for the superscript, or null when the cents are zero. */
  cents: string | null;
}

/** spec 1 §5: whole dollars with non-zero cents as a superscript. */
export function priceParts(price: number, options: PriceFormatOptions = {}): PriceParts {
  const totalCents = toCents(Math.abs(price));
  const sign = price < 0 ? -1 : 1;
  const wholeDollars = Math.floor(totalCents / 100);
  const cents = totalCents % 100;
  return {
    dollars: formatter(options.locale ?? "en-AU", options.currency ?? "AUD", 0).format(sign * wholeDollars),
    cents: cents === 0 ? null : String(cents).padStart(2, "0"),
  };
}

export type PriceBlock =
  | { kind: "logIn"; text: typeof priceTexts.logInForPrice; href: "/account/login" }
  | { kind: "price"; text: string }
  | { kind: "requestPrice"; text: typeof priceTexts.requestPrice };

/**
 * spec 1 §4: logged-out shoppers of a prices-need-login brand see 'LOG IN FOR PRICE'; a product
 * with a price shows it; otherwise 'Request Price'.
 */
export function priceBlock(input: {
  price: number | null | undefined;
  pricesNeedLogin: boolean;
  loggedIn: boolean;
  currency?: CurrencyCode;
}): PriceBlock {
  if (input.pricesNeedLogin && !input.loggedIn) {
    return { kind: "logIn", text: priceTexts.logInForPrice, href: "/account/login" };
  }
  if (input.price === null || input.price === undefined || !Number.isFinite(input.price) || input.price <= 0) {
    return { kind: "requestPrice", text: priceTexts.requestPrice };
  }
  return { kind: "price", text: formatMoney(input.price, { currency: input.currency }) };
}

/** spec 1 §9: the default saving threshold is 5 percent of the total RRP. */
export const SAVING_THRESHOLD_PERCENT = 5;

/**
 * spec 1 §5, spec 2 §9: savings show ('You saved') only when the saving is above 0 and at least
 * 5 percent of the total RRP.
 */
export function hasValidSavings(savingTotal: number, totalRrp: number, thresholdPercent = SAVING_THRESHOLD_PERCENT): boolean {
  if (!Number.isFinite(savingTotal) || !Number.isFinite(totalRrp)) return false;
  // Compared in hundredths so that 5 of 100 is exactly 5 percent.
  return savingTotal > 0 && savingTotal * 100 >= totalRrp * thresholdPercent;
}

/** spec 1 §5: a discount shows from 5 percent off RRP or from 200 off RRP. */
export const DISCOUNT_MIN_PERCENT = 5;
export const DISCOUNT_MIN_AMOUNT = 200;

export interface DiscountOffRrp {
  discountOffRrp: number;
  percentageDiscountOffRrp: number;
}

/** The discount of a price against its RRP, in money and in percent of the RRP. */
export function discountOffRrp(price: number, rrp: number): DiscountOffRrp {
  if (!(rrp > 0) || !(price < rrp)) return { discountOffRrp: 0, percentageDiscountOffRrp: 0 };
  const amount = roundToCents(rrp - price);
  return { discountOffRrp: amount, percentageDiscountOffRrp: (amount / rrp) * 100 };
}

export function isDiscountShown(discount: DiscountOffRrp): boolean {
  return (
    discount.discountOffRrp > 0 &&
    (discount.percentageDiscountOffRrp >= DISCOUNT_MIN_PERCENT || discount.discountOffRrp >= DISCOUNT_MIN_AMOUNT)
  );
}

/** spec 1 §5: text truncates at 84 characters by default, tray titles at 50. spec 3 §9: reminder notes at 20. */
export const TRUNCATE_DEFAULT_LENGTH = 84;
export const TRUNCATE_TRAY_TITLE_LENGTH = 50;
export const TRUNCATE_REMINDER_NOTES_LENGTH = 20;
export const ELLIPSIS = "...";

/** Keeps at most `maxLength` characters and adds '...' when something was cut. */
export function truncateText(text: string, maxLength = TRUNCATE_DEFAULT_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return `${characters.slice(0, maxLength).join("").trimEnd()}${ELLIPSIS}`;
}

/** spec 2 §3 and §9: pay-in-four providers split the total into four, every 2 weeks. */
export const INSTALMENT_COUNT = 4;
export const INSTALMENT_INTERVAL_DAYS = 14;

export function instalmentAmount(total: number): number {
  return roundToCents(total / INSTALMENT_COUNT);
}

/** spec 2 §2 and §9: due today, then at 2, 4 and 6 weeks. */
export function instalmentDueDates(today: Date): Date[] {
  return Array.from({ length: INSTALMENT_COUNT }, (_, index) => {
    const due = new Date(today.getTime());
    due.setDate(due.getDate() + index * INSTALMENT_INTERVAL_DAYS);
    return due;
  });
}

/** spec 2 §9: Zip's threshold for the $10-a-week message and the weeks-per-month factor. */
export const ZIP_SMALL_ORDER_MAX = 1000;
export const ZIP_WEEKS_PER_MONTH = 4.33;

export interface ZipOffer {
  repaymentPeriodMonths: number;
  interestFree?: boolean;
}

/** The weekly Zip amount: total / months / 4.33, rounded up to cents. */
export function zipWeeklyAmount(total: number, repaymentPeriodMonths: number): number {
  return roundUpToCents(total / repaymentPeriodMonths / ZIP_WEEKS_PER_MONTH);
}

/**
 * spec 2 §9: 'Own it from $10 per week*' up to 1000; above, 'Own it from ${weekly} weekly for
 * {months} months', optionally followed by ' interest free'.
 */
export function zipMessage(total: number, offer: ZipOffer): string {
  if (total <= ZIP_SMALL_ORDER_MAX || !(offer.repaymentPeriodMonths > 0)) return "Own it from $10 per week*";
  const weekly = formatMoney(zipWeeklyAmount(total, offer.repaymentPeriodMonths));
  const base = `Own it from ${weekly} weekly for ${offer.repaymentPeriodMonths} months`;
  return offer.interestFree ? `${base} interest free` : base;
}

/** spec 2 §9: the offer includes purchases up to one day before its expiry. */
export function zipOfferInclusionDate(offerExpiry: Date): Date {
  const inclusion = new Date(offerExpiry.getTime());
  inclusion.setDate(inclusion.getDate() - 1);
  return inclusion;
}

/** spec 2 §9: Humm's thresholds. */
export const HUMM_FIVE_PAYMENTS_MAX = 1000;
export const HUMM_TEN_PAYMENTS_MAX = 2000;

/**
 * spec 2 §9: '5 fortnightly payments of ${amount/5} with' up to 1000, 10 payments up to 2000,
 * otherwise 'Pay in slices, no interests ever'.
 */
export function hummMessage(total: number): string {
  if (total > HUMM_TEN_PAYMENTS_MAX) return "Pay in slices, no interests ever";
  const payments = total <= HUMM_FIVE_PAYMENTS_MAX ? 5 : 10;
  return `${payments} fortnightly payments of ${formatMoney(total / payments)} with`;
}

export interface ProviderAmountRange {
  minimumAmount?: number | null;
  maximumAmount?: number | null;
}

/** spec 2 §9: each instalment provider has its own minimum and maximum from configuration. */
export function isWithinProviderRange(total: number, range: ProviderAmountRange): boolean {
  if (typeof range.minimumAmount === "number" && total < range.minimumAmount) return false;
  if (typeof range.maximumAmount === "number" && range.maximumAmount > 0 && total > range.maximumAmount) return false;
  return true;
}

export interface OpeningTime {
  isOpen: boolean;
  /** HH:mm, 24-hour. */
  closeTime?: string | null;
}

export interface StoreHours {
  isAppointmentOnly?: boolean | null;
  /** Seven entries, Monday first (spec 1 §3). */
  openTimes: readonly OpeningTime[];
}

export const storeStatusTexts = {
  closedToday: "Closed today",
  appointmentOnly: "By appointment only",
  openToday: "Open today",
} as const;

/** 'HH:mm' as 'h:mm am' or 'h:mm pm'; null when it is not a time. */
export function formatTwelveHourTime(time: string): string | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] as string;
  if (hours > 23 || Number(minutes) > 59) return null;
  const suffix = hours < 12 ? "am" : "pm";
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${minutes} ${suffix}`;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** Monday-first weekday index (0 to 6) of a moment, in a time zone when one is given. */
export function mondayFirstDayIndex(now: Date, timeZone?: string): number {
  if (!timeZone) return (now.getDay() + 6) % 7;
  const weekday = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone }).format(now);
  return WEEKDAYS.indexOf(weekday);
}

/**
 * spec 1 §4: 'By appointment only', 'Closed today', or 'Open today until 5:30 pm'. The day is
 * read in `timeZone` when given (a store's own zone), else in the runtime's.
 */
export function storeOpeningStatus(store: StoreHours, now: Date, timeZone?: string): string {
  if (store.isAppointmentOnly) return storeStatusTexts.appointmentOnly;
  const today = store.openTimes[mondayFirstDayIndex(now, timeZone)];
  if (!today || !today.isOpen) return storeStatusTexts.closedToday;
  const closing = today.closeTime ? formatTwelveHourTime(today.closeTime) : null;
  return closing ? `${storeStatusTexts.openToday} until ${closing}` : storeStatusTexts.openToday;
}
