import { useId, useState, type FormEvent } from "react";
import { useActionData, useLocation } from "react-router";
import styled from "styled-components";
import { fallbackMessages } from "@storefront/api-client/http";
import type { ActionOutcome } from "@storefront/page-kit/action-fields";
import { ReturnToField, submittedFields, useShopperAction } from "@storefront/page-kit/use-shopper-action";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
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
  form {
    display: grid;
    gap: ${({ theme }) => theme.space[3]}px;
  }
  label {
    display: grid;
    gap: ${({ theme }) => theme.space[1]}px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    text-transform: uppercase;
  }
  input[aria-invalid="true"] {
    border-color: ${({ theme }) => theme.color.feedback.error};
  }
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: normal;
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.color.feedback.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: normal;
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
  const ids = { field: useId(), hint: useId(), error: useId() };

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
      <action.Form method="post" action={pathname} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId}>
        <ReturnToField />
        <label htmlFor={ids.field}>{vouchersTexts.numberLabel}</label>
        <Hint id={ids.hint}>{vouchersTexts.numberHint}</Hint>
        <input
          id={ids.field}
          name={GIFT_CARD_NUMBER_FIELD}
          required
          maxLength={COUPON_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          defaultValue={shownRefusal?.values?.[GIFT_CARD_NUMBER_FIELD] ?? ""}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${ids.hint} ${ids.error}` : ids.hint}
        />
        {problem ? <FieldError id={ids.error}>{problem}</FieldError> : null}
        <Button type="submit" disabled={action.pending}>
          {action.pending ? vouchersTexts.checking : vouchersTexts.check}
        </Button>
      </action.Form>
      {answer ? <Alert type={answer.ok ? "success" : "error"}>{answer.message}</Alert> : null}
    </Box>
  );
}
