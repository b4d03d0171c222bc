import type { OrderAnswer } from "@storefront/api-client/checkout";
import type { AffiliatePaymentType } from "@storefront/api-contract/tracking";

type PaymentMethodName = OrderAnswer["paymentMethod"];

/**
 * The payment type an order reports to the affiliate pixel and the ecommerce purchase event, by
 * the order's payment method (spec 2 §3 names). spec 2 §7 names four, by their option flag:
 * 0 'Credit Card', 2 'Paypal', 256 'Zip', 2048 'Afterpay'. The rest are ours: Zip NZ (512) and
 * Zip in store pay with Zip, so 'Zip'; Humm and Klarna by their names; card wallets (Apple Pay,
 * Google Pay) charge a card, so 'Credit Card'; PayPal's pay later is PayPal's; cash, and an order
 * nothing was due on (None), 'Other'.
 */
export const AFFILIATE_PAYMENT_TYPE_OF = {
  CreditCard: "Credit Card",
  PayPal: "Paypal",
  Zip: "Zip",
  AfterPay: "Afterpay",
  Humm: "Humm",
  Klarna: "Klarna",
  ZipInStore: "Zip",
  ApplePay: "Credit Card",
  GooglePay: "Credit Card",
  PayPalBnpl: "Paypal",
  Cash: "Other",
  None: "Other",
} as const satisfies Record<PaymentMethodName, AffiliatePaymentType>;

export function affiliatePaymentType(method: PaymentMethodName): AffiliatePaymentType {
  return AFFILIATE_PAYMENT_TYPE_OF[method];
}
