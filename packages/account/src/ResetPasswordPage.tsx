import { Form, Formik } from "formik";
import { Link, useSearchParams } from "react-router";
import { identityErrorMessage, useResetPassword } from "@storefront/api-client/identity";
import { useApiClient } from "@storefront/api-client/react";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { TextField } from "@storefront/ui-kit/text-field";
import { FORGOT_PASSWORD_PATH } from "@storefront/page-kit/session-paths";
import { passwordMessage } from "@storefront/validation/registration";
import { registerTexts, resetPasswordTexts as texts } from "./identity-texts";
import { Card, Problem } from "./page-styles";

/** The registration's password rule (validation), the one the API applies to the new password. */
function validate({ password }: { password: string }): { password?: string } {
  const problem = passwordMessage(password);
  return problem ? { password: problem } : {};
}

/**
 * /account/reset-password?token= (spec 3 page type resetPassword, §7 resetpassword): the mailed
 * link's token and a new password under the registration rule. The API's refusal (a used or
 * expired link) shows in an alert with a way to ask for a new link.
 */
export function ResetPasswordPage() {
  const api = useApiClient();
  const { loginRoute } = useBrand().features;
  const [query] = useSearchParams();
  const token = query.get("token")?.trim() ?? "";
  const reset = useResetPassword(api);

  let body;
  if (!token) {
    body = <Problem>{texts.noToken}</Problem>;
  } else if (reset.isSuccess) {
    body = (
      <>
        <Alert type="success">{texts.done}</Alert>
        <p>
          <Link to={loginRoute}>{texts.logIn}</Link>
        </p>
      </>
    );
  } else {
    body = (
      <>
        {reset.isError ? <Problem>{identityErrorMessage(reset.error)}</Problem> : null}
        <Formik initialValues={{ password: "" }} validate={validate} onSubmit={({ password }) => reset.mutate({ token, password })}>
          <Form method="post" noValidate aria-labelledby="reset-heading">
            <TextField
              name="password"
              label={texts.password}
              hint={registerTexts.passwordHint}
              type="password"
              autoComplete="new-password"
              required
            />
            <Button type="submit" fullWidth disabled={reset.isPending}>
              {texts.submit}
            </Button>
          </Form>
        </Formik>
      </>
    );
  }
  return (
    <Card aria-labelledby="reset-heading">
      <Heading level={1} id="reset-heading">
        {texts.title}
      </Heading>
      {body}
      {reset.isSuccess ? null : (
        <p>
          <Link to={FORGOT_PASSWORD_PATH}>{texts.askAgain}</Link>
        </p>
      )}
    </Card>
  );
}
