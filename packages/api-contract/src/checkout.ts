/**
 * Checkout's calls (spec 2 §3 and §7): the checkout view, the delivery calendar by address, the
 * submit with its card request, void, payment status, payment configuration, the order for the
 * confirmation page, and the card request the browser builds for the card provider.
 *
 * Money is in the storefront's currency (AUD, or NZD in NZ) as a number of dollars with cents.
 * Dates of the calendar are [year, month, day] with month 1 to 12.
 */
import { Cart } from "./cart";
import { IntegerEnum, MULTI_LINE_KEYWORD, Nullable, StringEnum, Type, type Static, type TSchema } from "./common";
import { Uuid } from "./patterns";

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

/* ------------------------------------------------------------------------------------------------
 * Zip in store (selectedPaymentOption 128): the submit answers success with paymentReference and
 * orderReference and the order waiting; the page polls GET /api/payment/status every
 * ZIP_IN_STORE_POLL_INTERVAL_MS up to ZIP_IN_STORE_POLL_LIMIT_MS (PUBLIC_ZIP_POLL_LIMIT_MS
 * overrides it), and on Approved goes to the confirmation page.
 * --------------------------------------------------------------------------------------------- */

export const ZIP_IN_STORE_POLL_INTERVAL_MS = 2000;
export const ZIP_IN_STORE_POLL_LIMIT_MS = 65_000;
export const ZIP_IN_STORE_MODAL_TITLE = "Waiting for customer to confirm in their Zip app";
export const ZIP_IN_STORE_MODAL_TEXT = "Please do not refresh the page";
/** spec 2 §8: the 408 of a poll that ran out of time ({ref}: the order reference). */
export function zipPollTimeoutMessage(orderReference: string): string {
  return `There has been an error processing your order, please contact our support team. Order reference : ${orderReference}`;
}
/**
 * Ours: the message of GET /api/payment/status for a Zip in-store payment that will not be paid
 * (spec 2 §4: the page shows it as an error with code 200). Pending and Approved carry "".
 */
export const ZIP_IN_STORE_STATUS_MESSAGES = {
  Declined: "The customer declined the payment in their Zip app.",
  Cancelled: "The transaction was canceled",
  Expired: "The Zip payment expired before the customer confirmed it. Please try again.",
} as const;
/** The payment sandbox's page standing in for the customer's Zip app (on the sandbox origin). */
export const ZIP_IN_STORE_APP_PATH = "/zip/instore";

/* ------------------------------------------------------------------------------------------------
 * Delivery service override, Miele, fraud check (issue 14 item 5).
 * --------------------------------------------------------------------------------------------- */

/** The cart message of GET /api/cart?winningDeliveryServiceOverride=true (staff, when offered). */
export const DELIVERY_SERVICE_OVERRIDE_MESSAGE = "Delivered by the supplier's own delivery service.";
/** The Miele warning checkbox's label (brandsWarnings.mieleWarning). */
export const MIELE_WARNING_LABEL =
  "I understand Miele products are delivered and installed by Miele, who will contact me to arrange a time.";
/** 400 when a Miele product is in the cart and brandsWarnings.mieleWarning is not true (same text as @storefront/validation). */
export const MIELE_WARNING_MESSAGE = "Please confirm the Miele delivery terms.";
/** 400 when fraudCheckToken is missing or the payment sandbox does not accept it. */
export const FRAUD_CHECK_MESSAGE = "We could not verify your browser. Please refresh the page and try again.";
/** The fraud-check script, on the payment sandbox's origin: defines window.fraudCheck = { token(): Promise<string> }. */
export const FRAUD_CHECK_SCRIPT_PATH = "/fraud/check.js";
/** POST {token} -> { valid } on the payment sandbox. */
export const FRAUD_CHECK_VERIFY_PATH = "/fraud/verify";

/* ------------------------------------------------------------------------------------------------
 * Instalment providers (spec 2 §2, §4 "Instalment confirmations", §7): the shopper leaves for the
 * provider's hosted page (the checkout answer's redirectUrl), approves or cancels there, and comes
 * back to CHECKOUT_PATH with `?provider={id}&cartId={cartId}` and the provider's own parameters
 * (a cancel adds `status=CANCELLED`). The checkout page then posts those parameters, as
 * key=value pairs joined by & in the query string with an empty body, to
 * `POST /api/checkout/{id}confirmation`, which answers InstalmentConfirmationAnswer.
 * --------------------------------------------------------------------------------------------- */

