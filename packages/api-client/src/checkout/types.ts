/** Checkout calls (spec 2 §3 and §7). */
import type { PaymentMethodName } from "@storefront/validation/checkout";
import type { CartProduct } from "../cart/types";

export type { PaymentMethodName };

/** [year, month, day] */
export type DateTuple = [number, number, number];

export interface CheckoutAddress {
  firstName: string;
  lastName: string;
  companyName?: string | null;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  country: string;
}

export interface DeliveryAddress extends CheckoutAddress {
  deliveryInstructions?: string | null;
}

export interface CardDetails {
  nameOnCard: string;
  cardNo: string;
  /** MM / YYYY in the form; MM/YY to the card provider. */
  expiryDate: string;
  cvv: string;
}

export interface SupplierDeliveryDate {
  supplier: string;
  deliveryDate: DateTuple;
  price: number;
}

/** The checkout form values (spec 2 §3). */
export interface CheckoutFormValues {
  cartId: string;
  email: string;
  phoneNumber: string;
  newsletter: boolean;
  partialPayment: number;
  /** The option flag of the selected method (Default 0, PayPal 2, Zip 256, Afterpay 2048, ...). */
  selectedPaymentOption: number;
  deliveryAddress: DeliveryAddress;
  /** null when billing is the same as shipping. */
  billingAddress: CheckoutAddress | null;
  poNumber?: string | null;
  cardDetails: CardDetails | null;
  devicePaymentCode?: string | null;
  deliveryDate: DateTuple | null;
  supplierDeliveryDates: SupplierDeliveryDate[];
  winningDeliveryServiceOverride: boolean;
  /** Service SKUs. */
  deliveryServices: string[];
  requestedDeliveryContact: boolean;
  requestedInstallationContact: boolean;
  EarlyNotification: boolean;
  stockFeeAcknowledged?: boolean;
  cashAndCarry: boolean;
  brandsWarnings: { mieleWarning: boolean };
  fraudCheckToken: string;
  subdivision?: string | null;
  salespersonCode?: string | null;
  cart: { items: CartProduct[]; orderTotal: number; couponCode?: string | null };
}

/** spec 2 §3 numeric option flags that are known; others are not shown. */
export const checkoutOptionFlags = {
  Default: 0,
  PayPal: 2,
  Zip: 256,
  AfterPay: 2048,
} as const;

export interface CheckoutStore {
  phone: string;
  address: string;
  suburb: string;
  postcode: string;
  state: string;
}

export interface CheckoutCustomer {
  email: string;
  phone: string;
  locked: boolean;
  shippingAddress: DeliveryAddress | null;
  billingAddress: CheckoutAddress | null;
}

/** GET /api/checkout: the checkout view (spec 2 §3). */
export interface CheckoutView {
  /** Bit flags of the options shown (CashAndCarry, AfterPay, Zip, PayPal, COD, ...). */
  opts: number;
  /** The named flags the server set, for readability (ours). */
  options: string[];
  store: CheckoutStore | null;
  x509EncryptionKeys: Record<string, string>;
  partialPaymentPercentage: number | null;
  customer: CheckoutCustomer | null;
  stores: { subdivision: string; name: string; selected: boolean }[];
  salesPeople: { code: string; name: string; subdivision: string; selected: boolean }[];
}

/** POST /api/checkout body: the form plus what the card step adds. */
export interface CheckoutRequest extends CheckoutFormValues {
  cardRequest?: CardProviderRequest | null;
  /** The flag spec 2 §7 mentions (not named); ours: true when posted from the checkout page. */
  isCheckoutPage?: boolean;
  checkoutView?: CheckoutView;
}

/** spec 2 §3: what the card provider receives. */
export interface CardProviderRequest {
  cardDetails: { cardNo: string; expiryDate: string; cvv: string; nameOnCard: string };
  browserInfo: { screenHeight: number; screenWidth: number };
  encryptedValues: Record<string, string>;
  cardHolderName: string;
}

/** POST /api/checkout answer (spec 2 §3). */
export interface CheckoutResponse {
  orderCompleted: boolean;
  success: boolean;
  paymentReference: string | null;
  redirectUrl: string | null;
  secure3DResponse: { htmlFormAction: string; htmlFormToPost: string } | null;
  refusalReason?: string | null;
  x509EncryptionKeys?: Record<string, string> | null;
}

export interface AvailabilityDate {
  date: DateTuple;
  price: number;
  available: boolean;
}

export interface DeliveryService {
  sku: string;
  title: string;
  price: number;
  blurb: string;
  selected: boolean;
  hidden: boolean;
}

/** POST /api/checkout/avail answer: the post-address response (spec 2 §3). */
export interface AvailabilityResponse {
  availability: AvailabilityDate[];
  supplierAvailability: { supplier: string; dates: AvailabilityDate[] }[];
  supplierErrors: string[];
  winningDeliveryServiceOverride: boolean;
  cartId: string;
  showNotifyIfAvailableSooner: boolean;
  deliveryServices: DeliveryService[];
  showInstallationContact: boolean;
  showUniqueDeliveryRequirements: boolean;
  deliveryUnavailable: boolean;
}

/** POST /api/checkout/void. */
export interface VoidPaymentRequest {
  cartId: string;
  selectedPaymentOption: number;
}

export type ZipPaymentStatus = "Pending" | "Approved" | "Declined" | "Cancelled" | "Expired" | "Unknown";

/** GET /api/payment/status answer. */
export interface PaymentStatusAnswer {
  paymentStatus: ZipPaymentStatus;
  message: string | null;
}

export interface PaymentStatusQuery {
  cartId: string;
  paymentReference: string;
  selectedPaymentOption: number;
}

export type ConfirmationProvider = "zip" | "paypal" | "afterpay";

/** Confirmation calls' answer (spec 2 §3 "Payment confirmation result"). */
export interface PaymentConfirmationResult {
  errors: string[];
  type: string;
}

export interface ProviderConfig {
  isEnabled: boolean;
  details: { minimumAmount: number; maximumAmount: number } | null;
}

export interface ZipConfig extends ProviderConfig {
  details: { minimumAmount: number; maximumAmount: number; repaymentPeriodMonths: number; offerExpiry: string | null; offerExpiryInclusion: string | null } | null;
}

/** GET api/checkout/paymentconfiguration (spec 2 §3, spec 3 §3). */
export interface PaymentConfiguration {
  Klarna: ProviderConfig;
  AfterPay: ProviderConfig;
  PayPal: ProviderConfig;
  Humm: ProviderConfig;
  Zip: ZipConfig;
  applepay: { isEnabled: boolean; details: Record<string, unknown> | null };
  googlepay: { isEnabled: boolean; details: Record<string, unknown> | null };
  x509EncryptionKeys: Record<string, string>;
}

/** GET api/checkout/v2/paymentconfiguration (trade app). */
export interface PaymentConfigurationV2 {
  paymentConfigurations: PaymentConfiguration;
  x509EncryptionKeys: Record<string, string>;
}

/** GET /api/locality/{query} for the checkout suburb field. */
export interface SuburbResult {
  suburb: string;
  state: string;
  postcode: string;
}
