import { isCanonicalUuid } from "@storefront/api-contract/patterns";
import {
  FRAUD_CHECK_MESSAGE,
  hasCheckoutOption,
  instalmentProviderOf,
  isStaffPaymentOption,
  PAYMENT_OPTIONS,
  SALESPERSON_MESSAGE,
  STAFF_ONLY_MESSAGE,
  STAFF_PAYMENT_OPTIONS,
  type CheckoutRequest,
  type InstalmentProvider,
} from "@storefront/api-contract/checkout";
import { cardCheckMessages, isExpiryValid } from "@storefront/validation/cards";
import { validateTip, type TipRules } from "@storefront/validation/tip";
import type { Database } from "../../db/client";
import { BadRequestError, ServiceUnavailableError, StaffOnlyError } from "../../http/errors";
import { CardGatewayUnavailableError } from "../../payments/card-gateway";
import type { FraudCheck } from "../../payments/zip-in-store-gateway";
import type { checkoutFeatures } from "../options";
import type { cartPricing, PricedCart } from "../pricing";
import { isSalespersonOf, type StaffCaller } from "../staff";
import type { SubmitInput } from "./input";
import { submitMessages } from "./messages";

/**
 * The submit's first step, validate (spec 2 §5 on the API, with the form's messages): what is
 * checked before the cart is read, the cart itself, and the way to pay. delivery.ts checks the
 * rest of the form; price.ts the totals and what the way to pay can take.
 */

export type CheckoutFeatures = ReturnType<typeof checkoutFeatures>;

/** Whether a checkout sends anything only staff may send (issue 14 item 4: answered 403 to anyone else). */
export function sendsStaffOption(body: CheckoutRequest): boolean {
  return (
    isStaffPaymentOption(body.selectedPaymentOption) ||
    body.cashAndCarry === true ||
    body.winningDeliveryServiceOverride === true ||
    Boolean(body.salespersonCode?.trim()) ||
    Boolean(body.subdivision?.trim())
  );
}

/** issue 14 item 4: the staff options are refused to a customer or guest, whatever else is sent. */
export function refuseStaffOptions(input: Pick<SubmitInput, "staff" | "body">): void {
  if (!input.staff && sendsStaffOption(input.body)) throw new StaffOnlyError(STAFF_ONLY_MESSAGE);
}

/** issue 14 item 5: a token of the fraud-check script that its provider accepts (400 otherwise). */
export async function checkFraudToken(fraudCheck: FraudCheck, body: CheckoutRequest): Promise<void> {
  const token = body.fraudCheckToken?.trim();
  if (!token) throw new BadRequestError([FRAUD_CHECK_MESSAGE]);
  let valid: boolean;
  try {
    valid = await fraudCheck.verify(token);
  } catch (error) {
    if (error instanceof CardGatewayUnavailableError) throw new ServiceUnavailableError(submitMessages.fraudCheckUnavailable);
    throw error;
  }
  if (!valid) throw new BadRequestError([FRAUD_CHECK_MESSAGE]);
}

/** The session and the cart the payment is keyed by: a session's cart, named by a UUID. */
export function paymentKeysOf(input: Pick<SubmitInput, "sessionId" | "body">): { sessionId: string; cartId: string } {
  if (!input.sessionId) throw new BadRequestError([submitMessages.emptyCart]);
  const cartId = input.body.cartId.toLowerCase();
  if (!isCanonicalUuid(cartId)) throw new BadRequestError([submitMessages.cartChanged]);
  return { sessionId: input.sessionId, cartId };
}

/** The session's cart priced now: not empty, the one the form was filled for, every line orderable. */
export async function pricedCart(pricing: Pick<ReturnType<typeof cartPricing>, "priced">, input: SubmitInput): Promise<PricedCart> {
  const { storefront, body } = input;
  const priced = await pricing.priced(storefront, input.sessionId);
  if (!priced || priced.cart.products.length === 0) throw new BadRequestError([submitMessages.emptyCart]);
  if (priced.row.id !== body.cartId.toLowerCase()) throw new BadRequestError([submitMessages.cartChanged]);
  if (priced.cart.errors.length) throw new BadRequestError(priced.cart.errors);
  return priced;
}