export const INSTALMENT_PROVIDERS = {
  paypal: { option: "PayPal", method: "PayPal", configuration: "payPal", title: "PayPal" },
  afterpay: { option: "AfterPay", method: "AfterPay", configuration: "afterPay", title: "Afterpay" },
  zip: { option: "Zip", method: "Zip", configuration: "zip", title: "Zip" },
  zipnz: { option: "ZipNz", method: "Zip", configuration: "zip", title: "Zip" },
  humm: { option: "Humm", method: "Humm", configuration: "humm", title: "Humm" },
  klarna: { option: "Klarna", method: "Klarna", configuration: "klarna", title: "Klarna" },
} as const satisfies Record<
  string,
  { option: PaymentOptionName; method: string; configuration: "payPal" | "afterPay" | "zip" | "humm" | "klarna"; title: string }
>;
export type InstalmentProvider = keyof typeof INSTALMENT_PROVIDERS;
export const INSTALMENT_PROVIDER_IDS = Object.keys(INSTALMENT_PROVIDERS) as InstalmentProvider[];

/** The instalment provider a payment option pays through, or null (card, staff and account options). */
export function instalmentProviderOf(option: number): InstalmentProvider | null {
  return INSTALMENT_PROVIDER_IDS.find((id) => PAYMENT_OPTIONS[INSTALMENT_PROVIDERS[id].option] === option) ?? null;
}

/** The query parameter of CHECKOUT_PATH naming the provider the shopper comes back from. */
export const PROVIDER_RETURN_PARAM = "provider";
/** `POST /api/checkout/{provider}confirmation` (paypalconfirmation, afterpayconfirmation, zipconfirmation, ...). */
export function instalmentConfirmationPath(provider: InstalmentProvider): string {
  return `/api/checkout/${provider}confirmation`;
}
export const InstalmentConfirmationParams = Type.Object({ provider: StringEnum(INSTALMENT_PROVIDER_IDS) });
/**
 * The confirmation's query: the return's parameters. cartId and token are required (the API
 * answers 400 without them); the provider's other parameters travel as they came.
 */
export const InstalmentConfirmationQuery = Type.Object(
  {
    cartId: Uuid,
    token: Type.String({ minLength: 1, maxLength: 4096 }),
    status: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: Type.String({ maxLength: 4096 }) },
);
/**
 * spec 2 §3 "Payment confirmation result": errors and type. type is "success" (the order is
 * complete: go to the confirmation page), "declined" (errors say why), "cancelled" or "error"
 * (the provider could not be reached: 'Service currently unavailable. Please try again later').
 */
export const InstalmentConfirmationAnswer = Type.Object({
  errors: Type.Array(Type.String()),
  type: StringEnum(["success", "declined", "cancelled", "error"]),
  /** Ours: the order was completed by this confirmation (or an earlier one of the same payment). */
  orderCompleted: Type.Boolean(),
  cartId: Type.String(),
});
export type InstalmentConfirmationAnswer = Static<typeof InstalmentConfirmationAnswer>;

/* ------------------------------------------------------------------------------------------------
 * Card request (spec 2 §3): built by @storefront/checkout `buildCardRequest`.
 * --------------------------------------------------------------------------------------------- */

/** spec 2 §3 browserInfo: the screen's size, the gateway's 3-D Secure data. */
export const BrowserInfo = Type.Object({
  screenHeight: Type.Integer({ minimum: 0, maximum: 100_000 }),
  screenWidth: Type.Integer({ minimum: 0, maximum: 100_000 }),
});
export type BrowserInfo = Static<typeof BrowserInfo>;

/** The card fields as they travel: the expiry as MM/YY and the name; number and security code empty. */
export const SentCardDetails = Type.Object({
  cardNo: Type.Optional(Type.String({ maxLength: 0 })),
  cvv: Type.Optional(Type.String({ maxLength: 0 })),
  expiryDate: Type.String({ pattern: "^(0[1-9]|1[0-2])/[0-9]{2}$" }),
  nameOnCard: Type.String({ maxLength: 100 }),
});

