import { useEffect, useRef } from "react";
import { depositState, parseDeposit, validateDeposit, type DepositState } from "@storefront/validation/deposit";

/** spec 2 §4 and §9: a change of coupon, date or shipping cost resets partial payment after 200 ms. */
export const PARTIAL_PAYMENT_RESET_MS = 200;

export interface DepositInput {
  /** The view's PartialPayment flag. */
  allowed: boolean;
  /** Partial payment is switched on and the method is the card. */
  active: boolean;
  deposit: string;
  orderTotal: number;
  /** The view's partialPaymentPercentage. */
  percentage: number;
}

export interface DepositAmounts {
  /** The deposit passes spec 2 §5's rules (always, while partial payment is not active). */
  valid: boolean;
  /** spec 2 §4: `partialPayment` as sent: the deposit only when active and valid, else 0. */
  partialPayment: number;
  /** What the payment section and the summary show (spec 2 §3 "Deposit state"). */
  state: DepositState;
}

/** The deposit's check and amounts for the form's state (spec 2 §3 and §5). */
export function depositAmounts({ allowed, active, deposit, orderTotal, percentage }: DepositInput): DepositAmounts {
  const on = allowed && active;
  const valid = !on || validateDeposit(deposit, { orderTotal, percentage }).valid;
  const amount = on && valid ? (parseDeposit(deposit) ?? 0) : 0;
  return { valid, partialPayment: amount, state: depositState(orderTotal, amount, percentage) };
}

/**
 * Calls `reset` 200 ms after any of `watched` changes (not on the first render) while partial
 * payment is `active`; a further change within the wait starts it again. A deposit switched on
 * after the change (within the wait) belongs to the new total and is kept.
 */
export function usePartialPaymentReset(watched: readonly unknown[], reset: () => void, active: boolean): void {
  const key = JSON.stringify(watched);
  const previous = useRef(key);
  const latestReset = useRef(reset);
  latestReset.current = reset;
  const activeAtChange = useRef(active);
  activeAtChange.current = active;
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    if (!activeAtChange.current) return;
    const timer = setTimeout(() => latestReset.current(), PARTIAL_PAYMENT_RESET_MS);
    return () => clearTimeout(timer);
  }, [key]);
}
