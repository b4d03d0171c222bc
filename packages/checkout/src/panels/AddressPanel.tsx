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
import { FieldRow, Panel } from "./Panel";
import type { ChosenSuburb } from "@storefront/page-kit/suburb-field";

const texts = checkoutTexts.delivery;

/**
 * spec 2 §2 section 2: the delivery address, its instructions (with a counter) and, where the brand
 * has it, the purchase-order number. Staff with cash and carry offered get its checkbox first;
 * while it is ticked the store's address, suburb, state and postcode are shown and cannot be changed.
 */
export function DeliveryAddressPanel({
  onChooseSuburb,
  savedAddresses,
  fieldsKey,
  cashAndCarryOffered = false,
}: {
  onChooseSuburb?: (chosen: ChosenSuburb) => void;
  /** The signed-in shopper's saved addresses to pick from, above the fields. */
  savedAddresses?: ReactNode;
  /** Changes when a saved address fills the fields, so the suburb field shows it. */
  fieldsKey?: number;
  /** The view offers cash and carry (its flag and a store): the 'Cash and carry' checkbox shows. */
  cashAndCarryOffered?: boolean;
}) {
  const { features } = useBrand();
  const { values } = useFormikContext<CheckoutValues>();
  const cashAndCarry = cashAndCarryOffered && values.cashAndCarry;
  return (
    <Panel id="checkout-delivery" heading={texts.heading}>
      {cashAndCarryOffered ? (
        <CheckboxField name="cashAndCarry" label={checkoutTexts.staff.cashAndCarry} hint={checkoutTexts.staff.cashAndCarryHint} />
      ) : null}
      {cashAndCarry ? null : savedAddresses}
      {cashAndCarry ? <StoreAddressFields /> : <AddressFields key={fieldsKey} address="deliveryAddress" onChooseSuburb={onChooseSuburb} />}
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

/** Cash and carry: the names stay editable; the store's address, suburb, state and postcode are disabled (spec 2 §4). */
function StoreAddressFields() {
  const { features } = useBrand();
  const name = (field: string) => `deliveryAddress.${field}`;
  return (
    <>
      <FieldRow>
        <TextField name={name("firstName")} label={texts.firstName} autoComplete="given-name" required />
        <TextField name={name("lastName")} label={texts.lastName} autoComplete="family-name" required />
      </FieldRow>
      <TextField name={name("companyName")} label={texts.companyName} autoComplete="organization" />
      <TextField name={name("address")} label={texts.address} required disabled />
      <TextField name={name("suburb")} label={texts.suburb} required disabled />
      <FieldRow>
        {features.checkout.validateState ? <TextField name={name("state")} label={texts.state} required disabled /> : null}
        <TextField name={name("postcode")} label={texts.postcode} required disabled />
      </FieldRow>
    </>
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
