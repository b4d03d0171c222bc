import { useBrand } from "@storefront/ui-kit/brand";
import { CheckboxField } from "@storefront/ui-kit/checkbox-field";
import { TextareaField } from "@storefront/ui-kit/textarea-field";
import { TextField } from "@storefront/ui-kit/text-field";
import { checkoutLimits } from "@storefront/validation/checkout";
import { useFormikContext } from "formik";
import { checkoutTexts } from "../checkout-texts";
import type { CheckoutValues } from "../form/checkout-values";
import { FieldRow, Panel } from "./Panel";
import { SuburbField, type ChosenSuburb } from "@storefront/page-kit/suburb-field";

const texts = checkoutTexts.delivery;

interface AddressFieldsProps {
  address: "deliveryAddress" | "billingAddress";
  disabled?: boolean;
  onChooseSuburb?: (chosen: ChosenSuburb) => void;
}

/** The address fields shared by delivery and billing (spec 2 §2 sections 2 and 3). */
function AddressFields({ address, disabled, onChooseSuburb }: AddressFieldsProps) {
  const { features } = useBrand();
  const oneField = features.checkout.suburbAndPostcodeAsOneField;
  return (
    <>
      <FieldRow>
        <TextField name={`${address}.firstName`} label={texts.firstName} autoComplete="given-name" required disabled={disabled} />
        <TextField name={`${address}.lastName`} label={texts.lastName} autoComplete="family-name" required disabled={disabled} />
      </FieldRow>
      <TextField name={`${address}.companyName`} label={texts.companyName} autoComplete="organization" disabled={disabled} />
      <TextField name={`${address}.address`} label={texts.address} autoComplete="street-address" required disabled={disabled} />
      <SuburbField
        address={address}
        label={oneField ? texts.suburbAndPostcode : texts.suburb}
        withPostcode={oneField}
        disabled={disabled}
        onChoose={onChooseSuburb}
      />
      {oneField ? null : (
        <FieldRow>
          {/* spec 2 §5: state and postcode come from the chosen suburb and are read-only. */}
          {features.checkout.validateState ? <TextField name={`${address}.state`} label={texts.state} readOnly required /> : null}
          <TextField name={`${address}.postcode`} label={texts.postcode} readOnly required />
        </FieldRow>
      )}
    </>
  );
}

/** spec 2 §2 section 2: the delivery address, its instructions (with a counter) and, where the brand has it, the purchase-order number. */
export function DeliveryAddressPanel({ onChooseSuburb }: { onChooseSuburb?: (chosen: ChosenSuburb) => void }) {
  const { features } = useBrand();
  return (
    <Panel id="checkout-delivery" heading={texts.heading}>
      <AddressFields address="deliveryAddress" onChooseSuburb={onChooseSuburb} />
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
