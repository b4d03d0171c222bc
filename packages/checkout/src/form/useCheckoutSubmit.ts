import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { cartKeys } from "@storefront/api-client/cart";
import { checkoutKeys, useSubmitCheckout, type CheckoutRequest } from "@storefront/api-client/checkout";
import { isApiError } from "@storefront/api-client/http";
import { CONFIRMATION_PATH } from "../checkout-texts";
import { paymentOptionName, usePaymentErrorReport, type PaymentErrorReport } from "../monitoring";
import { buildCardRequest, browserInfoOf, type CardRequest } from "../payment/card-request";
import { clearCheckoutSession } from "../session/checkout-session";
import { checkoutFailureMessage } from "./checkout-messages";
import { leaveFor } from "./leave-for";
import type { CardValues } from "./checkout-values";

/** spec 2 §9: after a 400 the checkout view reloads and the form is enabled again 500 ms later. */
export const RELOAD_AFTER_400_MS = 500;

/** A fresh key per submit (issue 12 item 5); its retries reuse it. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** The gateway's 3-D Secure form, to be posted by the browser (spec 2 §4 Submission 5). */
export interface ThreeDsPost {
  action: string;
  html: string;
}

export interface PlaceOrderInput {
  cartId: string;
  card: CardValues | null;
  certificate: string | null;
  /** Builds the request once the card is ready. */
  request: (card: CardRequest | null) => CheckoutRequest;
}

/**
 * The checkout submit (spec 2 §4 "Submission"): the card is checked and encrypted in the browser
 * (a failed check shows its messages and sends nothing), then posted with a new Idempotency-Key.
 * A completed order clears the saved session and goes to the confirmation page; a 3-D Secure
 * answer posts the gateway's form; a redirect without it leaves for the provider's page; a refusal or an error shows its message (spec 2 §8).
 */
export function useCheckoutSubmit({ supportNumber, onError }: { supportNumber: string; onError: (message: string) => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useSubmitCheckout();
  const [disabled, setDisabled] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [threeDs, setThreeDs] = useState<ThreeDsPost | null>(null);
  const [completed, setCompleted] = useState(false);
  const reportPaymentError = usePaymentErrorReport();

  const place = async ({ cartId, card, certificate, request }: PlaceOrderInput) => {
    setDisabled(true);
    let cardRequest: CardRequest | null = null;
    if (card) {
      const built = await buildCardRequest(card, { certificate: certificate ?? "", browserInfo: browserInfoOf(window.screen) });
      if (!built.ok) {
        // spec 2 §4: the card check fails with 401 and its messages, and nothing is sent.
        onError(built.messages.join(" "));
        setDisabled(false);
        return;
      }
      cardRequest = built.request;
    }
    let paymentOption: PaymentErrorReport["paymentOption"] = "unknown";
    try {
      const sent = request(cardRequest);
      paymentOption = paymentOptionName(sent.selectedPaymentOption);
      const answer = await submit.mutateAsync({ request: sent, options: { idempotencyKey: newIdempotencyKey() } });
      if (answer.orderCompleted) {
        clearCheckoutSession();
        setCompleted(true);
        await navigate(`${CONFIRMATION_PATH}?id=${encodeURIComponent(cartId)}`);
        return;
      }
      if (answer.redirectUrl) {
        setRedirecting(true);
        if (answer.secure3DResponse)
          setThreeDs({ action: answer.secure3DResponse.htmlFormAction, html: answer.secure3DResponse.htmlFormToPost });
        // An instalment provider's page (spec 2 §4 Submission 5): the shopper approves there and comes back.
        else leaveFor(answer.redirectUrl);
        return;
      }
      onError(checkoutFailureMessage({ status: 200, body: answer }, supportNumber));
      reportPaymentError({ kind: "payment-refused", paymentOption, status: 200 });
      // A refusal answers fresh certificates: the view is read again before the next try.
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.view() });
      setDisabled(false);
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      onError(checkoutFailureMessage({ status, body: isApiError(error) ? error.body : null }, supportNumber));
      reportPaymentError({ kind: "submit-failed", paymentOption, status });
      if (status === 400) {
        // spec 2 §4 Submission 6: a 400 reloads the checkout view with the cart, then re-enables the form.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: checkoutKeys.view() }),
          queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        ]);
        setTimeout(() => setDisabled(false), RELOAD_AFTER_400_MS);
      } else {
        setDisabled(false);
      }
    }
  };

  return { place, disabled: disabled || submit.isPending, redirecting, threeDs, completed };
}
