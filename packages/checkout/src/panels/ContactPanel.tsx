import { CheckboxField } from "@storefront/ui-kit/checkbox-field";
import { TextField } from "@storefront/ui-kit/text-field";
import { checkoutLimits } from "@storefront/validation/checkout";
import { checkoutTexts } from "../checkout-texts";
import { FieldRow, Panel } from "./Panel";

const texts = checkoutTexts.contact;

/** spec 2 §2 section 1: email, phone number and the newsletter opt-in (on by default). A locked customer's email and phone are read-only (spec 2 §4). */
export function ContactPanel({ locked = false, phoneFixed = false }: { locked?: boolean; phoneFixed?: boolean }) {
  return (
    <Panel id="checkout-contact" heading={texts.heading}>
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
        />
      </FieldRow>
      <CheckboxField name="newsletter" label={texts.newsletter} />
    </Panel>
  );
}
