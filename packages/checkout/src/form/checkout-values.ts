import type { BrandConfig } from "@storefront/ui-kit/brand";
import type { STAFF_PAYMENT_OPTIONS } from "@storefront/api-contract/checkout";
import { hasMieleProduct, type CheckoutSchemaOptions, type PaymentMethodName } from "@storefront/validation/checkout";

/**
 * The checkout form's values (spec 2 §3 "Checkout form values"), the part this page edits. The
 * rules that judge them live once, in `@storefront/validation/checkout`; this file only says what
 * the form starts from and which options the rules are built with.
 */

export interface AddressValues {
  firstName: string;
  lastName: string;
  companyName: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  country: string;
}

export interface DeliveryAddressValues extends AddressValues {
  deliveryInstructions: string;
}

export interface CardValues {
  nameOnCard: string;
  cardNo: string;
  expiryDate: string;
  cvv: string;
}

/** The staff payment options (contract STAFF_PAYMENT_OPTIONS): Zip in store, the other payment method, account credit, cash on delivery. */
export type StaffPaymentMethod = (typeof STAFF_PAYMENT_OPTIONS)[number];
/** The form's payment method: the spec's payment method names and the staff options. */
export type FormPaymentMethod = PaymentMethodName | StaffPaymentMethod;

/** The method the shared rules are built for: the staff options without a code or card read as "None". */
export function schemaPaymentMethod(method: FormPaymentMethod): PaymentMethodName {
  return method === "StaffOnlyOtherPaymentMethod" || method === "CRAccount" || method === "COD" ? "None" : method;
}

/** A delivery date as the API sends it: [year, month (1 to 12), day]. */
export type DeliveryDate = readonly [number, number, number];

export interface CheckoutValues {
  email: string;
  phoneNumber: string;
  newsletter: boolean;
  deliveryAddress: DeliveryAddressValues;
  billingSameAsShipping: boolean;
  billingAddress: AddressValues;
  poNumber: string;
  selectedPaymentOption: FormPaymentMethod;
  cardDetails: CardValues;
  /** Zip in store: the customer's 6-digit store code (spec 2 §3 devicePaymentCode). */
  devicePaymentCode: string;
  /** Staff: cash and carry (spec 2 §4): the store's address, delivery today. */
  cashAndCarry: boolean;
  /** Staff: the provider's own delivery service (issue 14 item 5). */
  winningDeliveryServiceOverride: boolean;
  /** Staff: the chosen store (its storeUri) and salesperson (spec 2 §4 "Salesperson selection"). */
  subdivision: string;
  salespersonCode: string;
  deliveryDate: DeliveryDate | null;
  deliveryServices: string[];
  requestedDeliveryContact: boolean;
  requestedInstallationContact: boolean;
  EarlyNotification: boolean;
  stockFeeAcknowledged: boolean;
  brandsWarnings: { mieleWarning: boolean };
  /** The answers to the unique delivery requirements the delivery lookup asked, by requirement id (spec 2 §3). */
  deliveryRequirementAnswers: Record<string, string>;
}

export function emptyAddress(country: string): AddressValues {
  return { firstName: "", lastName: "", companyName: "", address: "", suburb: "", state: "", postcode: "", country };
}

/** spec 2 §3 and spec 3 §3: newsletter on and billing same as shipping by default; card is the default payment. */
export function initialCheckoutValues(brand: Pick<BrandConfig, "country">, saved?: Partial<CheckoutValues> | null): CheckoutValues {
  const blank: CheckoutValues = {
    email: "",
    phoneNumber: "",
    newsletter: true,
    deliveryAddress: { ...emptyAddress(brand.country), deliveryInstructions: "" },
    billingSameAsShipping: true,
    billingAddress: emptyAddress(brand.country),
    poNumber: "",
    selectedPaymentOption: "CreditCard",
    cardDetails: { nameOnCard: "", cardNo: "", expiryDate: "", cvv: "" },
    devicePaymentCode: "",
    cashAndCarry: false,
    winningDeliveryServiceOverride: false,
    subdivision: "",
    salespersonCode: "",
    deliveryDate: null,
    deliveryServices: [],
    requestedDeliveryContact: false,
    requestedInstallationContact: false,
    EarlyNotification: false,
    stockFeeAcknowledged: false,
    brandsWarnings: { mieleWarning: false },
    deliveryRequirementAnswers: {},
  };
  if (!saved) return blank;
  return {
    ...blank,
    ...saved,
    deliveryAddress: { ...blank.deliveryAddress, ...saved.deliveryAddress },
    billingAddress: { ...blank.billingAddress, ...saved.billingAddress },
    // The card is never kept anywhere: it always starts empty.
    cardDetails: blank.cardDetails,
    // Nor are the staff's choices of one sale.
    devicePaymentCode: "",
    cashAndCarry: false,
    winningDeliveryServiceOverride: false,
  };
}

export interface SchemaContext {
  brand: Pick<BrandConfig, "country" | "features">;
  /** Brands of the cart's products (a Miele product changes two limits and adds a warning). */
  cartBrands: readonly string[];
  lockedCustomer?: boolean;
  /** Nothing to pay (validation's isPaymentFree of the Order Total): no payment details are asked for. */
  paymentFree?: boolean;
  stockFeeAcknowledgementRequired?: boolean;
  /** The unique delivery requirements the delivery lookup asked: each needs an answer. */
  deliveryRequirements?: CheckoutSchemaOptions["deliveryRequirements"];
  /** The delivery tip is offered (issue 45 item 4): 'Another amount' is judged when chosen. */
  deliveryTip?: boolean;
}

/** The options `buildCheckoutSchema` is built with, from the brand's flags and the form's state. */
export function checkoutSchemaOptions(
  values: Pick<CheckoutValues, "billingSameAsShipping" | "selectedPaymentOption">,
  context: SchemaContext,
): CheckoutSchemaOptions {
  const flags = context.brand.features.checkout;
  return {
    // spec 2 §4: state validators only in AU, NZ phone rules in NZ.
    country: context.brand.country,
    mieleInCart: hasMieleProduct(context.cartBrands),
    lockedCustomer: context.lockedCustomer ?? false,
    billingSameAsShipping: values.billingSameAsShipping,
    // spec 2 §4: nothing to pay needs no card and no store code, whichever method was chosen before.
    paymentMethod: context.paymentFree ? "None" : schemaPaymentMethod(values.selectedPaymentOption),
    lastNameMaxLength: flags.lastNameMaxLength,
    purchaseOrderField: flags.purchaseOrderField,
    paymentFree: context.paymentFree,
    stockFeeAcknowledgementRequired: context.stockFeeAcknowledgementRequired,
    deliveryRequirements: context.deliveryRequirements,
    deliveryTip: context.deliveryTip,
  };
}
