import { useEffect, useState } from "react";
import { APPLE_PAY_SCRIPT_PATH } from "@storefront/api-contract/checkout";
import { useRootData } from "@storefront/page-kit/root-data";

/**
 * Apple Pay in the browser (issue 44 item 4). Apple Pay is offered only where the browser can pay
 * with it: `window.ApplePaySession.canMakePayments()`. The checkout loads Apple Pay's script from
 * the payment provider's script origin (the root data's `fraudCheckOrigin`, where the fraud check
 * comes from): the payment sandbox's `/wallets/apple-pay.js` defines `ApplePaySession` in every
 * browser, so testers and the journeys see Apple Pay in Chromium; a real provider's script defines
 * it only in Safari on an Apple device. Without JavaScript, or before the script has run, Apple
 * Pay is not offered.
 */

export interface ApplePaySessionLike {
  canMakePayments(): boolean;
}

declare global {
  interface Window {
    ApplePaySession?: ApplePaySessionLike;
  }
}

/** The script element's id: loaded once per page. */
export const APPLE_PAY_SCRIPT_ID = "apple-pay-script";
/** The event the sandbox's script sends once ApplePaySession is defined. */
export const APPLE_PAY_AVAILABLE_EVENT = "applepayavailable";

/** Whether this browser can pay with Apple Pay now. */
export function canPayWithApplePay(): boolean {
  if (typeof window === "undefined") return false;
  const session = window.ApplePaySession;
  try {
    return typeof session?.canMakePayments === "function" && session.canMakePayments() === true;
  } catch {
    return false;
  }
}

/** The address of Apple Pay's script on an origin. */
export function applePayScriptUrl(origin: string): string {
  return new URL(APPLE_PAY_SCRIPT_PATH, origin).href;
}

/**
 * Loads Apple Pay's script (only when `wanted`: the storefront offers Apple Pay) and answers
 * whether the browser can pay with it, false until it can.
 */
export function useApplePay(wanted: boolean): boolean {
  const origin = useRootData()?.fraudCheckOrigin;
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    const check = () => setAvailable(canPayWithApplePay());
    check();
    window.addEventListener(APPLE_PAY_AVAILABLE_EVENT, check);
    let script = document.getElementById(APPLE_PAY_SCRIPT_ID) as HTMLScriptElement | null;
    if (!script && origin) {
      script = document.createElement("script");
      script.id = APPLE_PAY_SCRIPT_ID;
      script.src = applePayScriptUrl(origin);
      script.async = true;
      document.head.appendChild(script);
    }
    script?.addEventListener("load", check);
    return () => {
      window.removeEventListener(APPLE_PAY_AVAILABLE_EVENT, check);
      script?.removeEventListener("load", check);
    };
  }, [wanted, origin]);
  return wanted && available;
}
