import type { CheckoutRequest, DeliveryService } from "@storefront/api-contract/checkout";
import { checkoutSubmitMessages, validateCheckoutForm, type PaymentMethodName } from "@storefront/validation/checkout";
import type { Database } from "../../db/client";
import type { BookedSupplierDate } from "../../db/schema";
import { BadRequestError } from "../../http/errors";
import { dayOf, deliveryCalendar, deliveryServices, supplierAvailability, type Calendar } from "../availability";
import { supplierErrors } from "../delivery-requirements";
import { deliversTo, findLocality } from "../localities";
import type { PricedCart } from "../pricing";
import type { SubmitInput } from "./input";
import { submitMessages } from "./messages";
import type { CheckoutFeatures, PaymentChoice, StaffChoices } from "./validate";

/**
 * The rest of the validate step (spec 2 §5): where the order goes, the form's own rules, and the
 * delivery booked for it (our day, services, supplier days).
 */

export interface DeliveryChoice {
  /** The address sent, or for cash and carry the staff member's store. */
  deliveryAddress: CheckoutRequest["deliveryAddress"];
  /** The form as the rules read it: the body with that address. */
  form: CheckoutRequest;
  locality: Awaited<ReturnType<typeof findLocality>>;
  deliveryUnavailable: boolean;
  calendar: Calendar;
  /** The calendar's entry of the chosen day, if one was sent (none for cash and carry). */
  day: ReturnType<typeof dayOf>;
  /** spec 2 §3 supplierErrors: the cart's suppliers that cannot deliver to the address (SupplierAvailability storefronts). */
  supplierErrors: string[];
}

interface CartAndChoices {
  priced: PricedCart;
  features: CheckoutFeatures;
  staff: StaffChoices;
}

/** The delivery address, its locality and the delivery calendar for it, with the chosen day's entry. */
export async function deliveryChoice(
  db: Database,
  now: Date,
  input: Pick<SubmitInput, "storefront" | "body">,
  { priced, features, staff }: CartAndChoices,
): Promise<DeliveryChoice> {
  const { storefront, body } = input;
  const { cashAndCarryStore } = staff;
  const deliveryAddress: CheckoutRequest["deliveryAddress"] = cashAndCarryStore
    ? {
        ...body.deliveryAddress,
        address: cashAndCarryStore.street,
        suburb: cashAndCarryStore.suburb,
        state: storefront.country === "AU" ? cashAndCarryStore.state : null,
        postcode: cashAndCarryStore.postcode,
        country: storefront.country,
      }
    : body.deliveryAddress;
  const form: CheckoutRequest = { ...body, deliveryAddress };

  const locality = cashAndCarryStore ? undefined : await findLocality(db, storefront, deliveryAddress);
  const deliveryUnavailable = locality !== undefined && !deliversTo(locality);
  const calendar = deliveryCalendar({
    storefront,
    now,
    productsCents: priced.deliveryBasisCents,
    storageApplies: priced.storageApplies && features.storageCharge,
    deliveryUnavailable,
  });
  const day = body.deliveryDate && !cashAndCarryStore ? dayOf(calendar, body.deliveryDate) : undefined;
  const suppliers = features.supplierAvailability && locality && !deliveryUnavailable ? priced.proformaBrands : [];
  return {
    deliveryAddress,
    form,
    locality,
    deliveryUnavailable,
    calendar,
    day,
    supplierErrors: locality ? supplierErrors(storefront, suppliers, locality) : [],
  };
}

function unique(messages: Iterable<string>): string[] {
  return [...new Set(messages)];
}

/** The unique delivery requirements to answer: the cart's, where the storefront asks them and delivers to the address. */
export function requirementsAsked({ priced, features, staff, delivery }: CartAndChoices & { delivery: DeliveryChoice }) {
  return features.uniqueRequirements && !staff.cashAndCarryStore && !delivery.deliveryUnavailable ? priced.deliveryRequirements : [];
}

/** The answers sent, by requirement id (the shape the shared rules read). */
export function answersById(body: Pick<CheckoutRequest, "uniqueDeliveryRequirements">): Record<string, string> {
  return Object.fromEntries((body.uniqueDeliveryRequirements ?? []).map(({ id, answer }) => [id, answer ?? ""]));
}

