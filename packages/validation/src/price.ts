/**
 * Price display, savings, discounts and truncation (spec 1 §4, §5 and §9; spec 3 §9). Money
 * formatting is in ./money; instalment texts (./instalments) and store opening status
 * (./store-hours) have their own subpaths and are re-exported here for existing importers.
 */
import { formatMoney, roundToCents, toCents, formatter, type CurrencyCode, type PriceFormatOptions } from "./money";

/** spec 1 §4 and §5: what the price block says instead of a price. */
export const priceTexts = {
  notAvailable: "N/A",
  free: "FREE",
  requestPrice: "Request Price",
  logInForPrice: "LOG IN FOR PRICE",
} as const;

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

export {
  currencyForCountry,
  formatMoney,
  formatMoneyWithCents,
  roundToCents,
  roundUpToCents,
  toCents,
  type CurrencyCode,
  type PriceFormatOptions,
} from "./money";
export {
  HUMM_FIVE_PAYMENTS_MAX,
  HUMM_TEN_PAYMENTS_MAX,
  INSTALMENT_COUNT,
  INSTALMENT_INTERVAL_DAYS,
  ZIP_SMALL_ORDER_MAX,
  ZIP_WEEKS_PER_MONTH,
  hummMessage,
  instalmentAmount,
  instalmentDueDates,
  isWithinProviderRange,
  zipMessage,
  zipOfferInclusionDate,
  zipWeeklyAmount,
  type ProviderAmountRange,
  type ZipOffer,
} from "./instalments";
export {
  formatTwelveHourTime,
  mondayFirstDayIndex,
  storeOpeningStatus,
  storeStatusTexts,
  type OpeningTime,
  type StoreHours,
} from "./store-hours";