export const EncryptedCardValues = Type.Object({
  encryptedCardNumber: Type.String({ maxLength: 4096 }),
  encryptedSecurityCode: Type.String({ maxLength: 4096 }),
});

/**
 * spec 2 §3 "Card request for the card provider". cardNo and cvv travel empty: the number and the
 * security code go only inside encryptedValues (compact JWE, RSA-OAEP-256 with A256GCM), which only
 * the card provider can read.
 */
export const CardProviderRequest = Type.Object({
  cardDetails: SentCardDetails,
  browserInfo: BrowserInfo,
  encryptedValues: EncryptedCardValues,
  cardHolderName: Type.String({ maxLength: 100 }),
});
export type CardProviderRequest = Static<typeof CardProviderRequest>;

/* ------------------------------------------------------------------------------------------------
 * Shared pieces.
 * --------------------------------------------------------------------------------------------- */

/** A calendar day: [year, month 1-12, day 1-31]. */
export const CalendarDate = Type.Tuple([
  Type.Integer({ minimum: 2000, maximum: 2200 }),
  Type.Integer({ minimum: 1, maximum: 12 }),
  Type.Integer({ minimum: 1, maximum: 31 }),
]);
export type CalendarDate = Static<typeof CalendarDate>;

/**
 * Form text as sent. The request schema caps the size (and, as every string of a request, the API
 * refuses control characters: common.ts); the spec 2 §5 rules (with their messages) are run by
 * the API with `@storefront/validation/checkout`, as the form runs them.
 */
const FormText = (maxLength = 300, { multiLine = false } = {}) =>
  Nullable(Type.String({ maxLength, ...(multiLine ? { [MULTI_LINE_KEYWORD]: true } : {}) }));

/** spec 2 §3 deliveryAddress (billingAddress: the same without deliveryInstructions). */
export const CheckoutAddress = Type.Object({
  firstName: Type.Optional(FormText()),
  lastName: Type.Optional(FormText()),
  companyName: Type.Optional(FormText()),
  address: Type.Optional(FormText()),
  suburb: Type.Optional(FormText()),
  /** AU only; left out or null in NZ. */
  state: Type.Optional(FormText()),
  postcode: Type.Optional(FormText()),
  /** "AU" or "NZ"; the storefront's country when missing. */
  country: Type.Optional(FormText(2)),
  deliveryInstructions: Type.Optional(FormText(1000, { multiLine: true })),
});
export type CheckoutAddress = Static<typeof CheckoutAddress>;

/** An address as the API answers it (customer addresses, the order's addresses). */
export const AddressAnswer = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  companyName: Nullable(Type.String()),
  address: Type.String(),
  suburb: Type.String(),
  state: Nullable(Type.String()),
  postcode: Type.String(),
  country: Type.String(),
  deliveryInstructions: Type.Optional(Nullable(Type.String())),
});
export type AddressAnswer = Static<typeof AddressAnswer>;

/* ------------------------------------------------------------------------------------------------
 * GET /api/checkout: the checkout view (spec 2 §3).
 * --------------------------------------------------------------------------------------------- */

export const CheckoutStoreContact = Type.Object({
  phone: Type.String(),
  address: Type.String(),
  suburb: Type.String(),
  postcode: Type.String(),
  state: Type.String(),
});

export const CheckoutStoreOption = Type.Object({ subdivision: Type.String(), name: Type.String(), selected: Type.Boolean() });
export const SalesPerson = Type.Object({
  code: Type.String(),
  name: Type.String(),
  subdivision: Type.String(),
  selected: Type.Boolean(),
});

export const CheckoutCustomer = Type.Object({
  email: Type.String(),
  phone: Nullable(Type.String()),
  /** A locked customer's email, phone and billing fields are read-only (spec 2 §4). */
  locked: Type.Boolean(),
  shippingAddress: Nullable(AddressAnswer),
  billingAddress: Nullable(AddressAnswer),
});

