import { useFormikContext } from "formik";
import { useMemo, useState } from "react";
import type { AvailabilityDate } from "@storefront/api-client/checkout";
import { Button } from "@storefront/ui-kit/button";
import { CheckboxField } from "@storefront/ui-kit/checkbox-field";
import { Loader } from "@storefront/ui-kit/loader";
import type { CheckoutFormValues } from "../CheckoutPage";
import { checkoutTexts } from "../checkout-texts";
import type { DeliveryDate } from "../form/checkout-values";
import { NextStepsPanel } from "../panels/NextStepsPanel";
import { Panel } from "../panels/Panel";
import { ErrorText } from "@storefront/page-kit/suburb-field";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { isProformaDelivery } from "@storefront/validation/cart";
import { proformaAvailability } from "./calendar";
import { DeliveryCalendar } from "./DeliveryCalendar";
import { ProductSwaps } from "./ProductSwaps";
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
  /** The brands of the cart's products: those in the proformaShippingBrands setting ship proforma. */
  productBrands: readonly string[];
  /** Cash and carry is on: no calendar, the order is collected today (spec 2 §4). */
  cashAndCarry?: boolean;
  /**
   * The view's flags include WinningDeliveryServiceOverride (staff): the override checkbox shows
   * when the availability answer allows it (issue 14 item 5).
   */
  overrideOffered?: boolean;
  /** A product swap changed the cart (issue 45 item 6): the delivery lookup runs again. */
  onCartChanged?: () => void;
}

/** The cart's brands whose supplier delivers them (spec 3 §3 proformaShippingBrands), each once. */
export function proformaBrandsOf(productBrands: readonly string[], proformaShippingBrands: readonly string[]): string[] {
  const listed = proformaShippingBrands.join(",");
  return [...new Set(productBrands.filter((brand) => isProformaDelivery([brand], listed)))];
}

/**
 * spec 2 §2 sections 4 and 5: the delivery calendar once the address is known (with the extended
 * option of 21 more days), then the next steps with the delivery services and requests. With the
 * CheckoutShowCalendarOnLoad setting false the calendar waits behind 'Choose a delivery date'
 * (open at once when a date is already chosen). A cart with proforma brands says their supplier
 * delivers them and offers dates from the supplier's first free day (spec 2 §4).
 */
export function DeliveryPanel({
  lookup,
  days,
  today,
  suburbSelected,
  storageFee,
  onSelect,
  productBrands,
  cashAndCarry = false,
  overrideOffered = false,
  onCartChanged,
}: DeliveryPanelProps) {
  const { values } = useFormikContext<CheckoutFormValues>();
  const settings = useStorefrontSettings();
  const [extended, setExtended] = useState(false);
  const [opened, setOpened] = useState(() => settings.checkoutShowCalendarOnLoad || values.deliveryDate !== null);
  const proformaBrands = useMemo(
    () => proformaBrandsOf(productBrands, settings.proformaShippingBrands),
    [productBrands, settings.proformaShippingBrands],
  );
  const answer = lookup.answer;
  const listed = extended || !answer ? days : answer.availability;
  const shownDays = proformaBrands.length ? proformaAvailability(listed) : listed;
  const offered = shownDays.some((day) => day.available);
  return (
    <>
      <Panel id="checkout-calendar" heading={texts.heading}>
        {cashAndCarry ? <p>{checkoutTexts.staff.cashAndCarryDate}</p> : null}
        {!suburbSelected && !cashAndCarry ? <p>{texts.enterAddress}</p> : null}
        {lookup.status === "loading" ? <Loader label={texts.loading} showLabel /> : null}
        {lookup.status === "done" && answer && !offered && !cashAndCarry ? <ErrorText role="alert">{texts.noDates}</ErrorText> : null}
        {/* spec 2 §3 supplierErrors: a supplier that cannot deliver here says so (and blocks the order, spec 2 §5). */}
        {answer && !cashAndCarry
          ? answer.supplierErrors.map((error) => (
              <ErrorText key={error} role="alert">
                {error}
              </ErrorText>
            ))
          : null}
        {/* Issue 45 item 6: alternatives for the lines that cannot come here (mounted throughout: its status outlives the answer). */}
        {!cashAndCarry ? (
          <ProductSwaps
            swaps={lookup.status === "done" ? (answer?.productSwaps ?? []) : []}
            address={{
              suburb: values.deliveryAddress.suburb,
              state: values.deliveryAddress.state || null,
              postcode: values.deliveryAddress.postcode,
            }}
            onSwapped={onCartChanged}
          />
        ) : null}
        {proformaBrands.length ? <p>{texts.proforma(proformaBrands)}</p> : null}
        {lookup.status === "done" && answer && offered && !opened && !cashAndCarry ? (
          <Button variant="secondary" onClick={() => setOpened(true)}>
            {texts.choose}
          </Button>
        ) : null}
        {lookup.status === "done" && answer && offered && opened && !cashAndCarry ? (
          <>
            <DeliveryCalendar availability={shownDays} selected={values.deliveryDate} today={today} onSelect={(date) => onSelect(date)} />
            {!extended && answer.extendedAvailability.some((day) => day.available) ? (
              <Button variant="link" onClick={() => setExtended(true)}>
                {texts.extended}
              </Button>
            ) : null}
          </>
        ) : null}
        {overrideOffered && answer?.winningDeliveryServiceOverride && !cashAndCarry ? (
          <CheckboxField name="winningDeliveryServiceOverride" label={checkoutTexts.staff.deliveryServiceOverride} />
        ) : null}
      </Panel>
      {answer && !answer.deliveryUnavailable ? (
        <NextStepsPanel
          services={answer.deliveryServices}
          showInstallationContact={answer.showInstallationContact}
          showNotifyIfAvailableSooner={answer.showNotifyIfAvailableSooner}
          storageFee={storageFee}
          requirements={cashAndCarry || !answer.showUniqueDeliveryRequirements ? [] : answer.uniqueDeliveryRequirements}
          paidInstalls={answer.paidInstalls}
        />
      ) : null}
    </>
  );
}
