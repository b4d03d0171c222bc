import { Form, Formik } from "formik";
import { useId, useState } from "react";
import { useActionData, useLocation } from "react-router";
import styled from "styled-components";
import { fallbackMessages } from "@storefront/api-client/http";
import type { ActionOutcome } from "@storefront/page-kit/action-fields";
import { botCheckFailureMessage, useBotCheck } from "@storefront/page-kit/bot-check";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { ReturnToField, useShopperAction } from "@storefront/page-kit/use-shopper-action";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { CheckboxField } from "@storefront/ui-kit/checkbox-field";
import { TextField } from "@storefront/ui-kit/text-field";
import { BOT_CHECK_TOKEN_FIELD } from "@storefront/validation/bot-check";
import { NOTIFY_ME_NAME_MAX_LENGTH, validateNotifyMe } from "@storefront/validation/notify-me";

/** The words of the notify-me box (ours: the spec names only the setting). */
export const notifyMeTexts = {
  heading: "Notify me when it's back",
  lead: "Leave your email and we'll write to you once, when it's back in stock.",
  callback: "Call me too when it's back",
  submit: "Notify me",
  sending: "Sending…",
} as const;

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface.raised};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

interface NotifyMeValues {
  email: string;
  callback: boolean;
  name: string;
  phone: string;
}

export interface NotifyMeFormProps {
  sku: string;
}

/** The box as a refused post without JavaScript left it (the product page's action data): what was typed, and why. */
function initialState(refused: ActionOutcome | undefined) {
  const values = refused?.values ?? {};
  const initialValues: NotifyMeValues = {
    email: values.email ?? "",
    callback: Boolean(values.callback),
    name: values.name ?? "",
    phone: values.phone ?? "",
  };
  const fieldErrors = refused?.fieldErrors ?? {};
  const touched = Object.fromEntries(Object.keys(fieldErrors).map((field) => [field, true]));
  return { initialValues, initialErrors: fieldErrors, initialTouched: touched };
}

/**
 * Notify me (issue 45 item 1), on an out-of-stock or back-order product: an email, and with the
 * extended callback (NotifyMeCallbackExtended) a phone call too. HTML first (issue 40): a `<form
 * method="post">` to the product page's own route action (`notify-me-action.ts`), so without
 * JavaScript the browser posts it and comes back to the page with the outcome (the 'check your
 * inbox' flash, or the box again with its messages and fields as typed); once hydrated, formik
 * runs validation's rules first, the score check's token is asked for at submit and the same
 * action runs through the router (page-kit's useShopperAction), its answer shown in place. Loaded
 * as a lazy part, so formik stays out of the product page's first load.
 */
export default function NotifyMeForm({ sku }: NotifyMeFormProps) {
  const { country } = useBrand();
  const { notifyMeCallbackExtended } = useStorefrontSettings();
  const botCheck = useBotCheck();
  const { pathname } = useLocation();
  const refused = useActionData<ActionOutcome | undefined>();
  const shownRefusal = refused && !refused.ok ? refused : undefined;
  const [problem, setProblem] = useState<string | null>(shownRefusal?.message ?? null);
  const [sent, setSent] = useState<string | null>(null);
  const action = useShopperAction(pathname, {
    onOutcome: (outcome) => (outcome.ok ? setSent(outcome.message) : setProblem(outcome.message)),
  });
  const headingId = useId();

  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{notifyMeTexts.heading}</h2>
      {sent ? (
        <Alert type="success">{sent}</Alert>
      ) : (
        <Formik<NotifyMeValues>
          {...initialState(shownRefusal)}
          validate={(values) => validateNotifyMe(values, { callbackExtended: notifyMeCallbackExtended, country })}
          onSubmit={async (values) => {
            setProblem(null);
            let botCheckToken: string | undefined;
            try {
              botCheckToken = await botCheck.scoreToken("notify_me");
            } catch (error) {
              setProblem(botCheckFailureMessage(error));
              return;
            }
            const fields = new FormData();
            fields.set("sku", sku);
            fields.set("email", values.email.trim());
            if (notifyMeCallbackExtended && values.callback) {
              fields.set("callback", "on");
              fields.set("name", values.name.trim());
              fields.set("phone", values.phone.trim());
            }
            if (botCheckToken) fields.set(BOT_CHECK_TOKEN_FIELD, botCheckToken);
            const outcome = await action.submit(fields);
            if (!outcome) setProblem(fallbackMessages.other);
          }}
        >
          {({ isSubmitting, values }) => (
            <Form method="post" action={pathname} noValidate aria-labelledby={headingId}>
              <p>{notifyMeTexts.lead}</p>
              {problem ? <Alert type="error">{problem}</Alert> : null}
              <ReturnToField />
              <input type="hidden" name="sku" value={sku} />
              <TextField name="email" label="Email" type="email" required autoComplete="email" />
              {notifyMeCallbackExtended ? <CheckboxField name="callback" label={notifyMeTexts.callback} /> : null}
              {notifyMeCallbackExtended && values.callback ? (
                <>
                  <TextField name="name" label="Name" required autoComplete="name" maxLength={NOTIFY_ME_NAME_MAX_LENGTH} />
                  <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" />
                </>
              ) : null}
              <Button type="submit" disabled={isSubmitting || action.pending}>
                {isSubmitting || action.pending ? notifyMeTexts.sending : notifyMeTexts.submit}
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </Box>
  );
}
