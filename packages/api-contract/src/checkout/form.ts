/**
 * The checkout page's view and form (spec 2 §3): GET /api/checkout, the form values sent to
 * POST /api/checkout/avail and POST /api/checkout, the form's own messages (delivery service
 * override, Miele, fraud check: issue 14 item 5), and the cart calls the page makes (coupons, the
 * guest email).
 *
 * Dates of the calendar are [year, month, day] with month 1 to 12.
 */
import { Cart } from "../cart";
import { MULTI_LINE_KEYWORD, Nullable, type Static, StringEnum, Type } from "../common";
import { COUPON_MAX_LENGTH } from "@storefront/validation/coupon-rules";
import { SelectedPaymentOption } from "./options";
import { BrowserInfo, EncryptedCardValues, SentCardDetails } from "./payments";

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

/** An answer to a unique delivery requirement (spec 2 §3), by the requirement's id. */
export const DeliveryRequirementAnswer = Type.Object({
  id: Type.String({ maxLength: 40 }),
  answer: FormText(300),
});

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
  /** The answers to the availability answer's uniqueDeliveryRequirements. */
  uniqueDeliveryRequirements: Type.Optional(Type.Array(DeliveryRequirementAnswer, { maxItems: 10 })),
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
  /** The Order Total the summary shows (cart + delivery + supplier lines + priced services + the tip). */
  orderTotal: Type.Number(),
  /**
   * Ours (issue 45 item 4): the delivery tip in whole dollars; missing, null or 0 for none. The
   * API refuses any other tip unless the storefront offers tips (TipEnabled) and the order is
   * delivered, and anything but whole dollars from 1 to 100 (@storefront/validation/tip).
   */
  tip: Type.Optional(Nullable(Type.Number())),
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

/**
 * POST /api/giftcard/balance (ours; spec 3 page type vouchers): a gift card's balance by its number,
 * for the vouchers page. Not a coupon, and not another shop's card: those are 404 (the "gift card
 * path" whose 404 asks for no redirect, spec 1 §8). The number is at most COUPON_MAX_LENGTH long.
 */
export const GIFT_CARD_BALANCE_PATH = "/api/giftcard/balance";
export const GiftCardBalanceRequest = Type.Object({ code: Type.String({ maxLength: COUPON_MAX_LENGTH }) });
export type GiftCardBalanceRequest = Static<typeof GiftCardBalanceRequest>;
/** What is left on the card now (what pending orders hold is taken off), and whether it can be spent: usable, expired or empty. */
export const GiftCardBalance = Type.Object({
  code: Type.String(),
  balance: Type.Number(),
  initialBalance: Type.Number(),
  currency: Type.String(),
  /** The last day it can be spent (YYYY-MM-DD). */
  expiresOn: Type.String(),
  state: StringEnum(["usable", "expired", "empty"]),
});
export type GiftCardBalance = Static<typeof GiftCardBalance>;
