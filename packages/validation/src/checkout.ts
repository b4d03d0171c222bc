import { mixed, object, type AnyObjectSchema, type AnySchema } from "yup";
import {
  CVV_MAX_LENGTH,
  CVV_MIN_LENGTH,
  detectCardType,
  EXPIRY_INPUT_MAX_LENGTH,
  isExpiryValid,
  isValidCardNumber,
  isValidCvc,
  isValidZipStoreCode,
} from "./cards";
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, isValidEmail } from "./email";
import { EMAIL_ADDRESS_MESSAGE, INVALID_FORM_MESSAGE } from "./messages";
import { phoneMessages, validatePhone, type PhoneCountry } from "./phone";
import { otherTipMessage } from "./tip";

/**
 * The checkout form (spec 2 §4 and §5): one rule table, read both as plain validation
 * (`validateCheckoutForm`, for the API) and as a yup schema (`buildCheckoutSchema`, for formik).
 */

/** spec 2 §9. */
export const checkoutLimits = {
  addressMax: 50,
  addressMaxWithMiele: 35,
  companyNameMax: 50,
  companyNameMaxWithMiele: 35,
  deliveryInstructionsMax: 150,
  firstNameMax: 20,
  lastNameMax: 20,
  lastNameMaxLong: 29,
  suburbMax: 30,
  stateMax: 3,
  postcodeMax: 4,
  poNumberMax: 40,
  emailMin: EMAIL_MIN_LENGTH,
  emailMax: EMAIL_MAX_LENGTH,
  phoneMin: 8,
  phoneMax: 20,
  cardNumberMax: 19,
  cvvMin: CVV_MIN_LENGTH,
  cvvMax: CVV_MAX_LENGTH,
  expiryInputMax: EXPIRY_INPUT_MAX_LENGTH,
  /** spec 2 §5: suburb search begins after more than 2 characters. */
  suburbSearchAfter: 2,
  /** ours: an answer to a unique delivery requirement (as the delivery instructions). */
  deliveryRequirementMax: 150,
} as const;

/** spec 2 §5 messages, to the character ('aloud' included). Entries marked 'ours' are not shown in the spec. */
export const checkoutMessages = {
  /** ours */
  email: EMAIL_ADDRESS_MESSAGE,
  firstName: (max: number) => `Please enter a first name (max ${max} characters)`,
  lastName: (max: number) => `Please enter a last name (max ${max} characters)`,
  companyNameTooLong: (max: number) => `Company Name cannot be more than ${max} characters`,
  companyNameRequired: (max: number) => `Please enter a company name (max ${max} characters)`,
  addressRequired: (max: number) => `Please enter a valid address (max ${max} characters)`,
  addressTooLong: (max: number) => `Address cannot be more than ${max} characters`,
  poBox: "We don't deliver to PO Boxes",
  suburb: "Please enter a valid suburb",
  /** ours */
  state: "Please enter a valid state",
  /** ours */
  postcode: "Please enter a valid postcode",
  deliveryInstructions: "Only 150 characters are aloud in this field",
  /** ours */
  poNumber: "Please enter a valid purchase order number (max 40 characters)",
  nameOnCard: "Please enter a valid name",
  cardNo: "Please enter a valid card number",
  expiryDate: "Please enter a valid expiry date (MM / YYYY)",
  cvv: "Please enter a valid CVV",
  cvvTooShort: "CVV must be at least 3 digits",
  zipStoreCodeRequired: "Please enter a zip store code",
  zipStoreCode: "Zip store code should be exactly 6 digits and contain only numbers",
  stockFee: "To continue, please tick the box to acknowledge that my delivery date selection will incur a daily fee.",
  /** ours (issue 14): the Miele warning checkbox left unticked with a Miele product in the cart. */
  mieleWarning: "Please confirm the Miele delivery terms.",
  /** ours (issue 44 item 5): a unique delivery requirement left unanswered or too long. */
  deliveryRequirement: (question: string) => `Please answer this delivery question (max 150 characters): ${question}`,
} as const;

/** ours (issue 14): the Miele warning checkbox's label (brandsWarnings.mieleWarning). */
export const MIELE_WARNING_LABEL =
  "I understand Miele products are delivered and installed by Miele, who will contact me to arrange a time.";

