import { Form, Formik } from "formik";
import { useId, useState } from "react";
import styled from "styled-components";
import { errorMessage } from "@storefront/api-client/http";
import { useNotifyMe } from "@storefront/api-client/notify-me";
import { botCheckFailureMessage, useBotCheck } from "@storefront/page-kit/bot-check";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { CheckboxField } from "@storefront/ui-kit/checkbox-field";
import { TextField } from "@storefront/ui-kit/text-field";
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

/**
 * Notify me (issue 45 item 1), on an out-of-stock or back-order product: an email, and with the
 * extended callback (NotifyMeCallbackExtended) a phone call too. Validation's rules run here and on
 * the API; the score check's token goes with the request. A plain form (not a route action: the
 * page-kit's action helper is not on main yet), so it needs JavaScript; loaded as a lazy part, so
 * formik stays out of the product page's first load.
 */
export default function NotifyMeForm({ sku }: NotifyMeFormProps) {
  const { country } = useBrand();
  const { notifyMeCallbackExtended } = useStorefrontSettings();
  const botCheck = useBotCheck();
  const ask = useNotifyMe();
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const initialValues: NotifyMeValues = { email: "", callback: false, name: "", phone: "" };

  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{notifyMeTexts.heading}</h2>
      {ask.isSuccess ? (
        <Alert type="success">{ask.data.message}</Alert>
      ) : (
        <Formik<NotifyMeValues>
          initialValues={initialValues}
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
            const callback = notifyMeCallbackExtended && values.callback;
            await ask
              .mutateAsync({
                sku,
                email: values.email.trim(),
                ...(callback ? { callback: true, name: values.name.trim(), phone: values.phone.trim() } : {}),
                ...(botCheckToken ? { botCheckToken } : {}),
              })
              .catch((error: unknown) => setProblem(errorMessage(error)));
          }}
        >
          {({ isSubmitting, values }) => (
            <Form noValidate aria-labelledby={headingId}>
              <p>{notifyMeTexts.lead}</p>
              {problem ? <Alert type="error">{problem}</Alert> : null}
              <TextField name="email" label="Email" type="email" required autoComplete="email" />
              {notifyMeCallbackExtended ? <CheckboxField name="callback" label={notifyMeTexts.callback} /> : null}
              {notifyMeCallbackExtended && values.callback ? (
                <>
                  <TextField name="name" label="Name" required autoComplete="name" maxLength={NOTIFY_ME_NAME_MAX_LENGTH} />
                  <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" />
                </>
              ) : null}
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? notifyMeTexts.sending : notifyMeTexts.submit}
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </Box>
  );
}
