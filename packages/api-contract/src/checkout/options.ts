/**
 * The checkout's option flags and payment options (spec 2 §3 "Option flags", §7 payment types),
 * and which of them only staff may send (issue 14 item 4).
 */
import { IntegerEnum, type Static, Type } from "../common";

/* ------------------------------------------------------------------------------------------------
 * Option flags (spec 2 §3 "Option flags"): the checkout view's `opts` is their bitwise OR. The
 * spec gives Default 0, PayPal 2, Zip 256 and Afterpay 2048; the other values are ours. A payment
 * option's flag is also its `selectedPaymentOption` (credit card: 0, spec 2 §7 payment types).
 * --------------------------------------------------------------------------------------------- */

export const CHECKOUT_OPTIONS = {
  Default: 0,
  CashAndCarry: 1,
  PayPal: 2,
  UniqueRequirements: 4,
  WarehouseStorageCharge: 8,
  WinningDeliveryServiceOverride: 16,
  COD: 32,
  CRAccount: 64,
  ZipInStore: 128,
  Zip: 256,
  ZipNz: 512,
  StaffOnlyOtherPaymentMethod: 1024,
  AfterPay: 2048,
  DeliveryInstructions: 4096,
  PaidInstalls: 8192,
  InstallationContact: 16384,
  /** Ours: the purchase-order number field (kept on the order). */
  PurchaseOrderNumber: 32768,
  /** Ours: last names up to 29 characters instead of 20. */
  LongLastName: 65536,
  /** Ours: payment configuration is read from GET /api/checkout/v2/paymentconfiguration. */
  PaymentConfigurationV2: 131072,
  /** Ours: supplier availability and supplier delivery lines. */
  SupplierAvailability: 262144,
  /** Ours: Humm (the spec names the provider, not its flag). */
  Humm: 524288,
  /** Ours: Klarna. */
  Klarna: 1048576,
  /** Ours: partial payment (a deposit now, the rest later) is allowed (spec 2 §2). */
  PartialPayment: 2097152,
  /** Ours: Apple Pay (spec 2 §3 names the method ApplePay; offered only where the browser has Apple Pay). */
  ApplePay: 4194304,
  /** Ours: Google Pay (spec 2 §3 GooglePay). */
  GooglePay: 8388608,
  /** Ours: PayPal's pay later, "Pay in 4" (spec 2 §3 PayPalBnpl). */
  PayPalBnpl: 16777216,
} as const;
export type CheckoutOptionName = keyof typeof CHECKOUT_OPTIONS;

/** Whether `opts` includes an option (Default is always included). */
export function hasCheckoutOption(opts: number, option: CheckoutOptionName): boolean {
  const flag = CHECKOUT_OPTIONS[option];
  return flag === 0 || (opts & flag) === flag;
}

/** The payment options a checkout can be submitted with, by their flag (credit card is Default, 0). */
export const PAYMENT_OPTIONS = {
  CreditCard: CHECKOUT_OPTIONS.Default,
  PayPal: CHECKOUT_OPTIONS.PayPal,
  Zip: CHECKOUT_OPTIONS.Zip,
  AfterPay: CHECKOUT_OPTIONS.AfterPay,
  ZipNz: CHECKOUT_OPTIONS.ZipNz,
  ZipInStore: CHECKOUT_OPTIONS.ZipInStore,
  StaffOnlyOtherPaymentMethod: CHECKOUT_OPTIONS.StaffOnlyOtherPaymentMethod,
  CRAccount: CHECKOUT_OPTIONS.CRAccount,
  COD: CHECKOUT_OPTIONS.COD,
  Humm: CHECKOUT_OPTIONS.Humm,
  Klarna: CHECKOUT_OPTIONS.Klarna,
  ApplePay: CHECKOUT_OPTIONS.ApplePay,
  GooglePay: CHECKOUT_OPTIONS.GooglePay,
  PayPalBnpl: CHECKOUT_OPTIONS.PayPalBnpl,
} as const;
export type PaymentOptionName = keyof typeof PAYMENT_OPTIONS;
export const SelectedPaymentOption = IntegerEnum(Object.values(PAYMENT_OPTIONS));

/* ------------------------------------------------------------------------------------------------
 * Staff options (spec 2 §2, §6; issue 14 item 4). A storefront lists the ones it may offer in its
 * app's `storefront.checkoutOptions`; GET /api/checkout's `opts` carries them only for signed-in
 * staff (an account with a winningUserId). POST /api/checkout answers 403 StaffOnlyFailure with
 * STAFF_ONLY_MESSAGE to a customer or guest who sends a staff payment option, cashAndCarry true,
 * winningDeliveryServiceOverride true, or a salespersonCode/subdivision.
 * --------------------------------------------------------------------------------------------- */

export const STAFF_CHECKOUT_OPTIONS = [
  "CashAndCarry",
  "ZipInStore",
  "StaffOnlyOtherPaymentMethod",
  "CRAccount",
  "COD",
  "WinningDeliveryServiceOverride",
] as const satisfies readonly CheckoutOptionName[];
export type StaffCheckoutOptionName = (typeof STAFF_CHECKOUT_OPTIONS)[number];
/** The bitwise OR of the staff options' flags: `opts & ~STAFF_CHECKOUT_OPTIONS_MASK` is what a shopper may see. */
export const STAFF_CHECKOUT_OPTIONS_MASK = STAFF_CHECKOUT_OPTIONS.reduce((mask, name) => mask | CHECKOUT_OPTIONS[name], 0);
/** The payment options only staff may submit with. */
export const STAFF_PAYMENT_OPTIONS = [
  "ZipInStore",
  "StaffOnlyOtherPaymentMethod",
  "CRAccount",
  "COD",
] as const satisfies readonly PaymentOptionName[];

/** Whether a payment option (its selectedPaymentOption) is staff only. */
export function isStaffPaymentOption(option: number | null | undefined): boolean {
  return STAFF_PAYMENT_OPTIONS.some((name) => PAYMENT_OPTIONS[name] === option);
}

/** 403 of POST /api/checkout: a staff option sent by a customer or guest. */
export const STAFF_ONLY_MESSAGE = "This option is only available to staff.";
/** 403 body of POST /api/checkout (STAFF_ONLY_MESSAGE in both fields). */
export const StaffOnlyFailure = Type.Object({ message: Type.String(), messages: Type.Array(Type.String()) });
export type StaffOnlyFailure = Static<typeof StaffOnlyFailure>;

/** 400 when the salespersonCode is not a salesperson of the sent subdivision (store). */
export const SALESPERSON_MESSAGE = "Please select a salesperson.";

/** The staff-only other payment method's label (spec 2 §2). */
export const OTHER_PAYMENT_METHOD_LABEL = "Use Other Payment Method";

/** payment_type of an order placed with a gatewayless staff option (order answer's paymentType). */
export const STAFF_PAYMENT_TYPES = {
  StaffOnlyOtherPaymentMethod: "Other payment method",
  CRAccount: "Account credit",
  COD: "Cash on delivery",
} as const;
