import { readWithExpiry, removeStored, writeWithExpiry } from "@storefront/page-kit/expiring-storage";
import type { CheckoutValues, DeliveryDate } from "../form/checkout-values";

export type { DeliveryDate };

/**
 * The saved checkout session (spec 2 §3, spec 3 §3 and §9): the shopper's order preferences and
 * the selected date, kept in local storage with an expiry of 3 (page-kit's expiring storage). The spec leaves the unit open; we
 * read it as days (README, Decisions), so a guest checkout is remembered between visits (spec 3
 * §1). The card is never saved.
 */

export const CHECKOUT_SESSION_KEY = "checkoutSession";
/** spec 3 §9: the count 3; the unit is ours (days). */
export const CHECKOUT_SESSION_EXPIRY_DAYS = 3;
const MINUTES_A_DAY = 1440;

/** spec 3 §3 "Checkout session (order preferences)". */
export interface CheckoutSession {
  guestEmail: { email: string; isValid: boolean };
  isOptingIntoNewsletter: boolean;
  phoneNumber: string;
  deliveryAddress: CheckoutValues["deliveryAddress"];
  isBillingAddressSameAsShipping: boolean;
  billingAddress: CheckoutValues["billingAddress"] | null;
  selectedDate: DeliveryDate | null;
  paymentMethod: CheckoutValues["selectedPaymentOption"];
  /** Ours (issue 44 item 5): the answers to the delivery requirements, kept over a provider's page; older sessions have none. */
  deliveryRequirementAnswers?: Record<string, string>;
}

export function sessionFromValues(values: CheckoutValues, emailValid: boolean): CheckoutSession {
  return {
    guestEmail: { email: values.email, isValid: emailValid },
    isOptingIntoNewsletter: values.newsletter,
    phoneNumber: values.phoneNumber,
    deliveryAddress: values.deliveryAddress,
    isBillingAddressSameAsShipping: values.billingSameAsShipping,
    // spec 2 §4: same-as-shipping billing nulls the billing address.
    billingAddress: values.billingSameAsShipping ? null : values.billingAddress,
    selectedDate: values.deliveryDate,
    paymentMethod: values.selectedPaymentOption,
    deliveryRequirementAnswers: values.deliveryRequirementAnswers,
  };
}

export function valuesFromSession(session: CheckoutSession): Partial<CheckoutValues> {
  return {
    email: session.guestEmail.email,
    newsletter: session.isOptingIntoNewsletter,
    phoneNumber: session.phoneNumber,
    deliveryAddress: session.deliveryAddress,
    billingSameAsShipping: session.isBillingAddressSameAsShipping,
    ...(session.billingAddress ? { billingAddress: session.billingAddress } : {}),
    deliveryDate: session.selectedDate,
    selectedPaymentOption: session.paymentMethod,
    ...(session.deliveryRequirementAnswers ? { deliveryRequirementAnswers: session.deliveryRequirementAnswers } : {}),
  };
}

export function saveCheckoutSession(session: CheckoutSession, now: number = Date.now()): void {
  writeWithExpiry(CHECKOUT_SESSION_KEY, session, CHECKOUT_SESSION_EXPIRY_DAYS * MINUTES_A_DAY, now);
}

/** The saved session, or null when there is none, it is unreadable or it has expired (then it is removed). */
export function loadCheckoutSession(now: number = Date.now()): CheckoutSession | null {
  return readWithExpiry<CheckoutSession>(CHECKOUT_SESSION_KEY, now);
}

let clears = 0;

/**
 * How many times this page cleared the session. A save scheduled before a clear is dropped when it
 * comes due after it (`useCheckoutSessionSaving`): a completed order's last keystrokes must not
 * write its details back for the next checkout.
 */
export function checkoutSessionClears(): number {
  return clears;
}

/** The window event a cleared session sends to the checkout form of this page (other tabs get the storage event). */
export const CHECKOUT_SESSION_CLEARED_EVENT = "storefront:checkout-session-cleared";

/**
 * spec 2 §2: cleared when the order completes. spec 2 §4 "Clearing the session resets the date to
 * today and clears supplier availability and services": a checkout form still open (this page, or
 * another tab) hears it through `onCheckoutSessionCleared` and starts its delivery over. The form
 * that completed the order clears it with `notify: false`: it is leaving for the confirmation.
 */
export function clearCheckoutSession({ notify = true }: { notify?: boolean } = {}): void {
  clears += 1;
  removeStored(CHECKOUT_SESSION_KEY);
  if (notify && typeof window !== "undefined") window.dispatchEvent(new Event(CHECKOUT_SESSION_CLEARED_EVENT));
}

/** Calls `onCleared` when the saved session is cleared, here or in another tab; answers the unsubscribe. */
export function onCheckoutSessionCleared(onCleared: () => void): () => void {
  const fromStorage = (event: StorageEvent) => {
    if (event.key === CHECKOUT_SESSION_KEY && event.newValue === null) onCleared();
  };
  window.addEventListener(CHECKOUT_SESSION_CLEARED_EVENT, onCleared);
  window.addEventListener("storage", fromStorage);
  return () => {
    window.removeEventListener(CHECKOUT_SESSION_CLEARED_EVENT, onCleared);
    window.removeEventListener("storage", fromStorage);
  };
}
