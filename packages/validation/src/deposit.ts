import { string } from "yup";
import { formatMoneyWithCents, toCents } from "./money";

/**
 * Deposit (partial payment) rules, spec 2 §5 and §9.
 */

/** spec 2 §9, spec 3 §9: 30 percent unless the server gives partialPaymentPercentage. */
export const DEFAULT_DEPOSIT_PERCENTAGE = 30;

export const depositMessages = {
  /** Not shown in the spec ('wrong input'); our text. */
  notNumeric: "Input must be a number.",
  /** spec 2 §5, including its spelling. */
  notPositive: "Input must be a postive number.",
  notBelowTotal: "Deposit request cannot equal or exceed order total.",
} as const;

/** spec 2 §5: 'Minimum deposit is 30% of order total ($x)'. */
export function depositMinimumMessage(percentage: number, minimum: number): string {
  return `Minimum deposit is ${percentage}% of order total (${formatMoneyWithCents(minimum)})`;
}

export type DepositError = "notNumeric" | "notPositive" | "belowMinimum" | "notBelowTotal";

export type DepositValidation = { valid: true } | { valid: false; error: DepositError; message: string };

export interface DepositOptions {
  /** The order total; unknown (null, undefined, 0 or less) makes any deposit valid. */
  orderTotal: number | null | undefined;
  /** The server's partialPaymentPercentage; 30 when missing. */
  percentage?: number | null;
}

/** The server's percentage when it is a positive number, else 30. */
export function depositPercentage(serverValue: number | null | undefined): number {
  return typeof serverValue === "number" && Number.isFinite(serverValue) && serverValue > 0 ? serverValue : DEFAULT_DEPOSIT_PERCENTAGE;
}

/** The minimum deposit: the percentage of the total, rounded down to cents. */
export function depositMinimum(orderTotal: number, percentage: number = DEFAULT_DEPOSIT_PERCENTAGE): number {
  // Whole cents first, so 100.1 is 10010 cents and not 10009.999999999998.
  const totalCents = toCents(orderTotal);
  return Math.floor(Number(((totalCents * percentage) / 100).toFixed(6))) / 100;
}

// A plain decimal amount: digits with an optional fraction, or a fraction alone ('.5').
const AMOUNT_PATTERN = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The deposit as a number; null for empty input, NaN for text that is not a number. */
export function parseDeposit(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === "number") return Number.isFinite(input) ? input : Number.NaN;
  const text = input.trim();
  if (text === "") return null;
  if (text.startsWith("-") && AMOUNT_PATTERN.test(text.slice(1))) return Number(text);
  return AMOUNT_PATTERN.test(text) ? Number(text) : Number.NaN;
}

/**
 * spec 2 §5: empty, zero or an unknown total is valid; otherwise numeric, positive, at least
 * the minimum and below the total.
 */
export function validateDeposit(input: string | number | null | undefined, options: DepositOptions): DepositValidation {
  const deposit = parseDeposit(input);
  const total = options.orderTotal;
  if (deposit === null || deposit === 0) return { valid: true };
  if (typeof total !== "number" || !Number.isFinite(total) || total <= 0) return { valid: true };
  if (Number.isNaN(deposit)) return fail("notNumeric", depositMessages.notNumeric);
  if (deposit < 0) return fail("notPositive", depositMessages.notPositive);
  const percentage = depositPercentage(options.percentage);
  const minimum = depositMinimum(total, percentage);
  if (toCents(deposit) < Math.round(minimum * 100)) {
    return fail("belowMinimum", depositMinimumMessage(percentage, minimum));
  }
  if (toCents(deposit) >= toCents(total)) return fail("notBelowTotal", depositMessages.notBelowTotal);
  return { valid: true };
}

function fail(error: DepositError, message: string): DepositValidation {
  return { valid: false, error, message };
}

export interface DepositState {
  cartDeposit: number;
  cartRemainingPayment: number;
  isPaymentFree: boolean;
  depositPercentage: number;
}

/**
 * spec 2 §3 "Cart totals" isPaymentFree: nothing is due (a gift card or coupon covers the Order
 * Total, delivery included). Card details are then nulled and not asked for (spec 2 §4).
 */
export function isPaymentFree(orderTotal: number): boolean {
  return Math.max(0, toCents(orderTotal)) === 0;
}

/** spec 2 §3: what the payment section shows for a deposit (0 when partial payment is off). */
export function depositState(orderTotal: number, deposit: number, serverPercentage?: number | null): DepositState {
  const depositCents = Math.max(0, toCents(deposit));
  const totalCents = Math.max(0, toCents(orderTotal));
  return {
    cartDeposit: depositCents / 100,
    cartRemainingPayment: Math.max(0, totalCents - depositCents) / 100,
    isPaymentFree: isPaymentFree(orderTotal),
    depositPercentage: depositPercentage(serverPercentage),
  };
}

/** The deposit rules as a yup schema for the deposit input. */
export function depositSchema(options: DepositOptions) {
  return string()
    .nullable()
    .test("deposit", function test(value) {
      const result = validateDeposit(value, options);
      return result.valid ? true : this.createError({ message: result.message });
    });
}
