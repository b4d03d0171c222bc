import { useFormikContext } from "formik";
import { useEffect } from "react";
import { Alert } from "@storefront/ui-kit/alert";
import { RadioGroupField } from "@storefront/ui-kit/radio-group-field";
import { TextField } from "@storefront/ui-kit/text-field";
import { checkoutTexts } from "../checkout-texts";
import type { CheckoutFormValues } from "../CheckoutPage";
import { choiceOf, type PaymentChoice } from "../payment/payment-options";
import { CardFields } from "./CardPanel";
import { DepositSection } from "./DepositSection";
import { Panel } from "./Panel";
import { ProviderDetails } from "./ProviderDetails";

const texts = checkoutTexts.payment;

export interface PaymentPanelProps {
  /** The offered methods, card first (paymentChoices). */
  choices: readonly PaymentChoice[];
  /** The choices are final (the payment configuration has answered): a method no longer offered falls back to the card. */
  settled: boolean;
  orderTotal: number;
  /**
   * Nothing to pay (spec 2 §3 isPaymentFree: the Order Total is 0): the message instead of the
   * methods and the card; `giftCard` when a gift card is what covers it. Null while something is due.
   */
  nothingToPay?: { giftCard: boolean } | null;
  zipRepaymentMonths: number;
  /** The last day Zip's offer includes; null or missing without an offer. */
  zipOfferLastDay?: Date | null;
  /** Partial payment is allowed (view flag PartialPayment): the deposit section shows with the card. */
  deposit: { allowed: boolean; percentage: number; remainingPayment: number };
}

/**
 * The payment options block (spec 2 §2): a 'Payment method' radio per offered method (none while
 * the card is the only one), then the card's fields, the provider's panel, Zip in store's store
 * code or a staff option's note, and with the card the deposit section where partial payment is
 * allowed. With nothing to pay, only the message that says so (README, "Nothing to pay").
 */
export function PaymentPanel({
  choices,
  settled,
  orderTotal,
  nothingToPay = null,
  zipRepaymentMonths,
  zipOfferLastDay = null,
  deposit,
}: PaymentPanelProps) {
  const form = useFormikContext<CheckoutFormValues>();
  const method = form.values.selectedPaymentOption;
  const choice = choiceOf(choices, method);
  const { setFieldValue } = form;

  useEffect(() => {
    // A saved or earlier method that is not offered (any more, e.g. the total left its range) goes back to the card.
    if (settled && choice.method !== method) void setFieldValue("selectedPaymentOption", choice.method, false);
  }, [settled, choice.method, method, setFieldValue]);

  if (nothingToPay) {
    return (
      <Panel id="checkout-payment" heading={texts.heading}>
        <Alert type="info" title={nothingToPay.giftCard ? texts.nothingToPayGiftCard : texts.nothingToPay}>
          {texts.nothingToPayNext}
        </Alert>
      </Panel>
    );
  }

  return (
    <Panel id="checkout-payment" heading={texts.heading}>
      {choices.length > 1 ? (
        <RadioGroupField
          name="selectedPaymentOption"
          legend={texts.method}
          options={choices.map((offered) => ({ value: offered.method, label: offered.title }))}
        />
      ) : null}
      {choice.provider ? (
        <ProviderDetails
          provider={choice.provider}
          orderTotal={orderTotal}
          zipRepaymentMonths={zipRepaymentMonths}
          zipOfferLastDay={zipOfferLastDay}
        />
      ) : choice.staff ? (
        <StaffPaymentDetails method={choice.staff} />
      ) : (
        <>
          <CardFields />
          {deposit.allowed ? <DepositSection percentage={deposit.percentage} remainingPayment={deposit.remainingPayment} /> : null}
        </>
      )}
    </Panel>
  );
}

/** Zip in store's 6-digit store code (spec 2 §2, §5), and the other staff options' note. */
export function StaffPaymentDetails({ method }: { method: NonNullable<PaymentChoice["staff"]> }) {
  if (method === "ZipInStore") {
    return (
      <TextField
        name="devicePaymentCode"
        label={texts.zipStoreCode}
        hint={texts.zipStoreCodeHint}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        required
      />
    );
  }
  return <p>{texts.staffNote[method]}</p>;
}
