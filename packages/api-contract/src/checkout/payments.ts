/**
 * How a checkout is paid (spec 2 §2, §3, §4, §7): Zip in store, the instalment providers and their
 * confirmations, the card request the browser builds, void and payment status, the payment
 * configuration, and the 3-D Secure return with the pages it sends the browser to.
 *
 * Money is in the storefront's currency (AUD, or NZD in NZ) as a number of dollars with cents.
 */
import { PAYMENT_METHOD_NAMES } from "@storefront/validation/checkout";
import { Nullable, type Static, StringEnum, type TSchema, Type } from "../common";
import { Uuid } from "../patterns";
import { PAYMENT_OPTIONS, type PaymentOptionName, SelectedPaymentOption } from "./options";

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
  // Ours (issue 44 item 4): PayPal's pay later and the card wallets are hosted checkouts too: the
  // shopper approves on PayPal's page or in the wallet's payment sheet and comes back the same way.
  paypalbnpl: { option: "PayPalBnpl", method: "PayPalBnpl", configuration: "payPalBnpl", title: "PayPal Pay in 4" },
  applepay: { option: "ApplePay", method: "ApplePay", configuration: "applepay", title: "Apple Pay" },
  googlepay: { option: "GooglePay", method: "GooglePay", configuration: "googlepay", title: "Google Pay" },
} as const satisfies Record<
  string,
  {
    option: PaymentOptionName;
    method: string;
    configuration: "payPal" | "afterPay" | "zip" | "humm" | "klarna" | "payPalBnpl" | "applepay" | "googlepay";
    title: string;
  }
>;
export type InstalmentProvider = keyof typeof INSTALMENT_PROVIDERS;
/** The card wallets among the hosted-checkout providers: they charge a card, in full, from the wallet's payment sheet. */
export const WALLET_PROVIDERS = ["applepay", "googlepay"] as const satisfies readonly InstalmentProvider[];
export type WalletProvider = (typeof WALLET_PROVIDERS)[number];
/**
 * Apple Pay's browser script, on the payment provider's script origin (the fraud check's): it
 * defines `window.ApplePaySession` where the device can pay with Apple Pay. The real one is Apple's
 * and defines it only in Safari on an Apple device; the payment sandbox's defines it in every
 * browser, so testers and the journeys see Apple Pay in Chromium too.
 */
export const APPLE_PAY_SCRIPT_PATH = "/wallets/apple-pay.js";

/**
 * The express Google Pay sheet (issue 44 item 4; setting IsGooglePayExpressEnabled), on the
 * payment provider's script origin: the checkout opens
 * `{origin}/wallets/googlepay/express?merchantAccount={brand}&origin={storefront origin}&country={AU|NZ}`
 * in a pop-up, as Google Pay opens its sheet; the shopper picks the contact and delivery address
 * the wallet holds, and the sheet posts a GooglePayExpressMessage to the opener (postMessage,
 * to the named origin only). The checkout takes messages from the provider's origin only.
 */
export const GOOGLE_PAY_EXPRESS_PATH = "/wallets/googlepay/express";
export const GOOGLE_PAY_EXPRESS_MESSAGE = "googlepay-express";
/** The contact and delivery address a wallet shares with the shop. */
export interface WalletShopperDetails {
  email: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  country: "AU" | "NZ";
}
export type GooglePayExpressMessage =
  | { type: typeof GOOGLE_PAY_EXPRESS_MESSAGE; status: "selected"; details: WalletShopperDetails }
  | { type: typeof GOOGLE_PAY_EXPRESS_MESSAGE; status: "cancelled" };
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

/** spec 2 §3's payment method names: validation's, listed by the checkout contract too. */
export { PAYMENT_METHOD_NAMES };

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
  /** Ours: PayPal's pay later ("Pay in 4"), its own limits (v2 names it PayPalBnpl). */
  payPalBnpl: providerConfig(ProviderLimits),
  humm: providerConfig(ProviderLimits),
  zip: providerConfig(ZipDetails),
  /** spec 2 §3 names applepay and googlepay with isEnabled and details; their details are ours: the amounts the wallet's card takes. */
  applepay: providerConfig(ProviderLimits),
  googlepay: providerConfig(ProviderLimits),
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

/** The 3-D Secure return: the sandbox's challenge page form-posts redirectResult here (?cartId=). */
export const THREE_DS_RETURN_PATH = "/api/checkout/3ds-return";
export const ThreeDsReturnQuery = Type.Object({ cartId: Uuid });
export const ThreeDsReturnBody = Type.Object({ redirectResult: Type.String({ maxLength: 8192 }) });
/** The query parameter of /customer/checkout that carries a refused 3-D Secure payment's reason. */
export const PAYMENT_ERROR_PARAM = "paymentError";
