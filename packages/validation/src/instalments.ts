/** Instalment providers' amounts, dates and texts: pay in four, Zip and Humm (spec 2 §3 and §9). */
import { formatMoney, roundToCents, roundUpToCents } from "./money";

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

/** A calendar date of the payment configuration ('yyyy-mm-dd') as a local date, or null when it is none. */
function calendarDate(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getMonth() === Number(match[2]) - 1 ? date : null;
}

/** A local date as the payment configuration writes it: 'yyyy-mm-dd'. */
export function toCalendarDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Zip's offer as the payment configuration gives it (spec 2 §3): its expiry and the last day it includes. */
export interface ZipOfferDates {
  offerExpiry: string | null;
  offerExpiryInclusion: string | null;
}

/**
 * spec 2 §3 and §9: the last day a purchase is in Zip's offer: offerExpiryInclusion, else one day
 * before offerExpiry; null when the configuration gives no offer.
 */
export function zipOfferLastDay(offer: ZipOfferDates): Date | null {
  const inclusion = calendarDate(offer.offerExpiryInclusion);
  if (inclusion) return inclusion;
  const expiry = calendarDate(offer.offerExpiry);
  return expiry ? zipOfferInclusionDate(expiry) : null;
}

/** Whether a purchase today is in the offer that includes purchases up to `lastDay` (a day counts whole). */
export function isZipOfferRunning(lastDay: Date | null, today: Date): boolean {
  if (!lastDay) return false;
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return startOfToday.getTime() <= lastDay.getTime();
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
