/**
 * The submit's answer (spec 2 §3 checkout response), the order of the confirmation page
 * (GET /api/checkout/order), and when an order's amount is collected (issue 40 item 5).
 */
import { Nullable, type Static, StringEnum, Type } from "../common";
import { Uuid } from "../patterns";
import { AddressAnswer, CalendarDate, SupplierDeliveryDate } from "./form";
import { STAFF_PAYMENT_TYPES } from "./options";
import { PAYMENT_METHOD_NAMES } from "./payments";

/* ------------------------------------------------------------------------------------------------
 * POST /api/checkout answer (spec 2 §3 checkout response).
 * 200: an answer as below (a refused card is 200 with success false and refusalReason).
 * 400: a list of messages (the spec 2 §5 messages, or the total's).
 * 401: CardCheckFailure (the card check of spec 2 §5).
 * 409: { message } another submit with this Idempotency-Key is still running; retry it.
 * 503: { message } the card gateway could not be reached; retry with the same Idempotency-Key.
 * --------------------------------------------------------------------------------------------- */

export const Secure3DResponse = Type.Object({ htmlFormAction: Type.String(), htmlFormToPost: Type.String() });

export const CheckoutAnswer = Type.Object({
  orderCompleted: Type.Boolean(),
  success: Type.Boolean(),
  paymentReference: Nullable(Type.String()),
  /** Set with secure3DResponse: the browser posts htmlFormToPost (it opens the 3-D Secure challenge). */
  redirectUrl: Nullable(Type.String()),
  secure3DResponse: Nullable(Secure3DResponse),
  refusalReason: Nullable(Type.String()),
  /** On refusal: the certificates again, so the card can be encrypted anew. */
  x509EncryptionKeys: Type.Optional(Type.Record(Type.String(), Type.String())),
  /** Ours: the order's number once completed. */
  orderNumber: Nullable(Type.String()),
  /**
   * Ours: the order's number while it waits for a payment (Zip in store: the poll timeout message
   * names it); null when not set. Same value as orderNumber once the order is completed.
   */
  orderReference: Type.Optional(Nullable(Type.String())),
});
export type CheckoutAnswer = Static<typeof CheckoutAnswer>;

/** 401 of POST /api/checkout: the card check's messages (spec 2 §5), in the order number, name, CVC, expiry. */
export const CardCheckFailure = Type.Object({ message: Type.String(), messages: Type.Array(Type.String()) });
export type CardCheckFailure = Static<typeof CardCheckFailure>;

/** Ours: 400 when the client's total is not the API's. */
export const ORDER_TOTAL_CHANGED_MESSAGE = "Your order total has changed. Please review your order and try again.";

/* ------------------------------------------------------------------------------------------------
 * GET /api/checkout/order?id={cartId}: the order for the confirmation page, only for the session
 * that placed it (404 otherwise).
 * --------------------------------------------------------------------------------------------- */

export const OrderQuery = Type.Object({ id: Uuid });

export const OrderLine = Type.Object({
  sku: Type.String(),
  title: Type.String(),
  quantity: Type.Integer(),
  /** Unit price. */
  price: Type.Number(),
  warranty: Nullable(Type.Object({ name: Type.String(), price: Type.Number() })),
  install: Nullable(Type.Object({ name: Type.String(), price: Type.Number() })),
  /** (price + warranty + install) × quantity. */
  lineTotal: Type.Number(),
  /** Ours: the product's category and brand names, for the affiliate pixel and the purchase event (spec 2 §7). */
  category: Type.Optional(Type.String()),
  brand: Type.Optional(Type.String()),
});

