import { PAYMENT_OPTIONS, type AvailabilityRequest, type CheckoutRequest } from "@storefront/api-contract/checkout";
import type { CardRequest } from "@storefront/api-contract/card-request";
import type { AddressValues, CheckoutValues } from "./checkout-values";

/** The sent payment option of a form's method name (spec 2 §7 payment types: card 0). */
type SentPaymentOption = (typeof PAYMENT_OPTIONS)[keyof typeof PAYMENT_OPTIONS];

export function paymentOptionOf(method: CheckoutValues["selectedPaymentOption"], zipNz = false): SentPaymentOption {
  switch (method) {
    case "PayPal":
      return PAYMENT_OPTIONS.PayPal;
    case "Zip":
      // One 'Zip' method in the form; the storefront offers Zip or Zip NZ.
      return zipNz ? PAYMENT_OPTIONS.ZipNz : PAYMENT_OPTIONS.Zip;
    case "Humm":
      return PAYMENT_OPTIONS.Humm;
    case "Klarna":
      return PAYMENT_OPTIONS.Klarna;
    case "AfterPay":
      return PAYMENT_OPTIONS.AfterPay;
    case "PayPalBnpl":
      return PAYMENT_OPTIONS.PayPalBnpl;
    case "ApplePay":
      return PAYMENT_OPTIONS.ApplePay;
    case "GooglePay":
      return PAYMENT_OPTIONS.GooglePay;
    case "ZipInStore":
      return PAYMENT_OPTIONS.ZipInStore;
    case "StaffOnlyOtherPaymentMethod":
      return PAYMENT_OPTIONS.StaffOnlyOtherPaymentMethod;
    case "CRAccount":
      return PAYMENT_OPTIONS.CRAccount;
    case "COD":
      return PAYMENT_OPTIONS.COD;
    default:
      return PAYMENT_OPTIONS.CreditCard;
  }
}

function trimmed<T extends object>(address: T): T {
  return Object.fromEntries(Object.entries(address).map(([key, value]) => [key, typeof value === "string" ? value.trim() : value])) as T;
}

function addressOf<T extends AddressValues>(address: T, withState: boolean): T | (T & { state: null }) {
  const sent = trimmed(address);
  return withState ? sent : { ...sent, state: null };
}

/** The ticked delivery services' skus. */
export function chosenServices(choices: Record<string, boolean> | undefined): string[] {
  return Object.entries(choices ?? {})
    .filter(([, chosen]) => chosen)
    .map(([sku]) => sku);
}

export interface RequestContext {
  cartId: string;
  /** State is sent only where the brand validates it (AU). */
  withState: boolean;
  purchaseOrderField: boolean;
  /** The offered Zip is Zip NZ. */
  zipNz?: boolean;
}

/** POST /api/checkout/avail: the form with card details and delivery date nulled (spec 2 §7). */
export function availabilityRequest(values: CheckoutValues, context: RequestContext): AvailabilityRequest {
  return {
    cartId: context.cartId,
    email: values.email.trim() || null,
    phoneNumber: values.phoneNumber.trim() || null,
    deliveryAddress: addressOf(values.deliveryAddress, context.withState),
    billingAddress: null,
    selectedPaymentOption: paymentOptionOf(values.selectedPaymentOption, context.zipNz),
    deliveryDate: null,
    cardDetails: null,
  };
}

/**
 * POST /api/checkout (spec 2 §3 and §7): the form's values, the card request (card payments only),
 * and the Order Total the summary shows, which the API checks against its own.
 */
export function checkoutRequest(
  values: CheckoutValues & { serviceChoices?: Record<string, boolean> },
  context: RequestContext & {
    orderTotal: number;
    card: CardRequest | null;
    couponCode: string | null;
    /** spec 2 §4: the deposit when partial payment is on with the card, else 0. */
    partialPayment?: number;
    /** Supplier delivery (andoo): each supplier's chosen day and price. */
    supplierDeliveryDates?: NonNullable<CheckoutRequest["supplierDeliveryDates"]>;
    /** spec 2 §4 Submission 2: the fraud-check script's token, "" when there is none. */
    fraudCheckToken?: string;
    /** The salesperson panel is shown (the view lists stores and salespeople): store and salesperson are sent. */
    salesperson?: boolean;
    /** The unique delivery requirements the delivery lookup asked (spec 2 §3): their answers are sent. */
    deliveryRequirements?: readonly { id: string }[];
    /** The delivery tip in whole dollars (issue 45 item 4): sent only when one is chosen. */
    tip?: number;
  },
): CheckoutRequest {
  const zipInStore = values.selectedPaymentOption === "ZipInStore";
  return {
    cartId: context.cartId,
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    newsletter: values.newsletter,
    partialPayment: context.partialPayment ?? 0,
    selectedPaymentOption: paymentOptionOf(values.selectedPaymentOption, context.zipNz),
    deliveryAddress: addressOf(values.deliveryAddress, context.withState),
    // spec 2 §4: same-as-shipping billing nulls the billing address.
    billingAddress: values.billingSameAsShipping ? null : addressOf(values.billingAddress, context.withState),
    poNumber: context.purchaseOrderField ? values.poNumber.trim() || null : null,
    deliveryDate: values.deliveryDate ? [...values.deliveryDate] : null,
    deliveryServices: chosenServices(values.serviceChoices),
    supplierDeliveryDates: context.supplierDeliveryDates ?? [],
    uniqueDeliveryRequirements: (context.deliveryRequirements ?? []).map(({ id }) => ({
      id,
      answer: (values.deliveryRequirementAnswers[id] ?? "").trim(),
    })),
    requestedDeliveryContact: values.requestedDeliveryContact,
    requestedInstallationContact: values.requestedInstallationContact,
    EarlyNotification: values.EarlyNotification,
    stockFeeAcknowledged: values.stockFeeAcknowledged,
    brandsWarnings: { mieleWarning: values.brandsWarnings.mieleWarning },
    // spec 2 §4: the fraud token is attached, empty if none.
    fraudCheckToken: context.fraudCheckToken ?? "",
    // spec 2 §4: the store code only for Zip in store.
    ...(zipInStore ? { devicePaymentCode: values.devicePaymentCode.trim() } : {}),
    cashAndCarry: values.cashAndCarry,
    winningDeliveryServiceOverride: values.winningDeliveryServiceOverride,
    ...(context.salesperson ? { subdivision: values.subdivision || null, salespersonCode: values.salespersonCode || null } : {}),
    orderTotal: context.orderTotal,
    ...(context.tip ? { tip: context.tip } : {}),
    cart: { couponCode: context.couponCode },
    ...(context.card ?? { cardDetails: null }),
  };
}
