import { botCheckFailureMessage, useBotCheck } from "@storefront/page-kit/bot-check";
import { Form, Formik } from "formik";
import { useState } from "react";
import { Link } from "react-router";
import { identityErrorMessage, useRegister, useResendConfirmEmail } from "@storefront/api-client/identity";
import { useApiClient } from "@storefront/api-client/react";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { TextField } from "@storefront/ui-kit/text-field";
import { registrationSchema } from "@storefront/validation/registration";
import { registerTexts as texts } from "./identity-texts";
import { Card, Problem } from "./page-styles";

interface RegisterValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  ABN: string;
}

const empty: RegisterValues = { email: "", password: "", firstName: "", lastName: "", phone: "", ABN: "" };

/** After a registration: the confirmation mail went out; a button sends it again. */
function ConfirmationSent({ email, clientId, loginRoute }: { email: string; clientId: string; loginRoute: string }) {
  const api = useApiClient();
  const resend = useResendConfirmEmail(api);
  return (
    <>
      <Alert type="success" title={texts.sentTitle}>
        {texts.sent(email)}
      </Alert>
      {resend.isSuccess ? <Alert type="success">{texts.resent(email)}</Alert> : null}
      {resend.isError ? <Problem>{identityErrorMessage(resend.error)}</Problem> : null}
      <Button variant="secondary" fullWidth disabled={resend.isPending} onClick={() => resend.mutate({ clientId, email })}>
        {texts.resend}
      </Button>
      <p>
        <Link to={loginRoute}>{texts.logIn}</Link>
      </p>
    </>
  );
}

/**
 * /account/register (spec 3 §7 register): email, password, first and last name, phone, and the
 * ABN where the brand asks for it, checked with the rules the API applies
 * (@storefront/validation/registration). The API's errors show in an alert; after success the
 * page says a confirmation mail was sent and offers to send it again.
 */
export function RegisterPage() {
  const api = useApiClient();
  const brand = useBrand();
  const { abnOnRegistration, loginRoute } = brand.features;
  const register = useRegister(api);
  const [registered, setRegistered] = useState<string | null>(null);
  const schema = registrationSchema({ country: brand.country, abnRequired: abnOnRegistration });

  // issue 45 item 7: the score check's token, asked for at submit (nothing when no check is on).
  const botCheck = useBotCheck();
  const [checkProblem, setCheckProblem] = useState<string | null>(null);

  const onSubmit = async (values: RegisterValues) => {
    const email = values.email.trim().toLowerCase();
    setCheckProblem(null);
    let botCheckToken: string | undefined;
    try {
      botCheckToken = await botCheck.scoreToken("register");
    } catch (error) {
      setCheckProblem(botCheckFailureMessage(error));
      return;
    }
    register.mutate(
      {
        email,
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone.trim(),
        clientId: brand.id,
        ...(abnOnRegistration ? { ABN: values.ABN.trim() } : {}),
        ...(botCheckToken ? { botCheckToken } : {}),
      },
      { onSuccess: () => setRegistered(email) },
    );
  };

  return (
    <Card aria-labelledby="register-heading">
      <Heading level={1} id="register-heading">
        {registered ? texts.sentTitle : texts.title}
      </Heading>
      {registered ? (
        <ConfirmationSent email={registered} clientId={brand.id} loginRoute={loginRoute} />
      ) : (
        <>
          {checkProblem ? (
            <Problem>{checkProblem}</Problem>
          ) : register.isError ? (
            <Problem>{identityErrorMessage(register.error)}</Problem>
          ) : null}
          <Formik<RegisterValues> initialValues={empty} validationSchema={schema} onSubmit={onSubmit}>
            <Form method="post" noValidate aria-labelledby="register-heading">
              <TextField name="email" label={texts.email} type="email" autoComplete="email" required />
              <TextField
                name="password"
                label={texts.password}
                hint={texts.passwordHint}
                type="password"
                autoComplete="new-password"
                required
              />
              <TextField name="firstName" label={texts.firstName} autoComplete="given-name" required />
              <TextField name="lastName" label={texts.lastName} autoComplete="family-name" required />
              <TextField name="phone" label={texts.phone} type="tel" autoComplete="tel" required />
              {abnOnRegistration ? <TextField name="ABN" label={texts.abn} inputMode="numeric" required /> : null}
              <Button type="submit" fullWidth disabled={register.isPending}>
                {texts.submit}
              </Button>
            </Form>
          </Formik>
          <p>
            <Link to={loginRoute}>{texts.haveAccount}</Link>
          </p>
        </>
      )}
    </Card>
  );
}
