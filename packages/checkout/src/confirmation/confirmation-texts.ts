import { INSTALMENT_PROVIDERS, ORDER_AMOUNT_LABELS, STAFF_PAYMENT_TYPES } from "@storefront/api-contract/checkout";
import type { PaymentMethodName } from "@storefront/validation/checkout";

/** The confirmation page's texts; the spec shows none of them (README, Decisions). */
export const confirmationTexts = {
  title: "Order confirmation",
  heading: "Thank you for your order",
  orderNumber: "Order number",
  items: "Your items",
  deliveryDate: "Delivery date",
  sameDay: "Same Day Delivery",
  deliveryAddress: "Delivery address",
  /** The amount line by when the amount is collected: 'Amount paid', 'Amount due on delivery', 'Charged to account'. */
  amount: ORDER_AMOUNT_LABELS,
  orderTotal: "Order Total",
  paidWith: "Paid with",
  /** How an order that collects later will be paid ('Payment: Cash on delivery'): nothing is paid yet. */
  paymentLater: "Payment",
  /** What is left to pay after a deposit (OrderAnswer.remainingPayment above 0). */
  remainingPayment: "Remaining payment",
  card: (brand: string, lastFour: string) => `${brand} ending in ${lastFour}`,
  quantity: (count: number) => `Qty ${count}`,
  loading: "Loading your order",
  notFound: "We couldn't find this order. If you have just placed it, please check your confirmation email.",
  continueShopping: "Continue Shopping",
} as const;

/** A payment method as the shopper knows it: the instalment provider's title, else the method's name. */
export function paymentMethodName(method: PaymentMethodName): string {
  const provider = Object.values(INSTALMENT_PROVIDERS).find((entry) => entry.method === method);
  return provider ? provider.title : method === "ZipInStore" ? "Zip" : method;
}

/**
 * A staff option's payment type as the order names it (contract STAFF_PAYMENT_TYPES: 'Other payment
 * method', 'Account credit', 'Cash on delivery'), or null for any other order.
 */
export function staffPaymentType(paymentType: string | null | undefined): string | null {
  return (Object.values(STAFF_PAYMENT_TYPES) as string[]).find((type) => type === paymentType) ?? null;
}

/** A card brand as the shopper knows it (the gateway's name of the scheme). */
export function cardBrandName(brand: string): string {
  const names: Record<string, string> = {
    visa: "Visa",
    mastercard: "Mastercard",
    amex: "American Express",
    dinersclub: "Diners Club",
    discover: "Discover",
    jcb: "JCB",
    unionpay: "UnionPay",
    maestro: "Maestro",
  };
  return names[brand.toLowerCase()] ?? brand;
}
