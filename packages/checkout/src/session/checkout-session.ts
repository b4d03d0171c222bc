import type { CheckoutValues, DeliveryDate } from "../form/checkout-values";

/**
 * The saved checkout session (spec 2 §3, spec 3 §3 and §9): the shopper's order preferences and
 * the selected date, kept in local storage with an expiry of 3. The spec leaves the unit open; we
 * read it as days (README, Decisions), so a guest checkout is remembered between visits (spec 3
 * §1). The card is never saved.
 */

export const CHECKOUT_SESSION_KEY = "checkoutSession";
/** spec 3 §9: the count 3; the unit is ours (days). */
export const CHECKOUT_SESSION_EXPIRY_DAYS = 3;
const DAY_MS = 86_400_000;

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
}

interface StoredSession {
  value: CheckoutSession;
  expiresAt: number;
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
  };
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function saveCheckoutSession(session: CheckoutSession, now: number = Date.now()): void {
  const stored: StoredSession = { value: session, expiresAt: now + CHECKOUT_SESSION_EXPIRY_DAYS * DAY_MS };
  try {
    storage()?.setItem(CHECKOUT_SESSION_KEY, JSON.stringify(stored));
  } catch {
    // A full or blocked storage only loses the convenience.
  }
}

/** The saved session, or null when there is none, it is unreadable or it has expired (then it is removed). */
export function loadCheckoutSession(now: number = Date.now()): CheckoutSession | null {
  const text = storage()?.getItem(CHECKOUT_SESSION_KEY);
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as StoredSession;
    if (typeof stored?.expiresAt !== "number" || stored.expiresAt <= now || !stored.value) {
      clearCheckoutSession();
      return null;
    }
    return stored.value;
  } catch {
    clearCheckoutSession();
    return null;
  }
}

/** spec 2 §2: cleared when the order completes. */
export function clearCheckoutSession(): void {
  storage()?.removeItem(CHECKOUT_SESSION_KEY);
}
