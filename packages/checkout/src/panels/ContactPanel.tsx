import { useFormikContext } from "formik";
import styled from "styled-components";
import { useBrand } from "@storefront/ui-kit/brand";
import { CheckboxField } from "@storefront/ui-kit/checkbox-field";
import { TextField } from "@storefront/ui-kit/text-field";
import { checkoutLimits } from "@storefront/validation/checkout";
import { formatPhoneInput } from "@storefront/validation/phone";
import { checkoutTexts } from "../checkout-texts";
import { FieldRow, Panel } from "./Panel";

const texts = checkoutTexts.contact;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.text.muted};
`;

/**
 * spec 2 §2 section 1: email, phone number and the newsletter opt-in (on by default). A locked
 * customer's email and phone are read-only (spec 2 §4). The phone is formatted after cleaning
 * when the shopper leaves it (spec 2 §4: '(03) 9496-4540' reads '03 9496 4540').
 */
export function ContactPanel({ locked = false, phoneFixed = false }: { locked?: boolean; phoneFixed?: boolean }) {
  const { country } = useBrand();
  const { setFieldValue } = useFormikContext<{ phoneNumber: string }>();
  return (
    <Panel id="checkout-contact" heading={texts.heading}>
      {locked ? <Note>{texts.locked}</Note> : null}
      <FieldRow>
        <TextField
          name="email"
          label={texts.email}
          type="email"
          autoComplete="email"
          required
          disabled={locked}
          maxLength={checkoutLimits.emailMax}
        />
        <TextField
          name="phoneNumber"
          label={texts.phone}
          type="tel"
          autoComplete="tel"
          required
          // Cash and carry: the store's phone, not editable (spec 2 §4).
          disabled={locked || phoneFixed}
          maxLength={checkoutLimits.phoneMax}
          onBlur={(event) => {
            const formatted = formatPhoneInput(event.currentTarget.value, country);
            if (formatted !== event.currentTarget.value) void setFieldValue("phoneNumber", formatted, false);
          }}
        />
      </FieldRow>
      <CheckboxField name="newsletter" label={texts.newsletter} />
    </Panel>
  );
}
