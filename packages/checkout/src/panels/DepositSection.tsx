import { useFormikContext } from "formik";
import { useEffect } from "react";
import styled from "styled-components";
import { useBrand } from "@storefront/ui-kit/brand";
import { CheckboxField } from "@storefront/ui-kit/checkbox-field";
import { TextField } from "@storefront/ui-kit/text-field";
import { formatPrice } from "@storefront/validation/price";
import { checkoutTexts } from "../checkout-texts";
import type { CheckoutFormValues } from "../CheckoutPage";

const texts = checkoutTexts.deposit;

const Remaining = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface DepositSectionProps {
  /** The minimum deposit in percent (the view's partialPaymentPercentage, 30 by default). */
  percentage: number;
  /** What is left to pay after the deposit (depositState's cartRemainingPayment). */
  remainingPayment: number;
}

/**
 * The partial-payment section (spec 2 §2, §4, §5): 'Pay a deposit now' switches partial payment on;
 * then the deposit amount (placeholder 0.00, judged by validateDeposit in the page's rules) and the
 * remaining payment. Switching it off resets the deposit to 0.
 */
export function DepositSection({ percentage, remainingPayment }: DepositSectionProps) {
  const brand = useBrand();
  const form = useFormikContext<CheckoutFormValues>();
  const { partialPaymentOn, deposit } = form.values;
  const { setFieldValue } = form;

  useEffect(() => {
    if (!partialPaymentOn && deposit !== "") void setFieldValue("deposit", "", false);
  }, [partialPaymentOn, deposit, setFieldValue]);

  return (
    <div>
      <CheckboxField name="partialPaymentOn" label={texts.payDeposit} />
      {partialPaymentOn ? (
        <>
          <TextField
            name="deposit"
            label={texts.amount}
            hint={texts.minimum(percentage)}
            placeholder={texts.placeholder}
            inputMode="decimal"
            autoComplete="off"
          />
          <Remaining aria-live="polite">
            <span>{texts.remaining}</span>
            <span>{formatPrice(remainingPayment, { locale: brand.locale, currency: brand.currency })}</span>
          </Remaining>
        </>
      ) : null}
    </div>
  );
}
