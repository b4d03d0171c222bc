import { hasCheckoutOption, type AvailabilityAnswer, type AvailabilityRequest } from "@storefront/api-contract/checkout";
import { checkoutSubmitMessages } from "@storefront/validation/checkout";
import type { FastifyRequest } from "fastify";
import { BadRequestError } from "../../http/errors";
import { deliveryCalendar, deliveryRules, deliveryServices, supplierAvailability } from "../availability";
import { paidInstalls, supplierErrors } from "../delivery-requirements";
import { deliversTo, findLocality } from "../localities";
import { checkoutFeatures } from "../options";
import { checkoutActionMessages, type CheckoutParts } from "./parts";

/** POST /api/checkout/avail (spec 2 §3 post-address response) for the address and the cart. */
export async function availabilityAnswer(
  parts: CheckoutParts,
  request: FastifyRequest,
  body: AvailabilityRequest,
): Promise<AvailabilityAnswer> {
  const { db, sessions, now } = parts.context;
  const storefront = request.storefront;
  const priced = await parts.pricing.priced(storefront, sessions.idOf(request));
  if (!priced || priced.cart.products.length === 0) throw new BadRequestError([checkoutActionMessages.noCart]);
  const locality = await findLocality(db, storefront, body.deliveryAddress);
  if (!locality) throw new BadRequestError([checkoutSubmitMessages.invalidSuburb]);
  const features = checkoutFeatures(storefront);
  const deliveryUnavailable = !deliversTo(locality);
  const storageApplies = priced.storageApplies && features.storageCharge;
  const calendar = deliveryCalendar({
    storefront,
    now: now(),
    productsCents: priced.deliveryBasisCents,
    storageApplies,
    deliveryUnavailable,
  });
  const soonest = calendar.availability.find((d) => d.available);
  const suppliers = features.supplierAvailability && !deliveryUnavailable ? priced.proformaBrands : [];
  // spec 2 §3: a supplier that cannot deliver here offers no day (supplierErrors says why).
  const supplierProblems = supplierErrors(storefront, suppliers, locality);
  const requirements = features.uniqueRequirements && !deliveryUnavailable ? priced.deliveryRequirements : [];
  return {
    cartId: priced.row.id,
    availability: calendar.availability,
    extendedAvailability: calendar.extendedAvailability,
    supplierAvailability: features.supplierAvailability
      ? supplierAvailability(calendar, priced.proformaBrands, deliveryUnavailable || supplierProblems.length > 0)
      : [],
    supplierErrors: supplierProblems,
    // Offered to staff only, where the storefront lists it.
    winningDeliveryServiceOverride:
      hasCheckoutOption(features.opts, "WinningDeliveryServiceOverride") && (await parts.staff.staffOf(request)) !== null,
    // Ours: offered when the first free day is more than a week away.
    showNotifyIfAvailableSooner: !deliveryUnavailable && (!soonest || dayIndex(soonest.date, calendar.today.parts) > 7),
    deliveryServices: deliveryUnavailable ? [] : deliveryServices(body.deliveryServices ?? [], priced.anyLineWithoutInstall),
    showInstallationContact: priced.cart.products.some((p) => p.install),
    showUniqueDeliveryRequirements: requirements.length > 0,
    uniqueDeliveryRequirements: requirements,
    paidInstalls: features.paidInstalls ? paidInstalls(priced.cart) : [],
    deliveryUnavailable,
    // Issue 45 item 6: the lines that cannot come here, with alternatives (CheckoutExpandedProductSwapEnabled).
    productSwaps: await parts.swaps.offers(storefront, priced, locality),
    storage: {
      freeDays: deliveryRules.storageFreeDays,
      dailyFee: deliveryRules.storageDailyFee,
      minimumProductPrice: deliveryRules.storageMinimumPrice,
      appliesToCart: storageApplies,
      firstFeeDate: calendar.firstFeeDay.parts,
    },
  };
}

/** Days from today to the date (both [year, month, day]). */
export function dayIndex(date: readonly number[], today: readonly number[]): number {
  const utc = (d: readonly number[]) => Date.UTC(d[0] as number, (d[1] as number) - 1, d[2] as number);
  return Math.round((utc(date) - utc(today)) / 86_400_000);
}
