import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { cartKeys } from "@storefront/api-client/cart";
import { PAYMENT_OPTIONS } from "@storefront/api-contract/checkout";
import { checkoutKeys, useSubmitCheckout, type CheckoutRequest } from "@storefront/api-client/checkout";
import { isApiError } from "@storefront/api-client/http";
import { CONFIRMATION_PATH } from "@storefront/api-contract/storefront-paths";
import { paymentOptionName, usePaymentErrorReport, type PaymentErrorReport } from "../monitoring";
import { buildCardRequest, browserInfoOf, type CardRequest } from "@storefront/api-contract/card-request";
import { clearCheckoutSession } from "../session/checkout-session";
import { checkoutFailureMessage } from "./checkout-messages";
import { fraudCheckToken } from "./fraud-check";
import { useZipInStorePolling, type ZipPollOutcome } from "./useZipInStorePolling";
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
  /** Builds the request once the card and the fraud-check token are ready. */
  request: (card: CardRequest | null, extras: { fraudCheckToken: string }) => CheckoutRequest;
}

/**
 * The checkout submit (spec 2 §4 "Submission"): the card is checked and encrypted in the browser
 * (a failed check shows its messages and sends nothing), then posted with a new Idempotency-Key.
 * A completed order clears the saved session and goes to the confirmation page; a 3-D Secure
 * answer posts the gateway's form; a redirect without it leaves for the provider's page; a refusal or an error shows its message (spec 2 §8).
 * The fraud-check token is attached first ("" without one). Zip in store (spec 2 §4): the waiting
 * modal opens on submission; a success answer starts polling the payment's status, and the modal
 * stays open until the poll ends (Approved: the confirmation page, as after a card payment).
 */
export function useCheckoutSubmit({ supportNumber, onError }: { supportNumber: string; onError: (message: string) => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useSubmitCheckout();
  const [disabled, setDisabled] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [threeDs, setThreeDs] = useState<ThreeDsPost | null>(null);
  const [completed, setCompleted] = useState(false);
  const [waitingForZip, setWaitingForZip] = useState(false);
  const reportPaymentError = usePaymentErrorReport();

  const complete = async (cartId: string) => {
    // The form is leaving for the confirmation: it need not start its delivery over.
    clearCheckoutSession({ notify: false });
    setCompleted(true);
    await navigate(`${CONFIRMATION_PATH}?id=${encodeURIComponent(cartId)}`);
  };

  const zip = useZipInStorePolling((outcome: ZipPollOutcome, payment) => {
    setWaitingForZip(false);
    if (outcome.kind === "approved") {
      // The API completed the order on Approved, exactly as after a card payment.
      void complete(payment.cartId).then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: checkoutKeys.view() }),
          queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        ]),
      );
      return;
    }
    if (outcome.kind === "cancelled") {
      onError(outcome.message);
      setDisabled(false);
      return;
    }
    onError(
      outcome.kind === "failed" ? checkoutFailureMessage({ status: outcome.status, body: outcome.body }, supportNumber) : outcome.message,
    );
    reportPaymentError({
      kind:
        outcome.kind === "refused" ? "zip-in-store-refused" : outcome.kind === "timeout" ? "zip-in-store-timeout" : "zip-in-store-error",
      paymentOption: "ZipInStore",
      status: outcome.status,
    });
    setDisabled(false);
  });

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
      // spec 2 §4 Submission 2: the fraud token is attached (empty if none).
      const sent = request(cardRequest, { fraudCheckToken: await fraudCheckToken() });
      paymentOption = paymentOptionName(sent.selectedPaymentOption);
      const zipInStore = sent.selectedPaymentOption === PAYMENT_OPTIONS.ZipInStore;
      // spec 2 §4 Submission 2: the Zip in-store modal opens on submission.
      if (zipInStore) setWaitingForZip(true);
      const answer = await submit.mutateAsync({ request: sent, options: { idempotencyKey: newIdempotencyKey() } });
      if (answer.orderCompleted) {
        setWaitingForZip(false);
        await complete(cartId);
        return;
      }
      if (zipInStore && answer.success && answer.paymentReference) {
        // spec 2 §4 Submission 4: poll for the payment; the modal stays open while the customer confirms in their app.
        zip.start({
          cartId,
          paymentReference: answer.paymentReference,
          orderReference: answer.orderReference ?? answer.orderNumber ?? answer.paymentReference,
        });
        return;
      }
      setWaitingForZip(false);
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
      setWaitingForZip(false);
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

  return {
    place,
    disabled: disabled || submit.isPending,
    redirecting,
    threeDs,
    completed,
    /** The Zip in-store modal is open: from the submission until the poll ends. */
    waitingForZip: waitingForZip || zip.polling,
  };
}
