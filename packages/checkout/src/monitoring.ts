import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { PAYMENT_ERROR_PARAM, PAYMENT_OPTIONS, type PaymentOptionName } from "@storefront/api-contract/checkout";
import { useRootData } from "@storefront/page-kit/root-data";
import { privateErrorReportOptions } from "@storefront/validation/monitoring";

/**
 * Payment errors reported to the error-monitoring service (spec 2 §7 "Payment errors are also
 * reported to an error-monitoring service"): Sentry's browser SDK, with the DSN the production
 * server names (PUBLIC_SENTRY_DSN, handed over in the root data). Without a DSN nothing is
 * reported and the SDK is never loaded; with one it is loaded on the first error to report (its
 * own chunk, so no page's first load grows). A report says what failed and where, never who:
 * a fixed message with tags (payment option, HTTP status, kind), no message text, no form
 * values, no email, name, address or card data, and no page address (the SDK's default
 * integrations, which would add it, are off).
 */

/**
 * What went wrong: a submit the API refused or could not answer, a payment the gateway or provider
 * refused (at the submit, or after 3-D Secure), an instalment that was not confirmed.
 */
export type PaymentErrorKind =
  | "submit-failed"
  | "payment-refused"
  | "instalment-declined"
  | "instalment-error"
  | "instalment-not-confirmed"
  | "zip-in-store-refused"
  | "zip-in-store-error"
  | "zip-in-store-timeout";

export interface PaymentErrorReport {
  kind: PaymentErrorKind;
  /** The payment option the shopper paid with (PAYMENT_OPTIONS' name: CreditCard, PayPal, Zip, ZipNz, AfterPay, Humm, Klarna, …). */
  paymentOption: PaymentOptionName | "unknown";
  /** The answer's HTTP status; 0 when none came. */
  status: number;
}

/** The payment option's name of a `selectedPaymentOption` flag (credit card when none was sent). */
export function paymentOptionName(option: number | undefined): PaymentOptionName | "unknown" {
  const flag = option ?? PAYMENT_OPTIONS.CreditCard;
  return (Object.keys(PAYMENT_OPTIONS) as PaymentOptionName[]).find((name) => PAYMENT_OPTIONS[name] === flag) ?? "unknown";
}

type Reporter = (report: PaymentErrorReport) => void;

const reporters = new Map<string, Promise<Reporter>>();

/** One Sentry client per DSN, of its own (not the SDK's global hub): nothing else on the page is captured. */
async function reporterFor(dsn: string): Promise<Reporter> {
  // Loaded here, on the first error to report, and only then: its own chunk in the storefront's
  // build. Naming the four parts used lets the bundler leave the rest of the SDK out of that chunk.
  const { BrowserClient, Scope, makeFetchTransport, defaultStackParser } = await import("@sentry/browser");
  const client = new BrowserClient({
    dsn,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    // Shared with the API: no default integrations, nothing about the person.
    ...privateErrorReportOptions(),
  });
  client.init();
  return ({ kind, paymentOption, status }) => {
    const scope = new Scope();
    scope.setClient(client);
    scope.setTags({ area: "checkout", kind, paymentOption, status: String(status) });
    scope.captureMessage(`Checkout payment error: ${kind}`, "error");
  };
}

/** Reports a payment error when a DSN is set; without one it does nothing and loads nothing. Never throws. */
export async function reportPaymentError(dsn: string | undefined, report: PaymentErrorReport): Promise<void> {
  if (!dsn) return;
  try {
    let reporter = reporters.get(dsn);
    if (!reporter) {
      reporter = reporterFor(dsn);
      reporters.set(dsn, reporter);
    }
    (await reporter)(report);
  } catch {
    // Monitoring never breaks the checkout; a failed load is tried again on the next error.
    reporters.delete(dsn);
  }
}

/** The checkout's reporter, bound to the root data's DSN. */
export function usePaymentErrorReport(): (report: PaymentErrorReport) => void {
  const dsn = useRootData()?.sentryDsn;
  return useCallback((report: PaymentErrorReport) => void reportPaymentError(dsn, report), [dsn]);
}

/**
 * A card refused after its 3-D Secure challenge: the API's return sends the shopper back to the
 * checkout with PAYMENT_ERROR_PARAM, which the page shows as its global error. Reported once per page.
 */
export function useThreeDsRefusalReport(): void {
  const [query] = useSearchParams();
  const refused = query.has(PAYMENT_ERROR_PARAM);
  const report = usePaymentErrorReport();
  const reported = useRef(false);
  useEffect(() => {
    if (!refused || reported.current) return;
    reported.current = true;
    report({ kind: "payment-refused", paymentOption: "CreditCard", status: 200 });
  }, [refused, report]);
}