export const CheckoutView = Type.Object({
  /** The shopper's cart (all zeros when there is none). */
  cartId: Type.String(),
  /** Bitwise OR of CHECKOUT_OPTIONS. */
  opts: Type.Integer({ minimum: 0 }),
  /** The store of cash and carry; null when cash and carry is not offered. */
  store: Nullable(CheckoutStoreContact),
  /** Each storefront brand's card-encryption certificate (PEM), keyed by brand id. */
  x509EncryptionKeys: Type.Record(Type.String(), Type.String()),
  /** The minimum deposit in percent of the order total (spec 2 §5). */
  partialPaymentPercentage: Type.Number(),
  /** The signed-in customer, or null for a guest. */
  customer: Nullable(CheckoutCustomer),
  stores: Type.Array(CheckoutStoreOption),
  salesPeople: Type.Array(SalesPerson),
  /** Ours: "AU" or "NZ" (state and phone rules follow it). */
  country: StringEnum(["AU", "NZ"]),
  /** Ours: AUD or NZD. */
  currency: StringEnum(["AUD", "NZD"]),
});
export type CheckoutView = Static<typeof CheckoutView>;

/* ------------------------------------------------------------------------------------------------
 * The checkout form values (spec 2 §3), sent to POST /api/checkout/avail and POST /api/checkout.
 * --------------------------------------------------------------------------------------------- */

export const SupplierDeliveryDate = Type.Object({
  supplier: Type.String({ maxLength: 100 }),
  deliveryDate: CalendarDate,
  price: Type.Number({ minimum: 0 }),
});

const checkoutFormFields = {
  cartId: Type.String({ maxLength: 64 }),
  email: Type.Optional(FormText()),
  phoneNumber: Type.Optional(FormText()),
  newsletter: Type.Optional(Type.Boolean()),
  /** The deposit amount when paying part now (spec 2 §5); null or 0 pays the whole total. */
  partialPayment: Type.Optional(Nullable(Type.Number())),
  selectedPaymentOption: Type.Optional(SelectedPaymentOption),
  deliveryAddress: CheckoutAddress,
  /** null when billing is the same as delivery. */
  billingAddress: Type.Optional(Nullable(CheckoutAddress)),
  poNumber: Type.Optional(FormText()),
  devicePaymentCode: Type.Optional(FormText(20)),
  deliveryDate: Type.Optional(Nullable(CalendarDate)),
  supplierDeliveryDates: Type.Optional(Type.Array(SupplierDeliveryDate, { maxItems: 20 })),
  winningDeliveryServiceOverride: Type.Optional(Type.Boolean()),
  /** The chosen delivery services by sku. */
  deliveryServices: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 })),
  requestedDeliveryContact: Type.Optional(Type.Boolean()),
  requestedInstallationContact: Type.Optional(Type.Boolean()),
  EarlyNotification: Type.Optional(Type.Boolean()),
  stockFeeAcknowledged: Type.Optional(Type.Boolean()),
  cashAndCarry: Type.Optional(Type.Boolean()),
  brandsWarnings: Type.Optional(Type.Object({ mieleWarning: Type.Optional(Type.Boolean()) })),
  fraudCheckToken: Type.Optional(FormText(2000)),
  subdivision: Type.Optional(FormText(40)),
  salespersonCode: Type.Optional(FormText(40)),
  /** The cart as the page shows it; orderTotal is the cart's own total (before delivery). */
  cart: Type.Optional(
    Type.Object({
      items: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 100 })),
      orderTotal: Type.Optional(Type.Number()),
      couponCode: Type.Optional(FormText(40)),
    }),
  ),
};

/** POST /api/checkout/avail: the form with card details and delivery date nulled; the address decides. */
export const AvailabilityRequest = Type.Object({
  ...checkoutFormFields,
  cardDetails: Type.Optional(Type.Null()),
});
export type AvailabilityRequest = Static<typeof AvailabilityRequest>;

/**
 * POST /api/checkout: the form values with the card request of @storefront/checkout spread in
 * (cardDetails, browserInfo, encryptedValues, cardHolderName; only for the credit card), the
 * Order Total the shopper agreed to, and the header `Idempotency-Key` (1 to 64 visible ASCII
 * characters, one per submit and the same on its retries).
 */
