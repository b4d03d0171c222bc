import { useFormikContext } from "formik";
import { useEffect, useMemo, useState } from "react";
import type { AvailabilityAnswer, UniqueDeliveryRequirement } from "@storefront/api-client/checkout";
import type { ChosenSuburb } from "@storefront/page-kit/suburb-field";
import { isSuburbSelected } from "@storefront/validation/checkout";
import type { CheckoutFormValues } from "../CheckoutPage";
import { checkoutErrorTexts } from "../form/checkout-messages";
import { availabilityRequest, type RequestContext } from "../form/checkout-request";
import { onCheckoutSessionCleared } from "../session/checkout-session";
import { sameDay } from "./calendar";
import { useDeliveryLookup } from "./useDeliveryLookup";
import { useLocalityChoice } from "./useLocalityChoice";

export interface CheckoutDeliveryOptions {
  /** The suburb the shopper chose from the typeahead (or a saved address filled). */
  chosen: ChosenSuburb | null;
  /** A staff cash-and-carry sale: the store's address, no locality of the shopper's. */
  cashAndCarry: boolean;
  /** What the availability request carries besides the form's values. */
  context: RequestContext;
  /** The message when the lookup finds no delivery for the address (the brand's, with the support number where it has one). */
  unavailableMessage: string;
  /** Shows a message at the top of the form. */
  onMessage: (message: string) => void;
  /** The chosen locality is one the API does not know: the form clears its suburb. */
  onUnknownLocality: () => void;
  onDeliveryRequirements?: (requirements: readonly UniqueDeliveryRequirement[]) => void;
  onStockFeeRequired: (required: boolean) => void;
}

/**
 * The checkout's delivery (spec 2 §3, §4, §7): the chosen locality becomes the delivery location,
 * the delivery lookup runs for a chosen suburb, its answer clears a date the new calendar does not
 * offer and preselects its services, and clearing the session (an order placed in another tab)
 * starts the date, the services and supplier availability over. Answers what the form shows.
 */
export function useCheckoutDelivery({
  chosen,
  cashAndCarry,
  context,
  unavailableMessage,
  onMessage,
  onUnknownLocality,
  onDeliveryRequirements,
  onStockFeeRequired,
}: CheckoutDeliveryOptions) {
  const form = useFormikContext<CheckoutFormValues>();
  const { values, setFieldValue } = form;
  const suburbSelected = isSuburbSelected(values.deliveryAddress, chosen);
  useLocalityChoice(chosen, {
    enabled: !cashAndCarry,
    onUnknown: () => {
      onUnknownLocality();
      onMessage(checkoutErrorTexts.localityLookupFailed);
    },
  });
  const setServices = (answer: AvailabilityAnswer) => {
    const preselected = Object.fromEntries(
      answer.deliveryServices.filter((service) => service.selected).map((service) => [service.sku, true]),
    );
    void setFieldValue("serviceChoices", preselected);
  };
  const lookup = useDeliveryLookup(suburbSelected ? availabilityRequest(values, context) : null, (answer: AvailabilityAnswer | null) => {
    if (!answer) {
      onMessage(checkoutErrorTexts.deliveryLookupFailed);
      return;
    }
    if (answer.deliveryUnavailable) onMessage(unavailableMessage);
    // spec 2 §4: a date the new calendar does not offer is cleared (cash and carry: today stays).
    if (values.cashAndCarry) return setServices(answer);
    const stillOffered = [...answer.availability, ...answer.extendedAvailability].some(
      (day) => day.available && sameDay(day.date, values.deliveryDate),
    );
    if (!stillOffered && values.deliveryDate) void setFieldValue("deliveryDate", null);
    setServices(answer);
  });
  // spec 2 §4: clearing the session resets the date, the services and supplier availability.
  const [calendarRound, setCalendarRound] = useState(0);
  const { restart: restartLookup } = lookup;
  useEffect(
    () =>
      onCheckoutSessionCleared(() => {
        void setFieldValue("deliveryDate", null, false);
        void setFieldValue("serviceChoices", {}, false);
        restartLookup();
        // The calendar opens on today's month again.
        setCalendarRound((round) => round + 1);
      }),
    [restartLookup, setFieldValue],
  );
  const answer = lookup.answer;
  // spec 2 §3: the unique delivery requirements to answer (none for cash and carry: the store's address).
  const requirements = useMemo(
    () => (answer?.showUniqueDeliveryRequirements && !cashAndCarry ? answer.uniqueDeliveryRequirements : []),
    [answer, cashAndCarry],
  );
  useEffect(() => onDeliveryRequirements?.(requirements), [requirements, onDeliveryRequirements]);
  const days = useMemo(() => (answer ? [...answer.availability, ...answer.extendedAvailability] : []), [answer]);
  const selectedDay = days.find((day) => sameDay(day.date, values.deliveryDate)) ?? null;
  const storageFee = selectedDay?.storageFee ?? 0;
  useEffect(() => onStockFeeRequired(storageFee > 0), [storageFee, onStockFeeRequired]);
  return { suburbSelected, lookup, answer, calendarRound, restartLookup, requirements, days, storageFee };
}
