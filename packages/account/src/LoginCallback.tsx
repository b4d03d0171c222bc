import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { identityMessages } from "@storefront/api-client/identity";
import { Heading } from "@storefront/ui-kit/heading";
import { Loader } from "@storefront/ui-kit/loader";
import { LOGIN_PATH } from "@storefront/page-kit/session-paths";
import { useSessionStore } from "@storefront/page-kit/session";
import { checkLoginCallback } from "./login-rules";
import { Card, Problem } from "./page-styles";

export const loginCallbackTexts = { title: "Signing you in", working: "Signing you in", retry: "Log in again" } as const;

/**
 * The login return page (spec 3 §2, /blank/account/login-callback). The fragment carries both
 * tokens, the nonce and the returnUrl; with the nonce stored before the post, the tokens are kept
 * and the visitor goes on to returnUrl, replacing this entry (the tokens leave the history).
 * Anything else shows the identity default message with a way back to the login page.
 */
export function LoginCallback() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  // The nonce is single-use: a second run (React's strict mode) must not read the cleared one.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const session = useSessionStore.getState();
    const result = checkLoginCallback(hash, session.nonce);
    if (!result.ok) {
      useSessionStore.setState({ nonce: null });
      setFailed(true);
      return;
    }
    session.signIn(result.session);
    void navigate(result.returnUrl, { replace: true });
  }, [hash, navigate]);

  return (
    <Card aria-labelledby="login-callback-heading">
      <Heading level={1} id="login-callback-heading">
        {loginCallbackTexts.title}
      </Heading>
      {failed ? (
        <>
          <Problem>{identityMessages.default}</Problem>
          <Link to={LOGIN_PATH}>{loginCallbackTexts.retry}</Link>
        </>
      ) : (
        <Loader label={loginCallbackTexts.working} />
      )}
    </Card>
  );
}
