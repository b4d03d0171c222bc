import type { ReactNode } from "react";
import { useBrand } from "@storefront/ui-kit/brand";
import { CheckboxField } from "@storefront/ui-kit/checkbox-field";
import { TextareaField } from "@storefront/ui-kit/textarea-field";
import { TextField } from "@storefront/ui-kit/text-field";
import { AddressFields } from "@storefront/page-kit/address-fields";
import { checkoutLimits } from "@storefront/validation/checkout";
import { useFormikContext } from "formik";
import { checkoutTexts } from "../checkout-texts";
import type { CheckoutValues } from "../form/checkout-values";
import { Panel } from "./Panel";
import type { ChosenSuburb } from "@storefront/page-kit/suburb-field";

const texts = checkoutTexts.delivery;

/** spec 2 §2 section 2: the delivery address, its instructions (with a counter) and, where the brand has it, the purchase-order number. */
export function DeliveryAddressPanel({
  onChooseSuburb,
  savedAddresses,
  fieldsKey,
}: {
  onChooseSuburb?: (chosen: ChosenSuburb) => void;
  /** The signed-in shopper's saved addresses to pick from, above the fields. */
  savedAddresses?: ReactNode;
  /** Changes when a saved address fills the fields, so the suburb field shows it. */
  fieldsKey?: number;
}) {
  const { features } = useBrand();
  return (
    <Panel id="checkout-delivery" heading={texts.heading}>
      {savedAddresses}
      <AddressFields key={fieldsKey} address="deliveryAddress" onChooseSuburb={onChooseSuburb} />
      <TextareaField
        name="deliveryAddress.deliveryInstructions"
        label={texts.deliveryInstructions}
        characterLimit={checkoutLimits.deliveryInstructionsMax}
      />
      {features.checkout.purchaseOrderField ? (
        <TextField name="poNumber" label={texts.poNumber} maxLength={checkoutLimits.poNumberMax} />
      ) : null}
    </Panel>
  );
}

/** spec 2 §2 section 3: 'same as shipping' on by default hides and ignores the billing fields; a locked customer's are read-only. */
export function BillingAddressPanel({ locked = false }: { locked?: boolean }) {
  const { values } = useFormikContext<CheckoutValues>();
  return (
    <Panel id="checkout-billing" heading={checkoutTexts.billing.heading}>
      <CheckboxField name="billingSameAsShipping" label={checkoutTexts.billing.sameAsShipping} disabled={locked} />
      {values.billingSameAsShipping ? null : <AddressFields address="billingAddress" disabled={locked} />}
    </Panel>
  );
}