export const CheckoutRequest = Type.Object({
  ...checkoutFormFields,
  /** The Order Total the summary shows (cart + delivery + supplier lines + priced services). */
  orderTotal: Type.Number(),
  cardDetails: Type.Optional(Nullable(SentCardDetails)),
  browserInfo: Type.Optional(BrowserInfo),
  encryptedValues: Type.Optional(EncryptedCardValues),
  cardHolderName: Type.Optional(Type.String({ maxLength: 100 })),
});
export type CheckoutRequest = Static<typeof CheckoutRequest>;

export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
export const IDEMPOTENCY_KEY_PATTERN = "^[\\x21-\\x7E]{1,64}$";
export const CheckoutHeaders = Type.Object({
  "idempotency-key": Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN }),
});

/* ------------------------------------------------------------------------------------------------
 * POST /api/checkout/avail answer: the post-address response (spec 2 §3).
 * --------------------------------------------------------------------------------------------- */

/** spec 2 §3 availability date entry, with ours: sameDay and the daily storage fee from that day. */
export const AvailabilityDate = Type.Object({
  date: CalendarDate,
  /** The delivery price on that day (0 is Free). */
  price: Type.Number(),
  available: Type.Boolean(),
  /** Ours: the day is today ('Same Day Delivery'). */
  sameDay: Type.Boolean(),
  /** Ours: the daily storage fee that day incurs (0 within the free 60 days or when no product qualifies). */
  storageFee: Type.Number(),
});
export type AvailabilityDate = Static<typeof AvailabilityDate>;

/** spec 2 §3 delivery service. */
export const DeliveryService = Type.Object({
  sku: Type.String(),
  title: Type.String(),
  price: Type.Number(),
  blurb: Type.String(),
  selected: Type.Boolean(),
  hidden: Type.Boolean(),
});
export type DeliveryService = Static<typeof DeliveryService>;

export const SupplierAvailability = Type.Object({
  supplier: Type.String(),
  title: Type.String(),
  availability: Type.Array(AvailabilityDate),
});

export const StorageTerms = Type.Object({
  /** 60: storage is free for this many days from today. */
  freeDays: Type.Integer(),
  /** 4: the daily fee after the free days. */
  dailyFee: Type.Number(),
  /** 300: products at or above this price that are not proforma incur it. */
  minimumProductPrice: Type.Number(),
  /** Whether the cart holds a product the fee applies to. */
  appliesToCart: Type.Boolean(),
  /** The first day that incurs the fee. */
  firstFeeDate: CalendarDate,
});

export const AvailabilityAnswer = Type.Object({
  cartId: Type.String(),
  /** 42 days from the Monday of this week in the storefront's zone; past days are not available. */
  availability: Type.Array(AvailabilityDate),
  /** The extended option: the 21 days after the calendar. */
  extendedAvailability: Type.Array(AvailabilityDate),
  supplierAvailability: Type.Array(SupplierAvailability),
  supplierErrors: Type.Array(Type.String()),
  winningDeliveryServiceOverride: Type.Boolean(),
  showNotifyIfAvailableSooner: Type.Boolean(),
  deliveryServices: Type.Array(DeliveryService),
  showInstallationContact: Type.Boolean(),
  showUniqueDeliveryRequirements: Type.Boolean(),
  /** No delivery to this address: the calendar is empty. */
  deliveryUnavailable: Type.Boolean(),
  storage: StorageTerms,
});
export type AvailabilityAnswer = Static<typeof AvailabilityAnswer>;

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
 * POST /api/checkout/void, GET /api/payment/status.
 * --------------------------------------------------------------------------------------------- */

export const VoidRequest = Type.Object({ cartId: Uuid, selectedPaymentOption: SelectedPaymentOption });
export const VoidAnswer = Type.Object({
  /** The payment was cancelled (or was already). */
  cancelled: Type.Boolean(),
  paymentReference: Nullable(Type.String()),
});
export type VoidAnswer = Static<typeof VoidAnswer>;

export const PAYMENT_STATUSES = ["Pending", "Approved", "Declined", "Cancelled", "Expired", "Unknown"] as const;
export const PaymentStatusQuery = Type.Object({
  cartId: Uuid,
  paymentReference: Type.Optional(Type.String({ maxLength: 100 })),
  selectedPaymentOption: Type.Optional(SelectedPaymentOption),
});
export const PaymentStatusAnswer = Type.Object({ paymentStatus: StringEnum(PAYMENT_STATUSES), message: Type.String() });
export type PaymentStatusAnswer = Static<typeof PaymentStatusAnswer>;

