import { useEffect, useRef } from "react";
import { isValidEmail } from "@storefront/validation/email";
import type { CheckoutValues } from "../form/checkout-values";
import { checkoutSessionClears, saveCheckoutSession, sessionFromValues } from "./checkout-session";

/** How long after the last change the session is saved. */
export const SESSION_SAVE_DELAY_MS = 300;

/**
 * The saved checkout session follows the form (spec 3 §3); the card is never in it. It is saved
 * 300 ms after the last change, and at once when the page goes away (a payment provider's page, a
 * reload), so a change made just before leaving is kept. Not the form's first values (they came from
 * the session), not a cash-and-carry sale (the store's address is not the shopper's), and not a save
 * that comes due after the session was cleared (the order completed meanwhile).
 */
export function useCheckoutSessionSaving(values: CheckoutValues): void {
  const savedOnce = useRef(false);
  const unsaved = useRef<(() => void) | null>(null);
  useEffect(() => {
    unsaved.current = null;
    if (!savedOnce.current) {
      savedOnce.current = true;
      return;
    }
    if (values.cashAndCarry) return;
    const clears = checkoutSessionClears();
    const save = () => {
      unsaved.current = null;
      if (checkoutSessionClears() !== clears) return;
      saveCheckoutSession(sessionFromValues(values, isValidEmail(values.email.trim())));
    };
    unsaved.current = save;
    const timer = setTimeout(save, SESSION_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values]);
  useEffect(() => {
    const saveNow = () => unsaved.current?.();
    window.addEventListener("pagehide", saveNow);
    return () => window.removeEventListener("pagehide", saveNow);
  }, []);
}
