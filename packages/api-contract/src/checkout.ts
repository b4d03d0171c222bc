/**
 * Checkout's calls (spec 2 §3 and §7): the checkout view, the delivery calendar by address, the
 * submit with its card request, void, payment status, payment configuration, the order for the
 * confirmation page, and the card request the browser builds for the card provider.
 *
 * Money is in the storefront's currency (AUD, or NZD in NZ) as a number of dollars with cents.
 * Dates of the calendar are [year, month, day] with month 1 to 12.
 *
 * The contract is split by concept in checkout/: options (flags, payment options, staff options),
 * form (the view, the form values and requests, coupons), delivery (the calendar's answer),
 * payments (providers, card request, status, configuration, 3-D Secure return) and order (the
 * submit's answer, the confirmation's order, when its amount is collected). This file lists what `@storefront/api-contract/checkout`
 * exports.
 */
export {
  CHECKOUT_OPTIONS,
  hasCheckoutOption,
  PAYMENT_OPTIONS,
  SelectedPaymentOption,
  STAFF_CHECKOUT_OPTIONS,
  STAFF_CHECKOUT_OPTIONS_MASK,
  STAFF_PAYMENT_OPTIONS,
  isStaffPaymentOption,
  STAFF_ONLY_MESSAGE,
  StaffOnlyFailure,
  SALESPERSON_MESSAGE,
  OTHER_PAYMENT_METHOD_LABEL,
  STAFF_PAYMENT_TYPES,
} from "./checkout/options";
export type { CheckoutOptionName, PaymentOptionName, StaffCheckoutOptionName } from "./checkout/options";
export {
  ZIP_IN_STORE_POLL_INTERVAL_MS,
  ZIP_IN_STORE_POLL_LIMIT_MS,
  ZIP_IN_STORE_MODAL_TITLE,
  ZIP_IN_STORE_MODAL_TEXT,
  zipPollTimeoutMessage,
  ZIP_IN_STORE_STATUS_MESSAGES,
  ZIP_IN_STORE_APP_PATH,
  INSTALMENT_PROVIDERS,
  INSTALMENT_PROVIDER_IDS,
  WALLET_PROVIDERS,
  APPLE_PAY_SCRIPT_PATH,
  GOOGLE_PAY_EXPRESS_PATH,
  GOOGLE_PAY_EXPRESS_MESSAGE,
  instalmentProviderOf,
  PROVIDER_RETURN_PARAM,
  instalmentConfirmationPath,
  InstalmentConfirmationParams,
  InstalmentConfirmationQuery,
  InstalmentConfirmationAnswer,
  BrowserInfo,
  SentCardDetails,
  EncryptedCardValues,
  CardProviderRequest,
  VoidRequest,
  VoidAnswer,
  PAYMENT_STATUSES,
  PaymentStatusQuery,
  PaymentStatusAnswer,
  PAYMENT_METHOD_NAMES,
  ZipDetails,
  PaymentConfiguration,
  PaymentConfigurationV2,
  THREE_DS_RETURN_PATH,
  ThreeDsReturnQuery,
  ThreeDsReturnBody,
  PAYMENT_ERROR_PARAM,
} from "./checkout/payments";
export type { GooglePayExpressMessage, InstalmentProvider, WalletProvider, WalletShopperDetails } from "./checkout/payments";
export {
  DELIVERY_SERVICE_OVERRIDE_MESSAGE,
  MIELE_WARNING_LABEL,
  MIELE_WARNING_MESSAGE,
  FRAUD_CHECK_MESSAGE,
  FRAUD_CHECK_SCRIPT_PATH,
  FRAUD_CHECK_VERIFY_PATH,
  CalendarDate,
  CheckoutAddress,
  AddressAnswer,
  CheckoutStoreContact,
  CheckoutStoreOption,
  SalesPerson,
  CheckoutCustomer,
  CheckoutView,
  SupplierDeliveryDate,
  DeliveryRequirementAnswer,
  AvailabilityRequest,
  CheckoutRequest,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  CheckoutHeaders,
  ApplyCouponRequest,
  CouponParams,
  CartEmailRequest,
  CouponAnswer,
  GIFT_CARD_BALANCE_PATH,
  GiftCardBalanceRequest,
  GiftCardBalance,
} from "./checkout/form";
export {
  AvailabilityDate,
  DeliveryService,
  SupplierAvailability,
  StorageTerms,
  UniqueDeliveryRequirement,
  PaidInstall,
  SwapAlternative,
  ProductSwap,
  AvailabilityAnswer,
} from "./checkout/delivery";
export {
  Secure3DResponse,
  CheckoutAnswer,
  CardCheckFailure,
  ORDER_TOTAL_CHANGED_MESSAGE,
  OrderQuery,
  OrderLine,
  OrderAnswer,
  paymentCollection,
  ORDER_AMOUNT_LABELS,
} from "./checkout/order";
export type { PaymentCollection } from "./checkout/order";
