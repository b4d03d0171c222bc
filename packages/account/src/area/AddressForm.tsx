import { Form, Formik, type FormikHelpers } from "formik";
import { useMemo, useState } from "react";
import styled from "styled-components";
import { useSaveAddress, type SavedAddress } from "@storefront/api-client/account";
import { errorMessage } from "@storefront/api-client/http";
import { AddressFields } from "@storefront/page-kit/address-fields";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { TextareaField } from "@storefront/ui-kit/textarea-field";
import { buildSavedAddressSchema, checkoutLimits } from "@storefront/validation/checkout";
import { addressFieldLabels } from "@storefront/page-kit/address-fields";
import { Problem } from "../page-styles";
import { areaTexts } from "./area-texts";

const texts = areaTexts.addresses;

/** The form's values: the checkout's delivery-address fields (spec 2 §3 deliveryAddress). */
export interface AddressValues {
  firstName: string;
  lastName: string;
  companyName: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  deliveryInstructions: string;
}

export const emptyAddress: AddressValues = {
  firstName: "",
  lastName: "",
  companyName: "",
  address: "",
  suburb: "",
  state: "",
  postcode: "",
  deliveryInstructions: "",
};

const FormBox = styled.section`
  max-width: 560px;
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

/**
 * Adds a saved address (POST /api/account/order/addresses/save): the checkout's address fields,
 * its suburb lookup and its yup rules (`buildSavedAddressSchema`, the rules the API runs too).
 */
export function AddressForm({ onSaved }: { onSaved?: (address: SavedAddress) => void }) {
  const brand = useBrand();
  const { country } = brand;
  const { lastNameMaxLength } = brand.features.checkout;
  const schema = useMemo(() => buildSavedAddressSchema({ country, lastNameMaxLength }), [country, lastNameMaxLength]);
  const save = useSaveAddress();
  const [saved, setSaved] = useState(false);
  // A new form (and a fresh suburb field) after each save.
  const [round, setRound] = useState(0);

  const submit = async (values: AddressValues, helpers: FormikHelpers<AddressValues>) => {
    setSaved(false);
    const trimmed = (value: string) => value.trim() || null;
    try {
      const address = await save.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        companyName: trimmed(values.companyName),
        address: values.address.trim(),
        suburb: values.suburb.trim(),
        state: country === "AU" ? trimmed(values.state) : null,
        postcode: values.postcode.trim(),
        country,
        deliveryInstructions: trimmed(values.deliveryInstructions),
      });
      setSaved(true);
      helpers.resetForm();
      setRound((value) => value + 1);
      onSaved?.(address);
    } catch {
      // The mutation's error is shown below the heading.
    }
  };

  return (
    <FormBox aria-labelledby="address-form-heading">
      <Heading level={2} id="address-form-heading">
        {texts.add}
      </Heading>
      {save.isError ? <Problem>{errorMessage(save.error)}</Problem> : null}
      {saved ? <Alert type="success">{texts.saved}</Alert> : null}
      <Formik key={round} initialValues={emptyAddress} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form method="post" noValidate aria-label={texts.add}>
            <AddressFields address="" />
            <TextareaField
              name="deliveryInstructions"
              label={addressFieldLabels.deliveryInstructions}
              characterLimit={checkoutLimits.deliveryInstructionsMax}
            />
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? texts.saving : texts.save}
            </Button>
          </Form>
        )}
      </Formik>
    </FormBox>
  );
}
