import { useVoidPayment } from "@storefront/api-client/checkout";
import { checkoutErrorTexts } from "./checkout-messages";

/**
 * Cancelling a payment by call (spec 2 §4 Submission 7): POST /api/checkout/void with the cart and
 * the payment option, then 'The transaction was canceled' (spec 2 §8) in the global message. A
 * void that fails shows the service's message.
 */
export function useCancelPayment(onMessage: (message: string) => void) {
  const voiding = useVoidPayment();
  /** `keepalive`: the call outlives the page (a Zip in-store payment cancelled on unload). */
  const cancel = async (cartId: string, selectedPaymentOption: number, call: { keepalive?: boolean } = {}): Promise<void> => {
    try {
      await voiding.mutateAsync({ cartId, selectedPaymentOption, ...(call.keepalive ? { keepalive: true } : {}) });
      onMessage(checkoutErrorTexts.paymentCancelledByCall);
    } catch {
      onMessage(checkoutErrorTexts.serviceUnavailable);
    }
  };
  return { cancel, pending: voiding.isPending };
}