/** spec 2 §5: messages that block a submit before any call. */
export const checkoutSubmitMessages = {
  invalidSuburb: "Please, select a suburb in the suggested list.",
  deposit: "There is an error with the deposit amount. Please try again or contact support.",
  invalidForm: INVALID_FORM_MESSAGE,
  deliveryDate: "There is an error with the delivery date. Please try again or contact support.",
} as const;

/**
 * spec 2 §3 supplierErrors (ours: the spec gives the list, not its text): a supplier of the cart's
 * proforma products that cannot deliver to the address. It is also the delivery blocking check's
 * message (spec 2 §5) and the API's 400.
 */
export function supplierErrorMessage(supplier: string, locality: { suburb: string; state: string; postcode: string }): string {
  const place = [locality.suburb, locality.state, locality.postcode].filter(Boolean).join(" ");
  return `${supplier} can't deliver to ${place}. Please remove its products from your cart or choose another delivery address.`;
}

/** spec 2 §3: the payment method names (the API's order answer and payment configuration use them too). */
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
export type PaymentMethodName = (typeof PAYMENT_METHOD_NAMES)[number];

export interface CheckoutSchemaOptions {
  /** State is validated only in AU; NZ phone rules in NZ. */
  country: PhoneCountry;
  /** A Miele product in the cart caps address and company name at 35 and needs the Miele warning ticked. */
  mieleInCart: boolean;
  /** A locked customer's email, phone and billing fields are disabled and not validated. */
  lockedCustomer: boolean;
  /** Billing validators are skipped while billing is the same as shipping. */
  billingSameAsShipping: boolean;
  /** Card fields are required only for CreditCard, the store code only for ZipInStore. */
  paymentMethod: PaymentMethodName;
  /** 20, or 29 in the trade variant. */
  lastNameMaxLength: 20 | 29;
  /** The variant with the purchase-order number field. */
  purchaseOrderField: boolean;
  /** Nothing to pay: card details are not needed. */
  paymentFree?: boolean;
  /** The selected date falls within the free storage window: the stock fee box must be ticked. */
  stockFeeAcknowledgementRequired?: boolean;
  /**
   * The unique delivery requirements the delivery lookup asked (spec 2 §3, flag UniqueRequirements):
   * each needs an answer in `deliveryRequirementAnswers[id]`.
   */
  deliveryRequirements?: readonly { id: string; question: string }[];
  /**
   * The delivery tip is offered (issue 45 item 4, ./tip): with 'Another amount' chosen
   * (`tipChoice` 'other'), `tipOther` must be whole dollars from $1 to $100.
   */
  deliveryTip?: boolean;
  /** The company name is required (not in any current variant). */
  companyNameRequired?: boolean;
  /** The moment card expiry is judged against; now by default. */
  now?: Date;
}

export interface CheckoutAddress {
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
  address?: string | null;
  suburb?: string | null;
  state?: string | null;
  postcode?: string | null;
  country?: string | null;
  deliveryInstructions?: string | null;
}

/** The part of the checkout form values (spec 2 §3) that the rules read. */
export interface CheckoutFormValues {
  email?: string | null;
  phoneNumber?: string | null;
  deliveryAddress?: CheckoutAddress | null;
  billingAddress?: CheckoutAddress | null;
  poNumber?: string | null;
  cardDetails?: { nameOnCard?: string | null; cardNo?: string | null; expiryDate?: string | null; cvv?: string | null } | null;
  devicePaymentCode?: string | null;
  stockFeeAcknowledged?: boolean | null;
  brandsWarnings?: { mieleWarning?: boolean | null } | null;
  /** The answers to the unique delivery requirements, by the requirement's id. */
  deliveryRequirementAnswers?: Record<string, string | null | undefined> | null;
  [key: string]: unknown;
}

const PO_BOX_PREFIXES = ["po box", "p.o. box", "gpo box", "general post office box", "post office box"];

/** spec 2 §5: text starting with 'PO Box', 'P.O. Box', 'GPO Box', 'General Post Office Box' or 'Post Office Box', any case. */
export function isPoBox(address: string | null | undefined): boolean {
  if (typeof address !== "string") return false;
  const text = address.trimStart().toLowerCase();
  return PO_BOX_PREFIXES.some((prefix) => text.startsWith(prefix));
}

