import { BotCheckBox, useBotCheck } from "@storefront/page-kit/bot-check";
import { BOT_CHECK_BOX_FIELD, botCheckMessages } from "@storefront/validation/bot-check";
import { Form, Formik } from "formik";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import styled from "styled-components";
import {
  EXTERNAL_LOGIN_PROVIDERS,
  externalLoginForm,
  loginCodeForm,
  loginForm,
  type ExternalLoginFields,
  type LoginCodeFormFields,
  type LoginFormFields,
} from "@storefront/api-client/identity";
import { useApiClient } from "@storefront/api-client/react";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { TextField } from "@storefront/ui-kit/text-field";
import { loginSchema } from "@storefront/validation/login";
import { useSessionStore } from "@storefront/page-kit/session";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { FORGOT_PASSWORD_PATH, REGISTER_PATH } from "@storefront/page-kit/session-paths";
import {
  createNonce,
  isSessionExpiredNotice,
  asksForBotCheckBox,
  loginErrorMessage,
  loginNotice,
  loginReturnUrl,
  NONCE_EMIT_DELAY_MS,
  nonceCookie,
  SESSION_EXPIRED_MESSAGE,
} from "./login-rules";
import { loginPageTexts } from "./login-texts";
import { Card, Problem } from "./page-styles";
import { SignInCodeForm } from "./SignInCodeForm";
import { LOGIN_PATH } from "@storefront/validation/return-url";

export { loginPageTexts };

interface LoginValues {
  email: string;
  password: string;
}

/** How the page leaves to sign in: the password form post or a provider's redirect, with its nonce. */
interface Leave {
  nonce: string;
  form: { action: string; method: "POST" | "GET"; fields: LoginFormFields | LoginCodeFormFields | ExternalLoginFields };
}

const Notice = styled(Alert)`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
`;

const MoreLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: ${({ theme }) => theme.space[4]}px 0 0;
`;

const Social = styled.section`
  margin-top: ${({ theme }) => theme.space[4]}px;
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;

  h2 {
    margin: 0;
    font-size: 1rem;
    text-align: center;
  }
