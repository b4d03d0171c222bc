import type { CheckoutRequest } from "@storefront/api-contract/checkout";
import { checkoutSubmitMessages } from "@storefront/validation/checkout";
import { validateDeposit } from "@storefront/validation/deposit";
import { toCents } from "@storefront/validation/price";
import { BadRequestError, CardCheckError } from "../../http/errors";
import { withinLimits } from "../../payments/instalment-limits";
import type { Storefront } from "../../storefronts";
import { depositPercentageOf } from "../options";
import { orderTotals, refuseChangedTotals, type OrderTotals, type PricedCart } from "../pricing";
import type { Booking, DeliveryChoice } from "./delivery";
import { providerLimitMessage, submitMessages } from "./messages";
import { cardCheck, type CheckoutFeatures, type PaymentChoice, type StaffChoices } from "./validate";

/**
 * The submit's price step: the order total the API charges, which must be the one the shopper was
 * shown, and the amount paid now (the total, or a deposit), checked against the way to pay.
 */

export interface OrderPrice {
  totals: OrderTotals;
  /** What this payment takes: the order total, or the deposit. */
  amountCents: number;
}

interface PricedChoices {
  priced: PricedCart;
  features: CheckoutFeatures;
  payment: PaymentChoice;
  staff: StaffChoices;
  delivery: DeliveryChoice;
  booking: Booking;
  /** The delivery tip the validate step accepted (validate.ts tipCentsOf), in cents; 0 for none. */
  tipCents?: number;
}

/**
 * The totals (400 when the shopper's differ: issue 12 item 3) and the amount, a deposit where one
 * is offered and valid. The delivery tip is in the total, so every way to pay (card, 3-D Secure,
 * instalments, wallets, what a gift card leaves to pay) takes it.
 */
export function priceOrder(storefront: Storefront, body: CheckoutRequest, choices: PricedChoices): OrderPrice {
  const { priced, features, payment, staff, delivery, booking, tipCents = 0 } = choices;
  // Cash and carry has no delivery; the override gives delivery to the provider's own service: no shipping charge.
  const totals = orderTotals(
    priced,
    staff.override ? 0 : (delivery.day?.price ?? 0),
    booking.chosen,
    booking.supplierDates.map((d) => d.price),
    tipCents,
  );
  refuseChangedTotals(priced, totals.orderTotalCents, body);

  const orderTotal = totals.orderTotalCents / 100;
  const deposit = body.partialPayment ?? null;
  // spec 2 §4: a deposit only where partial payment is offered, and only with the default card.
  if (deposit !== null && deposit > 0) {
    if (!features.partialPayment) throw new BadRequestError([checkoutSubmitMessages.deposit, submitMessages.depositNotOffered]);
    if (!payment.isCard) throw new BadRequestError([checkoutSubmitMessages.deposit, submitMessages.depositCardOnly]);
  }
  const depositCheck = validateDeposit(deposit, { orderTotal, percentage: depositPercentageOf(storefront) });
  if (!depositCheck.valid) throw new BadRequestError([checkoutSubmitMessages.deposit, depositCheck.message]);
  const amountCents = deposit && deposit > 0 ? toCents(deposit) : totals.orderTotalCents;
  return { totals, amountCents };
}

/** The amount against the way to pay: within the instalment provider's limits; a card that passes the card check (401). */
export function checkPayable(body: CheckoutRequest, payment: PaymentChoice, amountCents: number, now: Date): void {
  const { provider, isCard } = payment;
  if (provider && amountCents > 0 && !withinLimits(provider, amountCents)) throw new BadRequestError([providerLimitMessage(provider)]);
  if (isCard && amountCents > 0) {
    const cardProblems = cardCheck(body, now);
    if (cardProblems.length) throw new CardCheckError(cardProblems);
  }
}
