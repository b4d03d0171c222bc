import { useId, useState, type FormEvent } from "react";
import { useActionData, useLocation } from "react-router";
import styled from "styled-components";
import { fallbackMessages } from "@storefront/api-client/http";
import type { ActionOutcome } from "@storefront/page-kit/action-fields";
import { ReturnToField, submittedFields, useShopperAction } from "@storefront/page-kit/use-shopper-action";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { FormBlock, FormBlockField } from "@storefront/ui-kit/form-block";
import { COUPON_MAX_LENGTH, validateGiftCardNumber } from "@storefront/validation/coupon-rules";
import { GIFT_CARD_NUMBER_FIELD } from "./gift-card-balance-action";
import { vouchersTexts } from "./vouchers-texts";

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 480px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface.raised};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  /* A gift card number reads in capitals, as printed on the card. */
  input {
    text-transform: uppercase;
  }
`;

/**
 * The gift card balance check (spec 3 page type vouchers). HTML first (issue 40): a `<form
 * method="post">` to the vouchers page's route action, so without JavaScript the browser posts it
 * and comes back with the answer (the page's flash, or the form again with its message and the
 * number as typed); once hydrated, the rule is checked first and the same action runs through the
 * router, its answer shown in place. The field is the browser's own (uncontrolled), so a number
 * typed before the page hydrated stays. The answer is a status for a balance, an alert for a refusal.
 */
export function GiftCardBalanceForm() {
  const { pathname } = useLocation();
  const refused = useActionData<ActionOutcome | undefined>();
  const shownRefusal = refused && !refused.ok ? refused : undefined;
  const [answer, setAnswer] = useState<ActionOutcome | undefined>(shownRefusal);
  const [problem, setProblem] = useState<string | undefined>(shownRefusal?.fieldErrors?.[GIFT_CARD_NUMBER_FIELD]);
  const action = useShopperAction(pathname, { onOutcome: setAnswer });
  const headingId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = submittedFields(event);
    const found = validateGiftCardNumber(String(fields.get(GIFT_CARD_NUMBER_FIELD) ?? ""));
    setProblem(found);
    if (found) return;
    setAnswer(undefined);
    const outcome = await action.submit(fields);
    if (!outcome) setAnswer({ ok: false, message: fallbackMessages.other });
  };

  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{vouchersTexts.balanceHeading}</h2>
      <FormBlock>
        <action.Form method="post" action={pathname} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId}>
          <ReturnToField />
          <FormBlockField
            name={GIFT_CARD_NUMBER_FIELD}
            label={vouchersTexts.numberLabel}
            hint={vouchersTexts.numberHint}
            error={problem}
            required
            maxLength={COUPON_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            defaultValue={shownRefusal?.values?.[GIFT_CARD_NUMBER_FIELD] ?? ""}
          />
          <Button type="submit" disabled={action.pending}>
            {action.pending ? vouchersTexts.checking : vouchersTexts.check}
          </Button>
        </action.Form>
      </FormBlock>
      {answer ? <Alert type={answer.ok ? "success" : "error"}>{answer.message}</Alert> : null}
    </Box>
  );
}
