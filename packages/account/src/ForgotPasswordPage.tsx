import { Form, Formik } from "formik";
import { useState } from "react";
import { Link } from "react-router";
import { identityErrorMessage, useForgotPassword } from "@storefront/api-client/identity";
import { useApiClient } from "@storefront/api-client/react";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { TextField } from "@storefront/ui-kit/text-field";
import { isValidEmail } from "@storefront/validation/email";
import { registrationMessages } from "@storefront/validation/registration";
import { forgotPasswordTexts as texts } from "./identity-texts";
import { Card, Problem } from "./page-styles";

/** The registration's email rule and message (validation), checked trimmed as it is sent. */
function validate({ email }: { email: string }): { email?: string } {
  return isValidEmail(email.trim()) ? {} : { email: registrationMessages.email };
}

/**
 * /account/forgot-password (spec 3 §7 forgotpassword): the email of the account; the API mails a
 * single-use reset link when it has one, and answers the same either way, so the page does too.
 */
export function ForgotPasswordPage() {
  const api = useApiClient();
  const brand = useBrand();
  const forgot = useForgotPassword(api);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = ({ email }: { email: string }) => {
    const address = email.trim();
    forgot.mutate({ clientId: brand.id, email: address }, { onSuccess: () => setSentTo(address) });
  };

  return (
    <Card aria-labelledby="forgot-heading">
      <Heading level={1} id="forgot-heading">
        {texts.title}
      </Heading>
      {sentTo ? (
        <Alert type="success">{texts.sent(sentTo)}</Alert>
      ) : (
        <>
          <p>{texts.intro}</p>
          {forgot.isError ? <Problem>{identityErrorMessage(forgot.error)}</Problem> : null}
          <Formik initialValues={{ email: "" }} validate={validate} onSubmit={onSubmit}>
            <Form method="post" noValidate aria-labelledby="forgot-heading">
              <TextField name="email" label={texts.email} type="email" autoComplete="email" required />
              <Button type="submit" fullWidth disabled={forgot.isPending}>
                {texts.submit}
              </Button>
            </Form>
          </Formik>
        </>
      )}
      <p>
        <Link to={brand.features.loginRoute}>{texts.backToLogin}</Link>
      </p>
    </Card>
  );
}
