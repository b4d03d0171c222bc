import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useConfirmInstalmentPayment } from "@storefront/api-client/checkout";
import { isApiError } from "@storefront/api-client/http";
import { INSTALMENT_PROVIDERS } from "@storefront/api-contract/checkout";
import { CHECKOUT_PATH, CONFIRMATION_PATH } from "@storefront/api-contract/storefront-paths";
import { usePaymentErrorReport } from "../monitoring";
import { clearCheckoutSession } from "../session/checkout-session";
import { checkoutErrorTexts } from "./checkout-messages";
import { instalmentOutcome, readInstalmentReturn } from "./instalment-return";

export interface InstalmentReturnState {
  /** The address is a provider's return. */
  returned: boolean;
  /** Its confirmation is on its way. */
  confirming: boolean;
  /** What the confirmation said when it did not complete the order. */
  message: string | null;
}

/**
 * The return from an instalment provider (spec 2 §4 "Instalment confirmations"): posts the
 * return's parameters to the provider's confirmation once, then goes to the confirmation page on
 * success (clearing the saved checkout session, as the card's submit does) or keeps the message of
 * spec 2 §8. The return's parameters then leave the address, so a reload confirms nothing again.
 */
export function useInstalmentReturn(): InstalmentReturnState {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const [returned] = useState(() => readInstalmentReturn(query));
  const [state, setState] = useState<InstalmentReturnState>({ returned: returned !== null, confirming: returned !== null, message: null });
  const { mutateAsync: confirm } = useConfirmInstalmentPayment();
  const reportPaymentError = usePaymentErrorReport();
  // Once per page: React's strict mode runs effects twice, a second post would confirm twice.
  const started = useRef(false);

  useEffect(() => {
    if (!returned || started.current) return;
    started.current = true;
    const paymentOption = INSTALMENT_PROVIDERS[returned.provider].option;
    const settle = (message: string) => {
      setState({ returned: true, confirming: false, message });
      void navigate(CHECKOUT_PATH, { replace: true });
    };
    confirm({ provider: returned.provider, params: returned.params }).then(
      async (answer) => {
        const outcome = instalmentOutcome(answer, returned);
        if (outcome.kind === "message") {
          settle(outcome.message);
          // A cancel is the shopper's choice, not a payment error (spec 2 §7 monitoring).
          const cancelled = answer.type === "cancelled" || returned.status === "CANCELLED";
          if (!cancelled) reportPaymentError({ kind: instalmentErrorKind(answer.type), paymentOption, status: 200 });
          return;
        }
        clearCheckoutSession();
        await navigate(`${CONFIRMATION_PATH}?id=${encodeURIComponent(outcome.cartId)}`, { replace: true });
      },
      // spec 2 §8: a confirmation that could not be had (no answer, 5xx) is the service's.
      (error: unknown) => {
        settle(checkoutErrorTexts.serviceUnavailable);
        reportPaymentError({ kind: "instalment-error", paymentOption, status: isApiError(error) ? error.status : 0 });
      },
    );
  }, [returned, confirm, navigate, reportPaymentError]);

  return state;
}

/** The monitoring kind of a confirmation that did not complete the order and was not cancelled. */
function instalmentErrorKind(type: string): "instalment-declined" | "instalment-error" | "instalment-not-confirmed" {
  if (type === "declined") return "instalment-declined";
  return type === "error" ? "instalment-error" : "instalment-not-confirmed";
}
