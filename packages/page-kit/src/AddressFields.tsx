import styled from "styled-components";
import { useBrand } from "@storefront/ui-kit/brand";
import { TextField } from "@storefront/ui-kit/text-field";
import { AddressLookupField } from "./AddressLookupField";
import { useStorefrontSettings } from "./settings";
import { SuburbField, type ChosenSuburb } from "./SuburbField";

/**
 * The delivery and billing address labels (spec 2 §2 sections 2 and 3; the spec names the fields,
 * the words are ours), one place for the checkout and the account area's saved addresses.
 */
export const addressFieldLabels = {
  firstName: "First name",
  lastName: "Last name",
  companyName: "Company name (optional)",
  address: "Address",
  suburb: "Suburb",
  suburbAndPostcode: "Suburb and postcode",
  state: "State",
  postcode: "Postcode",
  deliveryInstructions: "Delivery instructions (optional)",
} as const;

export const FieldRow = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space[3]}px;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: 1fr 1fr;
  }
`;

export interface AddressFieldsProps {
  /** The formik path of the address object ('deliveryAddress'), or "" when the form's values are the address. */
  address: string;
  disabled?: boolean;
  onChooseSuburb?: (chosen: ChosenSuburb) => void;
}

/**
 * The address fields (spec 2 §2 sections 2 and 3): names, company, address, the suburb lookup
 * and the read-only state and postcode it fills; in the brands with suburb and postcode as one
 * field (aol-nz), that one field and no state. Where the API's address lookup is on (the
 * AddressLookupEnabled setting, issue 44 item 3), the address is a combobox of looked-up street
 * addresses that also fills suburb, state and postcode. The rules are the form's schema
 * (`@storefront/validation/checkout`).
 */
export function AddressFields({ address, disabled, onChooseSuburb }: AddressFieldsProps) {
  const { features } = useBrand();
  const { addressLookupEnabled } = useStorefrontSettings();
  const oneField = features.checkout.suburbAndPostcodeAsOneField;
  const name = (field: string) => (address ? `${address}.${field}` : field);
  return (
    <>
      <FieldRow>
        <TextField name={name("firstName")} label={addressFieldLabels.firstName} autoComplete="given-name" required disabled={disabled} />
        <TextField name={name("lastName")} label={addressFieldLabels.lastName} autoComplete="family-name" required disabled={disabled} />
      </FieldRow>
      <TextField name={name("companyName")} label={addressFieldLabels.companyName} autoComplete="organization" disabled={disabled} />
      {addressLookupEnabled ? (
        <AddressLookupField address={address} label={addressFieldLabels.address} disabled={disabled} onChooseSuburb={onChooseSuburb} />
      ) : (
        <TextField name={name("address")} label={addressFieldLabels.address} autoComplete="street-address" required disabled={disabled} />
      )}
      <SuburbField
        address={address}
        label={oneField ? addressFieldLabels.suburbAndPostcode : addressFieldLabels.suburb}
        withPostcode={oneField}
        disabled={disabled}
        onChoose={onChooseSuburb}
      />
      {oneField ? null : (
        <FieldRow>
          {/* spec 2 §5: state and postcode come from the chosen suburb and are read-only. */}
          {features.checkout.validateState ? <TextField name={name("state")} label={addressFieldLabels.state} readOnly required /> : null}
          <TextField name={name("postcode")} label={addressFieldLabels.postcode} readOnly required />
        </FieldRow>
      )}
    </>
  );
}

/** The name and address fields an address line is read from (a saved address, an order's address). */
export interface AddressParts {
  firstName: string;
  lastName: string;
  companyName?: string | null;
  address: string;
  suburb: string;
  state?: string | null;
  postcode: string;
}

/** An address on one line: name, company, street, then suburb, state and postcode. */
export function addressLine(address: AddressParts): string {
  return [
    `${address.firstName} ${address.lastName}`,
    address.companyName,
    address.address,
    [address.suburb, address.state, address.postcode].filter(Boolean).join(" "),
  ]
    .filter(Boolean)
    .join(", ");
}
