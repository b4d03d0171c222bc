import { Form, Formik } from "formik";
import { useState } from "react";
import styled from "styled-components";
import { identityErrorMessage, useRequestSignInCode } from "@storefront/api-client/identity";
import { useApiClient } from "@storefront/api-client/react";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { TextField } from "@storefront/ui-kit/text-field";
import { signInCodeMessages, signInCodeRequestSchema, signInCodeSchema } from "@storefront/validation/login";
import { signInCodeTexts } from "./login-texts";
import { LOGIN_PATH } from "@storefront/validation/return-url";

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[4]}px;
  padding-top: ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;

  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

/**
 * Sign-in by a mailed code (issue 45 item 5), where the storefront's OTPEnabled is on: the email
 * to send a six-digit code to, then the code, which leaves the page like the password does (a
 * form post with a fresh nonce, `onSignIn`). The answer to "send" never says whether the email
 * has an account; the API's refusals (mail limits, a storefront without codes) show as an alert.
 */
export function SignInCodeForm({
  labelledBy,
  leaving,
  resume,
  onSignIn,
}: {
  labelledBy: string;
  /** The page is already leaving to sign in: nothing more is sent. */
  leaving: boolean;
  /** The API sent the visitor back about a code (`?error=code`): the code form shows at once, with its email. */
  resume: boolean;
  onSignIn: (fields: { email: string; code: string }) => void;
}) {
  const api = useApiClient();
  const send = useRequestSignInCode(api);
  // null: no code asked for yet; "": back from the API, the email to type again with the code.
  const [sentTo, setSentTo] = useState<string | null>(resume ? "" : null);
  const headingId = `${labelledBy}-code`;

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{signInCodeTexts.heading}</h2>
      {send.isError ? <Alert>{identityErrorMessage(send.error)}</Alert> : null}
      <Formik
        initialValues={{ email: "" }}
        validationSchema={signInCodeRequestSchema}
        onSubmit={async ({ email }) => {
          const trimmed = email.trim();
          await send.mutateAsync({ email: trimmed }).then(
            () => setSentTo(trimmed),
            () => setSentTo(null),
          );
        }}
      >
        {({ isSubmitting }) => (
          <Form method="post" action={LOGIN_PATH} noValidate aria-label={signInCodeTexts.sendForm}>
            <TextField name="email" label={signInCodeTexts.email} type="email" autoComplete="email" required />
            <Button type="submit" variant="secondary" fullWidth disabled={isSubmitting || leaving}>
              {sentTo ? signInCodeTexts.sendAgain : signInCodeTexts.send}
            </Button>
          </Form>
        )}
      </Formik>
      {sentTo !== null ? (
        <>
          {sentTo ? <Alert type="info">{signInCodeMessages.sent(sentTo)}</Alert> : null}
          <Formik
            initialValues={{ email: sentTo, code: "" }}
            enableReinitialize
            validationSchema={signInCodeSchema}
            onSubmit={({ email, code }) => onSignIn({ email: email.trim(), code: code.trim() })}
          >
            <Form method="post" action={LOGIN_PATH} noValidate aria-label={signInCodeTexts.codeForm}>
              {sentTo ? null : <TextField name="email" label={signInCodeTexts.codeEmail} type="email" autoComplete="email" required />}
              <TextField name="code" label={signInCodeTexts.code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
              <Button type="submit" fullWidth disabled={leaving}>
                {signInCodeTexts.submit}
              </Button>
            </Form>
          </Formik>
        </>
      ) : null}
    </Section>
  );
}