/** Whether a brand list holds Miele (case-insensitive). */
export function hasMieleProduct(brands: readonly (string | null | undefined)[]): boolean {
  return brands.some((brand) => typeof brand === "string" && brand.trim().toLowerCase() === "miele");
}

/** spec 2 §5: suburb search begins after more than 2 characters. */
export function canSearchSuburb(text: string): boolean {
  return text.trim().length > checkoutLimits.suburbSearchAfter;
}

/** spec 2 §5: the suburb must have been chosen from the lookup, with suburb and postcode. */
export function isSuburbSelected(
  address: Pick<CheckoutAddress, "suburb" | "postcode">,
  chosen: { suburb: string; postcode: string } | null | undefined,
): boolean {
  if (!chosen || !address.suburb || !address.postcode) return false;
  return chosen.suburb.trim().toLowerCase() === address.suburb.trim().toLowerCase() && chosen.postcode.trim() === address.postcode.trim();
}

export interface CheckoutSubmitState {
  /**
   * spec 2 §5 delivery blocking check: the message of what keeps the order from being delivered to
   * this address (a supplier that cannot deliver there, or no delivery at all), or null.
   */
  deliveryBlock?: string | null;
  suburbSelected: boolean;
  depositValid: boolean;
  formValid: boolean;
  hasSelectedDate: boolean;
  hasSupplierAvailability: boolean;
  cashAndCarry: boolean;
}

/**
 * spec 2 §5: the first submit block that applies, in the spec's order, or null when the
 * checkout may be posted. The delivery blocking check comes before the date's block (ours: the
 * spec lists it last), since a supplier or an address that cannot be delivered to is why no date
 * can be chosen.
 */
export function checkoutSubmitBlock(state: CheckoutSubmitState): string | null {
  if (!state.suburbSelected) return checkoutSubmitMessages.invalidSuburb;
  if (!state.depositValid) return checkoutSubmitMessages.deposit;
  if (!state.formValid) return checkoutSubmitMessages.invalidForm;
  // Before the date's block: it says why no date can be chosen for this address.
  if (state.deliveryBlock) return state.deliveryBlock;
  if (!state.hasSelectedDate && !state.hasSupplierAvailability && !state.cashAndCarry) return checkoutSubmitMessages.deliveryDate;
  return null;
}

/** A rule reads its value and its parent object; it answers a message or undefined. */
export type CheckoutRule = (value: unknown, parent: Record<string, unknown>) => string | undefined;
export interface CheckoutRuleTree {
  [field: string]: CheckoutRule | CheckoutRuleTree;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : value === null || value === undefined ? "" : String(value);
}

function isBlank(value: unknown): boolean {
  return text(value).trim().length === 0;
}

// spec 2 §5: letters, digits, hyphen, parentheses and spaces. A leading + is let through so an
// international prefix reaches the phone validator, which turns it into a leading 0.
const PHONE_CHARACTERS = /^\+?[A-Za-z0-9\-() ]+$/;
// spec 2 §5: digits, letters, hyphen, parentheses, spaces, optional leading plus.
const PO_NUMBER_PATTERN = /^\+?[A-Za-z0-9\-() ]*$/;

function addressRules(options: CheckoutSchemaOptions, kind: "delivery" | "billing"): CheckoutRuleTree {
  const addressMax = options.mieleInCart ? checkoutLimits.addressMaxWithMiele : checkoutLimits.addressMax;
  const companyMax = options.mieleInCart ? checkoutLimits.companyNameMaxWithMiele : checkoutLimits.companyNameMax;
  const lastNameMax = options.lastNameMaxLength;
  const rules: CheckoutRuleTree = {
    firstName: (value) =>
      isBlank(value) || text(value).length > checkoutLimits.firstNameMax
        ? checkoutMessages.firstName(checkoutLimits.firstNameMax)
        : undefined,
    lastName: (value) => (isBlank(value) || text(value).length > lastNameMax ? checkoutMessages.lastName(lastNameMax) : undefined),
    companyName: (value) => {
      if (options.companyNameRequired && isBlank(value)) return checkoutMessages.companyNameRequired(companyMax);
      return text(value).length > companyMax ? checkoutMessages.companyNameTooLong(companyMax) : undefined;
    },
    address: (value) => {
      if (isBlank(value)) return checkoutMessages.addressRequired(addressMax);
      if (text(value).length > addressMax) return checkoutMessages.addressTooLong(addressMax);
      // spec 2 §5: the PO-box rule is not applied to billing.
      if (kind === "delivery" && isPoBox(text(value))) return checkoutMessages.poBox;
      return undefined;
    },
    suburb: (value) => (isBlank(value) || text(value).length > checkoutLimits.suburbMax ? checkoutMessages.suburb : undefined),
    postcode: (value) => (isBlank(value) || text(value).length > checkoutLimits.postcodeMax ? checkoutMessages.postcode : undefined),
  };
  // spec 2 §4: for non-AU countries the state validators are removed.
  if (options.country === "AU") {
    rules.state = (value) => (isBlank(value) || text(value).length > checkoutLimits.stateMax ? checkoutMessages.state : undefined);
  }
  if (kind === "delivery") {
    rules.deliveryInstructions = (value) =>
      text(value).length > checkoutLimits.deliveryInstructionsMax ? checkoutMessages.deliveryInstructions : undefined;
  }
  return rules;
}

