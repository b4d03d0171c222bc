import { useEffect } from "react";
import { FRAUD_CHECK_SCRIPT_PATH } from "@storefront/api-contract/checkout";
import { useRootData } from "@storefront/page-kit/root-data";

/**
 * The fraud-check script (spec 2 §4 Submission 2, §7; issue 14 item 5): the checkout page loads
 * `{origin}/fraud/check.js` from the origin the root data names (the payment sandbox's, from the
 * server's PUBLIC_FRAUD_CHECK_URL or PAYMENT_SANDBOX_URL), which defines
 * `window.fraudCheck = { token(): Promise<string> }`. The submit attaches its token as
 * `fraudCheckToken`, or "" when there is no script, it failed to load, or its token fails.
 */

export interface FraudCheck {
  token(): Promise<string>;
}

declare global {
  interface Window {
    fraudCheck?: FraudCheck;
  }
}

/** The script element's id: loaded once per page, however often the checkout mounts. */
export const FRAUD_CHECK_SCRIPT_ID = "fraud-check-script";
/** Ours: a token that has not come after this long is given up (the submit goes on with ""). */
export const FRAUD_CHECK_TIMEOUT_MS = 5000;

/** The script's address on an origin. */
export function fraudCheckScriptUrl(origin: string): string {
  return new URL(FRAUD_CHECK_SCRIPT_PATH, origin).href;
}

/** Loads the fraud-check script from the root data's origin, once; nothing when there is none. */
export function useFraudCheckScript(): void {
  const origin = useRootData()?.fraudCheckOrigin;
  useEffect(() => {
    if (!origin || document.getElementById(FRAUD_CHECK_SCRIPT_ID)) return;
    const script = document.createElement("script");
    script.id = FRAUD_CHECK_SCRIPT_ID;
    script.src = fraudCheckScriptUrl(origin);
    script.async = true;
    document.head.appendChild(script);
  }, [origin]);
}

/** `await window.fraudCheck.token()`, or "" when the script is missing, fails or takes too long. */
export async function fraudCheckToken(timeoutMs = FRAUD_CHECK_TIMEOUT_MS): Promise<string> {
  const check = typeof window === "undefined" ? undefined : window.fraudCheck;
  if (!check || typeof check.token !== "function") return "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const token = await Promise.race([
      check.token(),
      new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(""), timeoutMs);
      }),
    ]);
    return typeof token === "string" ? token : "";
  } catch {
    return "";
  } finally {
    clearTimeout(timer);
  }
}
