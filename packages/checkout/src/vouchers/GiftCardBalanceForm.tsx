import { Form, Formik } from "formik";
import { useId, useState } from "react";
import { useActionData, useLocation } from "react-router";
import styled from "styled-components";
import { fallbackMessages } from "@storefront/api-client/http";
import type { ActionOutcome } from "@storefront/page-kit/action-fields";
import { ReturnToField, useShopperAction } from "@storefront/page-kit/use-shopper-action";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { TextField } from "@storefront/ui-kit/text-field";
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
`;

/** The form's one field, named as the action reads it (GIFT_CARD_NUMBER_FIELD). */
interface BalanceValues {
  code: string;
}

/**
 * The gift card balance check (spec 3 page type vouchers). HTML first (issue 40): a `<form
 * method="post">` to the vouchers page's route action, so without JavaScript the browser posts it
 * and comes back with the answer (the page's flash, or the form again with its message and the
 * number as typed); once hydrated, formik checks the rule first and the same action runs through
 * the router, its answer shown in place. The answer is a status for a balance, an alert for a refusal.
 */
export function GiftCardBalanceForm() {
  const { pathname } = useLocation();
  const refused = useActionData<ActionOutcome | undefined>();
  const shownRefusal = refused && !refused.ok ? refused : undefined;
  const [answer, setAnswer] = useState<ActionOutcome | undefined>(shownRefusal);
  const action = useShopperAction(pathname, { onOutcome: setAnswer });
  const headingId = useId();
  const fieldError = shownRefusal?.fieldErrors?.[GIFT_CARD_NUMBER_FIELD];

  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{vouchersTexts.balanceHeading}</h2>
      <Formik<BalanceValues>
        initialValues={{ code: shownRefusal?.values?.[GIFT_CARD_NUMBER_FIELD] ?? "" }}
        initialErrors={fieldError ? { code: fieldError } : {}}
        initialTouched={fieldError ? { code: true } : {}}
        validate={(values) => {
          const problem = validateGiftCardNumber(values.code);
          return problem ? { code: problem } : {};
        }}
        onSubmit={async (values) => {
          setAnswer(undefined);
          const fields = new FormData();
          fields.set(GIFT_CARD_NUMBER_FIELD, values.code.trim());
          const outcome = await action.submit(fields);
          if (!outcome) setAnswer({ ok: false, message: fallbackMessages.other });
        }}
      >
        {({ isSubmitting }) => (
          <Form method="post" action={pathname} noValidate aria-labelledby={headingId}>
            <ReturnToField />
            <TextField
              name={GIFT_CARD_NUMBER_FIELD}
              label={vouchersTexts.numberLabel}
              hint={vouchersTexts.numberHint}
              required
              maxLength={COUPON_MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
            />
            <Button type="submit" disabled={isSubmitting || action.pending}>
              {isSubmitting || action.pending ? vouchersTexts.checking : vouchersTexts.check}
            </Button>
          </Form>
        )}
      </Formik>
      {answer ? <Alert type={answer.ok ? "success" : "error"}>{answer.message}</Alert> : null}
    </Box>
  );
}
