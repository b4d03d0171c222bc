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

export function saveCheckoutSession(session: CheckoutSession, now: number = Date.now()): void {
  writeWithExpiry(CHECKOUT_SESSION_KEY, session, CHECKOUT_SESSION_EXPIRY_DAYS * MINUTES_A_DAY, now);
}

/** The saved session, or null when there is none, it is unreadable or it has expired (then it is removed). */
export function loadCheckoutSession(now: number = Date.now()): CheckoutSession | null {
  return readWithExpiry<CheckoutSession>(CHECKOUT_SESSION_KEY, now);
}

/** spec 2 §2: cleared when the order completes. */
export function clearCheckoutSession(): void {
  removeStored(CHECKOUT_SESSION_KEY);
}