export const OrderAnswer = Type.Object({
  orderNumber: Type.String(),
  cartId: Type.String(),
  status: StringEnum(["completed", "awaiting-payment", "cancelled"]),
  placedAt: Type.String(),
  currency: StringEnum(["AUD", "NZD"]),
  email: Type.String(),
  phoneNumber: Type.String(),
  lines: Type.Array(OrderLine),
  deliveryDate: Nullable(CalendarDate),
  sameDay: Type.Boolean(),
  deliveryAddress: AddressAnswer,
  billingAddress: Nullable(AddressAnswer),
  deliveryServices: Type.Array(Type.Object({ sku: Type.String(), title: Type.String(), price: Type.Number() })),
  /** The days the suppliers deliver their products (SupplierAvailability storefronts). */
  supplierDeliveries: Type.Optional(Type.Array(SupplierDeliveryDate)),
  /** Ours: the answers to the unique delivery requirements (spec 2 §3), as asked. */
  deliveryRequirements: Type.Optional(Type.Array(Type.Object({ id: Type.String(), question: Type.String(), answer: Type.String() }))),
  poNumber: Nullable(Type.String()),
  couponCode: Nullable(Type.String()),
  subtotal: Type.Number(),
  discount: Type.Number(),
  shipping: Type.Number(),
  servicesTotal: Type.Number(),
  /** Ours (issue 45 item 4): the delivery tip, in the order total; 0 for none. */
  tip: Type.Optional(Type.Number()),
  orderTotal: Type.Number(),
  /**
   * What the card was charged (the deposit when paying part now); for an option that collects
   * later (paymentCollection of paymentType), the amount to collect (ORDER_AMOUNT_LABELS).
   */
  amountPaid: Type.Number(),
  /** Ours: what is left to pay after a deposit (0 when paid in full). */
  remainingPayment: Type.Number(),
  /** Ours: how the order was paid (spec 2 §3 payment method names). */
  paymentMethod: StringEnum(PAYMENT_METHOD_NAMES),
  card: Nullable(Type.Object({ brand: Type.String(), lastFour: Type.String() })),
  storageFeePerDay: Type.Number(),
  /**
   * Ours: the payment type: STAFF_PAYMENT_TYPES for the gatewayless staff options, else the
   * payment method's (tracking's `paymentTypeOf`: 'Credit Card', 'Paypal', 'Zip', 'Afterpay', …).
   */
  paymentType: Type.Optional(Type.String()),
  /** Ours: a cash-and-carry order (delivery today at the store's address, no shipping). */
  cashAndCarry: Type.Optional(Type.Boolean()),
  /** Ours: delivered by the provider's own delivery service (staff override). */
  winningDeliveryServiceOverride: Type.Optional(Type.Boolean()),
  /** Ours: the salesperson and store (subdivision) staff chose. */
  salespersonCode: Type.Optional(Nullable(Type.String())),
  subdivision: Type.Optional(Nullable(Type.String())),
});
export type OrderAnswer = Static<typeof OrderAnswer>;

/**
 * When an order's amount is collected, by its paymentType (issue 40 item 5): at checkout, except
 * for the staff options that collect it later: cash on delivery when the goods arrive, account
 * credit on the customer's account. The other payment method is taken in store as the order is
 * placed, so it is paid at checkout.
 */
export type PaymentCollection = "atCheckout" | "onDelivery" | "onAccount";

const COLLECTED_LATER: Readonly<Record<string, PaymentCollection>> = {
  [STAFF_PAYMENT_TYPES.COD]: "onDelivery",
  [STAFF_PAYMENT_TYPES.CRAccount]: "onAccount",
};

export function paymentCollection(paymentType: string | null | undefined): PaymentCollection {
  return (paymentType ? COLLECTED_LATER[paymentType] : undefined) ?? "atCheckout";
}

/**
 * The order's amount line (the order answer's amountPaid) as the confirmation and the account's
 * order page name it: 'Amount paid' only for what was paid at checkout.
 */
export const ORDER_AMOUNT_LABELS = {
  atCheckout: "Amount paid",
  onDelivery: "Amount due on delivery",
  onAccount: "Charged to account",
} as const satisfies Record<PaymentCollection, string>;
