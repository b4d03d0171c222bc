import { useFormikContext } from "formik";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { useBrand } from "@storefront/ui-kit/brand";
import { RadioGroupField } from "@storefront/ui-kit/radio-group-field";
import { TextField } from "@storefront/ui-kit/text-field";
import { formatPrice } from "@storefront/validation/price";
import { TIP_CHOICES, tipOfChoice, type TipChoice } from "@storefront/validation/tip";
import { Panel } from "../panels/Panel";
import type { SummaryLine } from "../summary/OrderSummary";
import { tipTexts } from "./tip-texts";

/** The form's tip fields: the choice ('none', '5', '10', '20' or 'other') and 'Another amount' as typed. */
export interface TipValues {
  tipChoice: TipChoice;
  tipOther: string;
}

/** A new form's: no tip (issue 45 item 4: nothing is added unless the shopper chooses). */
export const initialTipValues: TipValues = { tipChoice: "none", tipOther: "" };

export interface DeliveryTipState {
  /** The tip is offered: TipEnabled is on and the order is delivered (not cash and carry). */
  offered: boolean;
  /** The chosen tip in whole dollars (0 for none, or while 'Another amount' is not valid). */
  amount: number;
  /** The order summary's 'Delivery tip' line while a tip is chosen. */
  lines: SummaryLine[];
}

/** The delivery tip of the form: offered where the setting is on and the order is delivered, and its amount. */
export function useDeliveryTip(cashAndCarry: boolean): DeliveryTipState {
  const { deliveryTip } = useStorefrontSettings();
  const { values } = useFormikContext<TipValues>();
  const offered = deliveryTip.enabled && !cashAndCarry;
  const amount = offered ? tipOfChoice(values.tipChoice, values.tipOther) : 0;
  return { offered, amount, lines: amount > 0 ? [{ label: tipTexts.line, amount }] : [] };
}

/**
 * The tip's choice (issue 45 item 4; spec 3 §3 TipEnabled, TipMessaging, LeaveATipMessage): a
 * radio group named by the TipMessaging setting and described by LeaveATipMessage: 'No tip'
 * (chosen at first), $5, $10, $20 and 'Another amount', which asks for whole dollars from $1 to
 * $100 (validation's rule, in the checkout schema). Native radios and a text field: pointer,
 * touch and keyboard (arrows within the group) work as the browser's own.
 */
export function DeliveryTipFields() {
  const { deliveryTip } = useStorefrontSettings();
  const brand = useBrand();
  const { values } = useFormikContext<TipValues>();
  const money = { locale: brand.locale, currency: brand.currency };
  const label = (choice: TipChoice) =>
    choice === "none" ? tipTexts.none : choice === "other" ? tipTexts.other : formatPrice(Number(choice), money);
  return (
    <>
      <RadioGroupField
        name="tipChoice"
        legend={deliveryTip.messaging}
        hint={deliveryTip.leaveATipMessage}
        inline
        options={TIP_CHOICES.map((choice) => ({ value: choice, label: label(choice) }))}
      />
      {values.tipChoice === "other" ? (
        <TextField name="tipOther" label={tipTexts.otherField} hint={tipTexts.otherHint} inputMode="numeric" autoComplete="off" required />
      ) : null}
    </>
  );
}

/** The checkout's 'Delivery tip' section, between the delivery date and 'Payment'. */
export function DeliveryTip() {
  return (
    <Panel id="checkout-tip" heading={tipTexts.heading}>
      <DeliveryTipFields />
    </Panel>
  );
}