export interface PaymentChoice {
  /** The selectedPaymentOption, the card when none was sent. */
  option: number;
  provider: InstalmentProvider | null;
  isCard: boolean;
  staffOption: (typeof STAFF_PAYMENT_OPTIONS)[number] | null;
  isZipInStore: boolean;
}

/** The way to pay, refused (400) unless the storefront offers it to this caller. */
export function paymentChoice(input: Pick<SubmitInput, "staff" | "body">, features: CheckoutFeatures): PaymentChoice {
  const option = input.body.selectedPaymentOption ?? PAYMENT_OPTIONS.CreditCard;
  // The card, an instalment provider the storefront offers (its flag in opts), or a staff option
  // it offers (staff only: submit refused the rest with 403).
  const provider = instalmentProviderOf(option);
  const isCard = option === PAYMENT_OPTIONS.CreditCard;
  const staffOption = STAFF_PAYMENT_OPTIONS.find((name) => PAYMENT_OPTIONS[name] === option) ?? null;
  if (staffOption) {
    if (!input.staff || !hasCheckoutOption(features.opts, staffOption)) throw new BadRequestError([submitMessages.paymentOption]);
  } else if (!isCard && (!provider || !features.instalmentProviders.includes(provider))) {
    throw new BadRequestError([submitMessages.paymentOption]);
  }
  return { option, provider, isCard, staffOption, isZipInStore: staffOption === "ZipInStore" };
}

export interface StaffChoices {
  /** Cash and carry: the staff member's store, where the order is collected today. */
  cashAndCarryStore: StaffCaller["store"] | undefined;
  /** The delivery service override: delivery by the provider's own service. */
  override: boolean;
  salespersonCode: string | null;
  subdivision: string | null;
}

/** What staff chose beside the way to pay, each refused (400) unless the storefront offers it and the salesperson is of the store. */
export async function staffChoices(
  db: Database,
  input: Pick<SubmitInput, "storefront" | "staff" | "body">,
  features: CheckoutFeatures,
): Promise<StaffChoices> {
  const { storefront, body } = input;
  // Cash and carry: collected today at the staff member's store, whose address replaces the one sent.
  const cashAndCarryStore = body.cashAndCarry === true ? input.staff?.store : undefined;
  if (body.cashAndCarry === true && (!cashAndCarryStore || !hasCheckoutOption(features.opts, "CashAndCarry"))) {
    throw new BadRequestError([submitMessages.cashAndCarry]);
  }
  const override = body.winningDeliveryServiceOverride === true;
  if (override && (!input.staff || !hasCheckoutOption(features.opts, "WinningDeliveryServiceOverride"))) {
    throw new BadRequestError([submitMessages.deliveryServiceOverride]);
  }
  const salespersonCode = body.salespersonCode?.trim() || null;
  const subdivision = body.subdivision?.trim() || null;
  if (
    (salespersonCode || subdivision) &&
    !(salespersonCode && subdivision && (await isSalespersonOf(db, storefront, salespersonCode, subdivision)))
  ) {
    throw new BadRequestError([SALESPERSON_MESSAGE]);
  }
  return { cashAndCarryStore, override, salespersonCode, subdivision };
}

/** The card check of spec 2 §4 on what the API can read: name and expiry in clear, the number and code only encrypted. */
export function cardCheck(body: CheckoutRequest, now: Date): string[] {
  const messages: string[] = [];
  const encrypted = body.encryptedValues;
  if (!encrypted?.encryptedCardNumber) messages.push(cardCheckMessages.number);
  if (!body.cardDetails?.nameOnCard?.trim()) messages.push(cardCheckMessages.name);
  if (!encrypted?.encryptedSecurityCode) messages.push(cardCheckMessages.cvc);
  if (!isExpiryValid(body.cardDetails?.expiryDate, now)) messages.push(cardCheckMessages.expiry);
  return messages;
}

/**
 * issue 45 item 4: the delivery tip sent, in cents (0 for none), by validation's rule: refused
 * (400, nothing written) where the storefront offers no tip (TipEnabled off), on an order
 * collected in store (cash and carry), and unless whole dollars from 1 to 100.
 */
export function tipCentsOf(body: Pick<CheckoutRequest, "tip">, rules: TipRules): number {
  const check = validateTip(body.tip, rules);
  if (!check.valid) throw new BadRequestError([check.message]);
  return check.dollars * 100;
}
