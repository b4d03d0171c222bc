import { useFormikContext } from "formik";
import { useState } from "react";
import type { AvailabilityDate } from "@storefront/api-client/checkout";
import { Button } from "@storefront/ui-kit/button";
import { Loader } from "@storefront/ui-kit/loader";
import type { CheckoutFormValues } from "../CheckoutPage";
import { checkoutTexts } from "../checkout-texts";
import type { DeliveryDate } from "../form/checkout-values";
import { NextStepsPanel } from "../panels/NextStepsPanel";
import { Panel } from "../panels/Panel";
import { ErrorText } from "@storefront/page-kit/suburb-field";
import { DeliveryCalendar } from "./DeliveryCalendar";
import type { DeliveryLookup } from "./useDeliveryLookup";

const texts = checkoutTexts.calendar;

export interface DeliveryPanelProps {
  lookup: DeliveryLookup;
  /** The calendar's days and, once shown, the extended option's. */
  days: readonly AvailabilityDate[];
  today: DeliveryDate;
  suburbSelected: boolean;
  storageFee: number;
  onSelect: (date: DeliveryDate) => void;
}

/**
 * spec 2 §2 sections 4 and 5: the delivery calendar once the address is known (with the extended
 * option of 21 more days), then the next steps with the delivery services and requests.
 */
export function DeliveryPanel({ lookup, days, today, suburbSelected, storageFee, onSelect }: DeliveryPanelProps) {
  const { values } = useFormikContext<CheckoutFormValues>();
  const [extended, setExtended] = useState(false);
  const answer = lookup.answer;
  const shownDays = extended || !answer ? days : answer.availability;
  const offered = shownDays.some((day) => day.available);
  return (
    <>
      <Panel id="checkout-calendar" heading={texts.heading}>
        {!suburbSelected ? <p>{texts.enterAddress}</p> : null}
        {lookup.status === "loading" ? <Loader label={texts.loading} showLabel /> : null}
        {lookup.status === "done" && answer && !offered ? <ErrorText role="alert">{texts.noDates}</ErrorText> : null}
        {lookup.status === "done" && answer && offered ? (
          <>
            <DeliveryCalendar availability={shownDays} selected={values.deliveryDate} today={today} onSelect={(date) => onSelect(date)} />
            {!extended && answer.extendedAvailability.some((day) => day.available) ? (
              <Button variant="link" onClick={() => setExtended(true)}>
                {texts.extended}
              </Button>
            ) : null}
          </>
        ) : null}
      </Panel>
      {answer && !answer.deliveryUnavailable ? (
        <NextStepsPanel
          services={answer.deliveryServices}
          showInstallationContact={answer.showInstallationContact}
          showNotifyIfAvailableSooner={answer.showNotifyIfAvailableSooner}
          storageFee={storageFee}
        />
      ) : null}
    </>
  );
}