`;

/**
 * The login form (spec 3 §4): email and password checked with the shared rules, then a hidden
 * form post to /api/account/login-redir carrying a fresh nonce. The nonce is stored first; 10 ms
 * later it goes into a cookie and the form is posted. The API answers with a redirect to the
 * login callback, or back to the login page with `?error=…`. Below it, social login (spec 3 §4):
 * a redirect to the provider with the provider, nonce and origin, left by a GET form the same way
 * (nonce stored, cookie 10 ms later); the provider's answer comes back through the login callback.
 * Where the storefront's OTPEnabled is on (issue 45 item 5), a mailed six-digit code signs in
 * instead of the password, posted to /api/account/login-code the same way.
 * `returnUrl` is where to come back to
 * (the address's, else the saved path, else the brand's post-login route). Shared by the login
 * page and the header's `?showlogin` panel; `labelledBy` names the form.
 */
export function LoginForm({
  labelledBy,
  returnUrl,
  resumeCode = false,
  botCheckBox = false,
}: {
  labelledBy: string;
  returnUrl: string;
  resumeCode?: boolean;
  botCheckBox?: boolean;
}) {
  const api = useApiClient();
  const { otpEnabled } = useStorefrontSettings();
  const [leave, setLeave] = useState<Leave | null>(null);
  // issue 45 item 7: after a failed sign-in, the bot check's box; its token goes with the form post.
  const botCheck = useBotCheck();
  const askBox = botCheckBox && botCheck.enabled;
  const [boxToken, setBoxToken] = useState("");
  const [boxProblem, setBoxProblem] = useState(false);
  const hiddenForm = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!leave) return;
    // spec 3 §9: the nonce is emitted 10 ms after it was stored.
    const timer = setTimeout(() => {
      document.cookie = nonceCookie(leave.nonce);
      hiddenForm.current?.submit();
    }, NONCE_EMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [leave]);

  /** Stores a fresh nonce and names the form the page leaves by. */
  const leaveBy = (form: (nonce: string) => Leave["form"]) => {
    const nonce = createNonce();
    useSessionStore.getState().startLogin(nonce);
    setLeave({ nonce, form: form(nonce) });
  };
  const origin = () => window.location.origin;
  const onSubmit = (values: LoginValues) => {
    if (askBox && !boxToken) {
      setBoxProblem(true);
      return;
    }
    leaveBy((nonce) => {
      const form = loginForm(api, { email: values.email.trim(), password: values.password, returnUrl, origin: origin(), nonce });
      return askBox ? { ...form, fields: { ...form.fields, [BOT_CHECK_BOX_FIELD]: boxToken } } : form;
    });
  };
  const social = (provider: string) => leaveBy((nonce) => externalLoginForm(api, provider, { nonce, origin: origin(), returnUrl }));
  const withCode = ({ email, code }: { email: string; code: string }) =>
    leaveBy((nonce) => loginCodeForm(api, { email, code, returnUrl, origin: origin(), nonce }));

  return (
    <>
      <Formik<LoginValues> initialValues={{ email: "", password: "" }} validationSchema={loginSchema} onSubmit={onSubmit}>
        <Form method="post" action={LOGIN_PATH} noValidate aria-labelledby={labelledBy}>
          <TextField name="email" label={loginPageTexts.email} type="email" autoComplete="email" required />
          <TextField name="password" label={loginPageTexts.password} type="password" autoComplete="current-password" required />
          {askBox ? (
            <>
              {boxProblem && !boxToken ? <Alert type="error">{botCheckMessages.tickBox}</Alert> : null}
              <BotCheckBox onToken={setBoxToken} />
            </>
          ) : null}
          <Button type="submit" fullWidth disabled={leave !== null}>
            {loginPageTexts.submit}
          </Button>
        </Form>
      </Formik>
      <MoreLinks>
        <Link to={FORGOT_PASSWORD_PATH}>{loginPageTexts.forgotPassword}</Link>
        <Link to={REGISTER_PATH}>{loginPageTexts.register}</Link>
      </MoreLinks>
      {otpEnabled ? <SignInCodeForm labelledBy={labelledBy} leaving={leave !== null} resume={resumeCode} onSignIn={withCode} /> : null}
      <Social aria-labelledby={`${labelledBy}-social`}>
        <h2 id={`${labelledBy}-social`}>{loginPageTexts.socialHeading}</h2>
        {EXTERNAL_LOGIN_PROVIDERS.map((provider) => (
          <Button key={provider} type="button" variant="secondary" fullWidth disabled={leave !== null} onClick={() => social(provider)}>
            {loginPageTexts.social(provider)}
          </Button>
        ))}
      </Social>
      {leave ? (
        <form ref={hiddenForm} method={leave.form.method} action={leave.form.action} hidden data-testid="login-post">
          {Object.entries(leave.form.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={String(value)} />
          ))}
        </form>
      ) : null}
    </>
  );
}

/**
 * The login page (spec 3 §2 and §4), at /account/login and at the brand's login route setting:
 * the API's reason when it sent the visitor back (`?error=`, an alert), a social sign-in's outcome
 * that is no error (`?error=link-sent&provider=`, `?connected=`: a status), why after an expired
 * session (`?exp=true`), the login form, and links to register and to reset a forgotten password.
 */
export function LoginPage() {
  const [query] = useSearchParams();
  const { postLoginRoute } = useBrand().features;
  const savedPath = useSessionStore((state) => state.savedPath);
  const problem = loginErrorMessage(query.get("error"), query.get("wait"));
  const notice = loginNotice(query);
  return (
    <Card aria-labelledby="login-heading">
      <Heading level={1} id="login-heading">
        {loginPageTexts.title}
      </Heading>
      {isSessionExpiredNotice(query) ? <Alert type="warning">{SESSION_EXPIRED_MESSAGE}</Alert> : null}
      {problem ? <Problem>{problem}</Problem> : null}
      {notice ? <Notice type="info">{notice}</Notice> : null}
      <LoginForm
        labelledBy="login-heading"
        returnUrl={loginReturnUrl(query, savedPath, postLoginRoute)}
        // Back from a wrong code (issue 45 item 5): the code form again, not a new code.
        resumeCode={query.get("error") === "code"}
        botCheckBox={asksForBotCheckBox(query)}
      />
    </Card>
  );
}
