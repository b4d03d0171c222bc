import { Form, Formik } from "formik";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { loginForm, type LoginFormFields } from "@storefront/api-client/identity";
import { useApiClient } from "@storefront/api-client/react";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { TextField } from "@storefront/ui-kit/text-field";
import { loginSchema } from "@storefront/validation/login";
import { useSessionStore } from "@storefront/page-kit/session";
import { createNonce, loginErrorMessage, loginReturnUrl, NONCE_EMIT_DELAY_MS, nonceCookie } from "./login-rules";
import { Card, Problem } from "./page-styles";

export const loginPageTexts = { title: "Log in", submit: "Log in", email: "Email", password: "Password" } as const;

interface LoginValues {
  email: string;
  password: string;
}

/**
 * The login page (spec 3 §2 and §4): email and password checked with the shared rules, then a
 * hidden form post to /api/account/login-redir carrying a fresh nonce. The nonce is stored first;
 * 10 ms later it goes into a cookie and the form is posted. The API answers with a redirect to the
 * login callback, or back here with `?error=credentials` or `?error=invalid`.
 */
export function LoginPage() {
  const api = useApiClient();
  const [query] = useSearchParams();
  const [post, setPost] = useState<LoginFormFields | null>(null);
  const hiddenForm = useRef<HTMLFormElement>(null);
  const problem = loginErrorMessage(query.get("error"), query.get("wait"));

  useEffect(() => {
    if (!post) return;
    // spec 3 §9: the nonce is emitted 10 ms after it was stored.
    const timer = setTimeout(() => {
      document.cookie = nonceCookie(post.nonce);
      hiddenForm.current?.submit();
    }, NONCE_EMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [post]);

  const onSubmit = (values: LoginValues) => {
    const session = useSessionStore.getState();
    const nonce = createNonce();
    session.startLogin(nonce);
    setPost({
      email: values.email.trim(),
      password: values.password,
      returnUrl: loginReturnUrl(query, session.savedPath),
      origin: window.location.origin,
      nonce,
    });
  };

  const form = post ? loginForm(api, post) : null;
  return (
    <Card aria-labelledby="login-heading">
      <Heading level={1} id="login-heading">
        {loginPageTexts.title}
      </Heading>
      {problem ? <Problem>{problem}</Problem> : null}
      <Formik<LoginValues> initialValues={{ email: "", password: "" }} validationSchema={loginSchema} onSubmit={onSubmit}>
        <Form noValidate aria-labelledby="login-heading">
          <TextField name="email" label={loginPageTexts.email} type="email" autoComplete="email" required />
          <TextField name="password" label={loginPageTexts.password} type="password" autoComplete="current-password" required />
          <Button type="submit" fullWidth disabled={post !== null}>
            {loginPageTexts.submit}
          </Button>
        </Form>
      </Formik>
      {form ? (
        <form ref={hiddenForm} method={form.method} action={form.action} hidden data-testid="login-post">
          {Object.entries(form.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </form>
      ) : null}
    </Card>
  );
}