/** The checkout form's rules (@storefront/validation) with its messages, an unknown suburb first; 400 with all of them. */
export function checkForm(
  input: Pick<SubmitInput, "storefront" | "body" | "lockedCustomer">,
  { priced, features, staff, payment, delivery }: CartAndChoices & { payment: PaymentChoice; delivery: DeliveryChoice },
  now: Date,
): void {
  // The card fields travel encrypted: the card check (price.ts) reads them. Zip in store needs its store code.
  const paymentMethod: PaymentMethodName = payment.isZipInStore ? "ZipInStore" : "None";
  const locked = Boolean(input.lockedCustomer);
  const fieldErrors = validateCheckoutForm(
    { ...delivery.form, deliveryRequirementAnswers: answersById(input.body) },
    {
      country: input.storefront.country,
      mieleInCart: priced.mieleInCart,
      // spec 2 §4: a locked customer's email, phone and billing are the account's, not validated here.
      lockedCustomer: locked,
      billingSameAsShipping: locked || !input.body.billingAddress,
      deliveryRequirements: requirementsAsked({ priced, features, staff, delivery }),
      paymentMethod,
      lastNameMaxLength: features.lastNameMaxLength,
      purchaseOrderField: features.purchaseOrderField,
      stockFeeAcknowledgementRequired: (delivery.day?.storageFee ?? 0) > 0,
      now,
    },
  );
  const messages = Object.values(fieldErrors);
  if (!fieldErrors["deliveryAddress.suburb"] && !delivery.locality && !staff.cashAndCarryStore) {
    messages.unshift(checkoutSubmitMessages.invalidSuburb);
  }
  if (messages.length) throw new BadRequestError(unique(messages));
}

export interface Booking {
  /** The delivery services' SKUs as sent. */
  chosen: readonly string[];
  /** The services offered for the cart, the chosen ones selected. */
  services: DeliveryService[];
  supplierDates: BookedSupplierDate[];
}

/** The delivery booked: services from the list, one available day per supplier, and our own day where the cart needs one. */
export function checkBooking(
  body: CheckoutRequest,
  { priced, features, staff, delivery }: CartAndChoices & { delivery: DeliveryChoice },
): Booking {
  const { cashAndCarryStore } = staff;
  const { day } = delivery;
  const services = deliveryServices(body.deliveryServices ?? [], priced.anyLineWithoutInstall);
  const chosen = body.deliveryServices ?? [];
  if (chosen.some((sku) => !services.some((s) => s.sku === sku && !s.hidden))) throw new BadRequestError([submitMessages.deliveryService]);
  // Supplier availability (SupplierAvailability storefronts): one available day per supplier, at its price.
  const suppliers =
    features.supplierAvailability && !cashAndCarryStore
      ? supplierAvailability(delivery.calendar, priced.proformaBrands, delivery.deliveryUnavailable)
      : [];
  // spec 2 §5 delivery blocking check: a supplier that cannot deliver to the address refuses the order with its message.
  if (delivery.supplierErrors.length) throw new BadRequestError(delivery.supplierErrors);
  const sent = body.supplierDeliveryDates ?? [];
  const supplierDates = suppliers.map((s) => {
    const pick = sent.find((d) => d.supplier === s.supplier);
    const entry = pick && s.availability.find((e) => e.date.every((part, i) => part === pick.deliveryDate[i]));
    if (!entry?.available) throw new BadRequestError([submitMessages.supplierDates]);
    return { supplier: s.supplier, deliveryDate: entry.date, price: entry.price };
  });
  if (sent.some((d) => !suppliers.some((s) => s.supplier === d.supplier))) throw new BadRequestError([submitMessages.supplierDates]);
  // spec 2 §5: no date and no supplier availability blocks; a cart its suppliers deliver alone needs no date of ours.
  const needsOwnDate = !cashAndCarryStore && (!features.supplierAvailability || priced.anyOwnDeliveryLine);
  if (needsOwnDate ? !day?.available : day !== undefined && !day.available) {
    throw new BadRequestError([checkoutSubmitMessages.deliveryDate]);
  }
  return { chosen, services, supplierDates };
}
