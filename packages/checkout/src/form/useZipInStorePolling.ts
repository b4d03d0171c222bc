import { useCallback, useEffect, useRef, useState } from "react";
import {
  PAYMENT_OPTIONS,
  ZIP_IN_STORE_POLL_INTERVAL_MS,
  ZIP_IN_STORE_POLL_LIMIT_MS,
  zipPollTimeoutMessage,
} from "@storefront/api-contract/checkout";
import { getPaymentStatus, voidPayment } from "@storefront/api-client/checkout";
import { isApiError } from "@storefront/api-client/http";
import { useApiClient } from "@storefront/api-client/react";
import { useRootData } from "@storefront/page-kit/root-data";
import { useCancelPayment } from "./useCancelPayment";

/** spec 2 §9 "Unload wait 200 ms": leaving the page while polling cancels the payment 200 ms later. */
export const UNLOAD_CANCEL_DELAY_MS = 200;

/** A Zip in-store payment the API created: the order waits for the customer to approve it in their Zip app. */
export interface ZipInStorePayment {
  cartId: string;
  paymentReference: string;
  /** The order's reference, named in the timeout message. */
  orderReference: string;
}

/**
 * How a poll ends (spec 2 §4 "Zip in-store polling"): Approved; Cancelled, Declined or Expired
 * with the answer's message and code 200; a poll error whose status does not start with 5 (its
 * status and body); the limit reached (408 and the timeout message); or the payment cancelled by
 * the page itself (page unload: 'The transaction was canceled').
 */
export type ZipPollOutcome =
  | { kind: "approved" }
  | { kind: "refused"; status: 200; message: string }
  | { kind: "failed"; status: number; body: unknown }
  | { kind: "timeout"; status: 408; message: string }
  | { kind: "cancelled"; message: string };

/** The polling limit: the root data's zipPollLimitMs (PUBLIC_ZIP_POLL_LIMIT_MS) when set, else 65 000 ms. */
export function zipPollLimit(configured: number | undefined): number {
  return typeof configured === "number" && Number.isFinite(configured) && configured > 0 ? configured : ZIP_IN_STORE_POLL_LIMIT_MS;
}

/**
 * Polls GET /api/payment/status every 2 s (spec 2 §4, §9) until the payment is decided or the limit
 * passes. A status of 5xx is ignored and polling goes on; any other failed poll stops it. While
 * polling, leaving the page (beforeunload) cancels the payment 200 ms later with POST
 * /api/checkout/void (selectedPaymentOption 128, keepalive so it outlives the page); when the
 * page is hidden before the 200 ms have passed (pagehide, the timer would never run) the void goes
 * at once, and leaving the checkout within the app cancels it 200 ms after the page is gone.
 */
export function useZipInStorePolling(onOutcome: (outcome: ZipPollOutcome, payment: ZipInStorePayment) => void) {
  const client = useApiClient();
  const limitMs = zipPollLimit(useRootData()?.zipPollLimitMs);
  const [polling, setPolling] = useState<ZipInStorePayment | null>(null);
  const stopRef = useRef<(() => void) | null>(null);
  const pollingRef = useRef<ZipInStorePayment | null>(null);
  const outcomeRef = useRef(onOutcome);
  useEffect(() => {
    outcomeRef.current = onOutcome;
  });

  const start = useCallback(
    (payment: ZipInStorePayment) => {
      stopRef.current?.();
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const controller = new AbortController();
      const stop = () => {
        stopped = true;
        clearTimeout(timer);
        clearTimeout(deadline);
        controller.abort();
        stopRef.current = null;
        pollingRef.current = null;
        setPolling(null);
      };
      const finish = (outcome: ZipPollOutcome) => {
        if (stopped) return;
        stop();
        outcomeRef.current(outcome, payment);
      };
      const deadline = setTimeout(
        () => finish({ kind: "timeout", status: 408, message: zipPollTimeoutMessage(payment.orderReference) }),
        limitMs,
      );
      const poll = async () => {
        try {
          const answer = await getPaymentStatus(
            client,
            { cartId: payment.cartId, paymentReference: payment.paymentReference, selectedPaymentOption: PAYMENT_OPTIONS.ZipInStore },
            { signal: controller.signal },
          );
          if (stopped) return;
          if (answer.paymentStatus === "Approved") return finish({ kind: "approved" });
          if (answer.paymentStatus === "Cancelled" || answer.paymentStatus === "Declined" || answer.paymentStatus === "Expired") {
            return finish({ kind: "refused", status: 200, message: answer.message || answer.paymentStatus });
          }
        } catch (error) {
          if (stopped) return;
          const status = isApiError(error) ? error.status : 0;
          // spec 2 §4: statuses starting with 5 are ignored; any other stops polling.
          if (!String(status).startsWith("5")) return finish({ kind: "failed", status, body: isApiError(error) ? error.body : null });
        }
        if (!stopped) timer = setTimeout(() => void poll(), ZIP_IN_STORE_POLL_INTERVAL_MS);
      };
      timer = setTimeout(() => void poll(), ZIP_IN_STORE_POLL_INTERVAL_MS);
      stopRef.current = stop;
      pollingRef.current = payment;
      setPolling(payment);
    },
    [client, limitMs],
  );

  const { cancel } = useCancelPayment((message) => {
    const payment = pollingRef.current;
    stopRef.current?.();
    if (payment) outcomeRef.current({ kind: "cancelled", message }, payment);
  });
  const cancelRef = useRef(cancel);
  useEffect(() => {
    cancelRef.current = cancel;
  });

  // spec 2 §4: a Zip in-store payment is cancelled on unload (200 ms later, spec 2 §9).
  useEffect(() => {
    if (!polling) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let sent = false;
    const cancelNow = () => {
      if (sent) return;
      sent = true;
      clearTimeout(timer);
      void cancelRef.current(polling.cartId, PAYMENT_OPTIONS.ZipInStore, { keepalive: true });
    };
    const onBeforeUnload = () => {
      clearTimeout(timer);
      timer = setTimeout(cancelNow, UNLOAD_CANCEL_DELAY_MS);
    };
    const onPageHide = (event: PageTransitionEvent) => {
      // A page kept in the back-forward cache comes back polling; only a page really going is cancelled at once.
      if (!event.persisted) cancelNow();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("pagehide", onPageHide);
      clearTimeout(timer);
    };
  }, [polling]);

  // Leaving the checkout within the app while polling: stop, and cancel the payment 200 ms later.
  useEffect(
    () => () => {
      const payment = pollingRef.current;
      if (!payment) return;
      stopRef.current?.();
      setTimeout(
        () =>
          void voidPayment(
            client,
            { cartId: payment.cartId, selectedPaymentOption: PAYMENT_OPTIONS.ZipInStore },
            { keepalive: true },
          ).catch(() => undefined),
        UNLOAD_CANCEL_DELAY_MS,
      );
    },
    [client],
  );

  return { start, polling: polling !== null, limitMs };
}
