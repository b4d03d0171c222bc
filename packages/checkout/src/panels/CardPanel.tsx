import { useFormikContext } from "formik";
import { useState, type KeyboardEvent } from "react";
import { Button } from "@storefront/ui-kit/button";
import { Modal } from "@storefront/ui-kit/modal";
import { TextField } from "@storefront/ui-kit/text-field";
import { cardNumberMaxLength, detectCardType, formatExpiryInput } from "@storefront/validation/cards";
import { checkoutLimits } from "@storefront/validation/checkout";
import { checkoutTexts } from "../checkout-texts";
import type { CheckoutValues } from "../form/checkout-values";
import { FieldRow, Panel } from "./Panel";

const texts = checkoutTexts.payment;

/** The security-code help (spec 2 §2 section 9). */
export function SecurityCodeHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={texts.securityCodeTitle} size="small">
      <p>{texts.securityCodeHelp}</p>
    </Modal>
  );
}

/**
 * The credit card fields (spec 2 §2 "Payment options block"): name on card, card number, expiry as
 * 'MM / YYYY' and CVV with the 'What is a security code?' help. Enter in the CVV submits.
 */
export function CardFields() {
  const form = useFormikContext<CheckoutValues>();
  const [helpOpen, setHelpOpen] = useState(false);
  const cardType = detectCardType(form.values.cardDetails.cardNo);

  const onCvvKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    // The page's own submit (with its blocks), as the Place Order button does.
    event.currentTarget.form?.requestSubmit();
  };

  return (
    <>
      <TextField name="cardDetails.nameOnCard" label={texts.nameOnCard} autoComplete="cc-name" required />
      <TextField
        name="cardDetails.cardNo"
        label={texts.cardNumber}
        autoComplete="cc-number"
        inputMode="numeric"
        required
        // Spaces and hyphens are allowed while typing (cardDigits drops them).
        maxLength={(cardType ? cardNumberMaxLength(cardType) : checkoutLimits.cardNumberMax) + 4}
      />
      <FieldRow>
        <TextField
          name="cardDetails.expiryDate"
          label={texts.expiry}
          placeholder={texts.expiryPlaceholder}
          autoComplete="cc-exp"
          inputMode="numeric"
          required
          maxLength={checkoutLimits.expiryInputMax}
          onBlur={(event) => {
            // Shown as 'MM / YYYY' (spec 2 §2) once the shopper leaves the field.
            const formatted = formatExpiryInput(event.currentTarget.value);
            if (formatted !== event.currentTarget.value) void form.setFieldValue("cardDetails.expiryDate", formatted);
          }}
        />
        <div>
          <TextField
            name="cardDetails.cvv"
            label={texts.cvv}
            autoComplete="cc-csc"
            inputMode="numeric"
            required
            maxLength={checkoutLimits.cvvMax}
            onKeyDown={onCvvKeyDown}
          />
          <Button variant="link" onClick={() => setHelpOpen(true)}>
            {texts.securityCodeLink}
          </Button>
        </div>
      </FieldRow>
      <SecurityCodeHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </>
  );
}

/** The payment section with the card alone (the card radio is not shown while the card is the only option). */
export function CardPanel() {
  return (
    <Panel id="checkout-payment" heading={texts.heading}>
      <CardFields />
    </Panel>
  );
}