/** The rules that apply for these options, as a tree shaped like the form values. */
export function checkoutRules(options: CheckoutSchemaOptions): CheckoutRuleTree {
  const rules: CheckoutRuleTree = {};
  if (!options.lockedCustomer) {
    rules.email = (value) => (isValidEmail(text(value).trim()) ? undefined : checkoutMessages.email);
    rules.phoneNumber = (value) => {
      const phone = text(value).trim();
      if (!PHONE_CHARACTERS.test(phone) || phone.length < checkoutLimits.phoneMin || phone.length > checkoutLimits.phoneMax) {
        return phoneMessages.generic;
      }
      const result = validatePhone(phone, { country: options.country });
      return result.valid ? undefined : phoneMessages[result.error];
    };
  }
  rules.deliveryAddress = addressRules(options, "delivery");
  if (!options.billingSameAsShipping && !options.lockedCustomer) rules.billingAddress = addressRules(options, "billing");
  if (options.purchaseOrderField) {
    rules.poNumber = (value) =>
      text(value).length > checkoutLimits.poNumberMax || !PO_NUMBER_PATTERN.test(text(value)) ? checkoutMessages.poNumber : undefined;
  }
  if (options.paymentMethod === "CreditCard" && !options.paymentFree) {
    rules.cardDetails = {
      nameOnCard: (value) => (isBlank(value) ? checkoutMessages.nameOnCard : undefined),
      cardNo: (value) => (isValidCardNumber(text(value)) ? undefined : checkoutMessages.cardNo),
      expiryDate: (value) =>
        text(value).length <= checkoutLimits.expiryInputMax && isExpiryValid(text(value), options.now ?? new Date())
          ? undefined
          : checkoutMessages.expiryDate,
      cvv: (value, parent) => {
        const cvv = text(value);
        if (/^\d+$/.test(cvv) && cvv.length < checkoutLimits.cvvMin) return checkoutMessages.cvvTooShort;
        return isValidCvc(cvv, detectCardType(text(parent.cardNo))) ? undefined : checkoutMessages.cvv;
      },
    };
  }
  if (options.paymentMethod === "ZipInStore") {
    rules.devicePaymentCode = (value) => {
      if (isBlank(value)) return checkoutMessages.zipStoreCodeRequired;
      return isValidZipStoreCode(text(value)) ? undefined : checkoutMessages.zipStoreCode;
    };
  }
  if (options.stockFeeAcknowledgementRequired) {
    rules.stockFeeAcknowledged = (value) => (value === true ? undefined : checkoutMessages.stockFee);
  }
  if (options.mieleInCart) {
    rules.brandsWarnings = { mieleWarning: (value) => (value === true ? undefined : checkoutMessages.mieleWarning) };
  }
  if (options.deliveryTip) {
    rules.tipOther = (value, parent) => (parent.tipChoice === "other" ? otherTipMessage(text(value)) : undefined);
  }
  if (options.deliveryRequirements?.length) {
    rules.deliveryRequirementAnswers = Object.fromEntries(
      options.deliveryRequirements.map(({ id, question }): [string, CheckoutRule] => [
        id,
        (value) =>
          isBlank(value) || text(value).trim().length > checkoutLimits.deliveryRequirementMax
            ? checkoutMessages.deliveryRequirement(question)
            : undefined,
      ]),
    );
  }
  return rules;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function collect(tree: CheckoutRuleTree, values: Record<string, unknown>, prefix: string, errors: Record<string, string>): void {
  for (const [field, rule] of Object.entries(tree)) {
    const value = values[field];
    const path = prefix ? `${prefix}.${field}` : field;
    if (typeof rule === "function") {
      const message = rule(value, values);
      if (message) errors[path] = message;
    } else {
      collect(rule, isRecord(value) ? value : {}, path, errors);
    }
  }
}

/**
 * Every failing field as dotted path to message ('deliveryAddress.firstName'). An empty object
 * means the form is valid. This is what the API runs on a posted checkout.
 */
export function validateCheckoutForm(values: CheckoutFormValues, options: CheckoutSchemaOptions): Record<string, string> {
  const errors: Record<string, string> = {};
  collect(checkoutRules(options), values, "", errors);
  return errors;
}

/** The options the contact and delivery rules read (`validateCheckoutDetails`). */
export type CheckoutDetailsOptions = Pick<CheckoutSchemaOptions, "country" | "lastNameMaxLength" | "mieleInCart">;

/**
 * The contact and the delivery address of a checkout (email, phone, the delivery address and its
 * instructions), by the checkout's own rules and messages: what a checkout page without
 * JavaScript keeps for the shopper to pay later (issue 40 item 4). Dotted path to message
 * ('deliveryAddress.firstName'); empty when valid.
 */
export function validateCheckoutDetails(values: CheckoutFormValues, options: CheckoutDetailsOptions): Record<string, string> {
  const { email, phoneNumber, deliveryAddress } = checkoutRules({
    ...options,
    lockedCustomer: false,
    billingSameAsShipping: true,
    paymentMethod: "None",
    purchaseOrderField: false,
  });
  const errors: Record<string, string> = {};
  collect(
    { ...(email ? { email } : {}), ...(phoneNumber ? { phoneNumber } : {}), ...(deliveryAddress ? { deliveryAddress } : {}) },
    values,
    "",
    errors,
  );
  return errors;
}

/**
 * A delivery address the account area saves (spec 3 §7 POST /api/account/order/addresses/save):
 * the checkout's delivery-address rules and messages, so a saved address always passes checkout.
 * Field name to message; empty when valid.
 */
export function validateSavedAddress(address: CheckoutAddress, options: SavedAddressOptions): Record<string, string> {
  const errors: Record<string, string> = {};
  collect(savedAddressRules(options), address as Record<string, unknown>, "", errors);
  return errors;
}

export type SavedAddressOptions = Pick<CheckoutSchemaOptions, "country" | "lastNameMaxLength">;

/** The checkout's delivery-address rules, without a cart: no Miele limits. */
function savedAddressRules(options: SavedAddressOptions): CheckoutRuleTree {
  return addressRules(
    {
      ...options,
      mieleInCart: false,
      lockedCustomer: false,
      billingSameAsShipping: true,
      paymentMethod: "CreditCard",
      purchaseOrderField: false,
    },
    "delivery",
  );
}

function toSchema(tree: CheckoutRuleTree): AnyObjectSchema {
  const shape: Record<string, AnySchema> = {};
  for (const [field, rule] of Object.entries(tree)) {
    shape[field] =
      typeof rule === "function"
        ? mixed().test(field, function test(value) {
            const message = rule(value, isRecord(this.parent) ? this.parent : {});
            return message ? this.createError({ message }) : true;
          })
        : toSchema(rule);
  }
  // A missing nested object is validated as an empty one, so its required fields still report.
  return object(shape).transform((value: unknown) => (isRecord(value) ? value : {}));
}

/**
 * spec 2 §5 as a yup schema for formik: build it again whenever an option changes (country,
 * Miele in cart, locked customer, billing same as shipping, payment method, last-name limit,
 * purchase-order field).
 */
export function buildCheckoutSchema(options: CheckoutSchemaOptions): AnyObjectSchema {
  return toSchema(checkoutRules(options));
}

/** The saved-address rules (`validateSavedAddress`) as a yup schema, for the account area's address form. */
export function buildSavedAddressSchema(options: SavedAddressOptions): AnyObjectSchema {
  return toSchema(savedAddressRules(options));
}