/* ------------------------------------------------------------------------------------------------
 * Payment configuration (spec 2 §3).
 * --------------------------------------------------------------------------------------------- */

export const PAYMENT_METHOD_NAMES = [
  "None",
  "AfterPay",
  "Zip",
  "CreditCard",
  "PayPal",
  "Klarna",
  "ZipInStore",
  "Cash",
  "Humm",
  "ApplePay",
  "GooglePay",
  "PayPalBnpl",
] as const;

const ProviderLimits = Type.Object({ minimumAmount: Type.Number(), maximumAmount: Type.Number() });
const providerConfig = <Details extends TSchema>(details: Details) => Type.Object({ isEnabled: Type.Boolean(), details });
export const ZipDetails = Type.Object({
  minimumAmount: Type.Number(),
  maximumAmount: Type.Number(),
  repaymentPeriodMonths: Type.Integer(),
  offerExpiry: Nullable(Type.String()),
  offerExpiryInclusion: Nullable(Type.String()),
});

/** GET /api/checkout/paymentconfiguration (non-trade storefronts). */
export const PaymentConfiguration = Type.Object({
  klarna: providerConfig(ProviderLimits),
  afterPay: providerConfig(ProviderLimits),
  payPal: providerConfig(ProviderLimits),
  humm: providerConfig(ProviderLimits),
  zip: providerConfig(ZipDetails),
  applepay: providerConfig(Type.Object({})),
  googlepay: providerConfig(Type.Object({})),
  x509EncryptionKeys: Type.Record(Type.String(), Type.String()),
});
export type PaymentConfiguration = Static<typeof PaymentConfiguration>;

/** GET /api/checkout/v2/paymentconfiguration (storefronts with PaymentConfigurationV2): the brand's own certificate. */
export const PaymentConfigurationV2 = Type.Object({
  paymentConfigurations: Type.Array(
    Type.Object({
      paymentMethod: StringEnum(PAYMENT_METHOD_NAMES),
      isEnabled: Type.Boolean(),
      minimumAmount: Nullable(Type.Number()),
      maximumAmount: Nullable(Type.Number()),
    }),
  ),
  x509EncryptionKeys: Type.Record(Type.String(), Type.String()),
});
export type PaymentConfigurationV2 = Static<typeof PaymentConfigurationV2>;

/* ------------------------------------------------------------------------------------------------
 * Coupons and the guest email (spec 2 §7, spec 3 §7): the answers are the cart.
 * --------------------------------------------------------------------------------------------- */

/** POST /api/cart/coupon/: a coupon or gift card code; answers the cart (couponCode and discounts set). */
export const ApplyCouponRequest = Type.Object({
  code: Type.String({ maxLength: 100 }),
  userEmail: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
});
export const CouponParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
/** POST /api/cart/email: the guest's email on the cart; answers the cart. */
export const CartEmailRequest = Type.Object({ email: Type.String({ maxLength: 300 }) });
export { Cart as CouponAnswer };

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
  poNumber: Nullable(Type.String()),
  couponCode: Nullable(Type.String()),
  subtotal: Type.Number(),
  discount: Type.Number(),
  shipping: Type.Number(),
  servicesTotal: Type.Number(),
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
   * Ours: the payment type as staff read it: 'Credit Card', 'PayPal', 'Zip', 'Afterpay', 'Zip in store',
   * and STAFF_PAYMENT_TYPES for the gatewayless staff options.
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

/** The 3-D Secure return: the sandbox's challenge page form-posts redirectResult here (?cartId=). */
export const THREE_DS_RETURN_PATH = "/api/checkout/3ds-return";
export const ThreeDsReturnQuery = Type.Object({ cartId: Uuid });
export const ThreeDsReturnBody = Type.Object({ redirectResult: Type.String({ maxLength: 8192 }) });
/** Where the 3-D Secure return sends the browser. */
export const CHECKOUT_PATH = "/customer/checkout";
export const CONFIRMATION_PATH = "/customer/confirmation";
/** The query parameter of /customer/checkout that carries a refused 3-D Secure payment's reason. */
export const PAYMENT_ERROR_PARAM = "paymentError";
