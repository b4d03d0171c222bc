import type { CheckoutAnswer } from "@storefront/api-contract/checkout";

/**
 * The answer a payment keeps once it ends without an order (refused, declined, cancelled or
 * voided): a later submit with its Idempotency-Key answers the same.
 */
export function closedPaymentAnswer(paymentReference: string | null, refusalReason: string | null): CheckoutAnswer {
  return {
    orderCompleted: false,
    success: false,
    paymentReference,
    redirectUrl: null,
    secure3DResponse: null,
    refusalReason,
    orderNumber: null,
  };
}
