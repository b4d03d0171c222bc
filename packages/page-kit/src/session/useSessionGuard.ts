import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useShallow } from "zustand/react/shallow";
import { isApiError } from "@storefront/api-client/http";
import { relogin } from "@storefront/api-client/identity";
import { useApiClient } from "@storefront/api-client/react";
import { useBrand } from "@storefront/ui-kit/brand";
import { endExpiredSession } from "./end-session";
import { createNonce, renewalPlan, renewedSession } from "./session-rules";
import { isSignInPath, loginPathFor } from "./session-paths";
import { useSessionStore } from "./session-store";
import { selectSession, useSignedInAccount } from "./use-session";

/**
 * spec 3 §4 silent renew: while signed in, a timer waits for the renew window (less than 900 ms
 * left); then POST /api/account/relogin with the access token and a fresh nonce gives new tokens
 * (the answer's redirect to the login callback carries them in its fragment). A timer that fires
 * late on a busy page still renews up to RELOGIN_LATE_MS after the expiry. A refused renew (401,
 * the token was revoked) ends the session as expired; a renew that could not reach the API
 * waits for the expiry, which ends it.
 */
function useSessionRenewal(pathname: string, onExpired: () => void): void {
  const api = useApiClient();
  const session = useSessionStore(useShallow(selectSession));
  const [tick, setTick] = useState(0);
  const onExpiredRef = useRef(onExpired);
  onExpiredRef.current = onExpired;
  // Set when the timer for the renew window fires: a busy page runs it late (renewalPlan's `due`).
  const due = useRef(false);

  useEffect(() => {
    const plan = renewalPlan(session, Date.now(), { due: due.current });
    if (plan.action === "none") return;
    if (plan.action === "expired") {
      onExpiredRef.current();
      return;
    }
    if (plan.action === "wait") {
      due.current = false;
      const timer = setTimeout(() => {
        due.current = true;
        setTick((count) => count + 1);
      }, plan.inMs);
      return () => clearTimeout(timer);
    }
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const nonce = createNonce();
    const { pathname, search } = window.location;
    relogin(api, { token: session.accessToken as string, origin: window.location.origin, nonce, returnUrl: `${pathname}${search}` })
      .then((answer) => {
        const renewed = renewedSession(answer.redirectUrl, session, nonce);
        if (!live) return;
        if (renewed) useSessionStore.getState().renew(renewed);
        else onExpiredRef.current();
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (isApiError(error) && error.status === 401) onExpiredRef.current();
        // Not reached: try again at the expiry, which then ends the session (not a late renew).
        else {
          due.current = false;
          retry = setTimeout(() => setTick((count) => count + 1), Math.max(plan.expiresInMs, 0));
        }
      });
    return () => {
      live = false;
      clearTimeout(retry);
    };
    // The page is a dependency: a session left expired on a sign-in page ends on the next page.
  }, [api, session, tick, pathname]);
}

/**
 * The signed-in visitor's session as every page keeps it (spec 3 §4, §8), mounted once around the
 * routed content: tokens are renewed silently in their last 900 ms; an expired or unreadable
 * token ends the session (the brand's login route with exp=true); an account-info failure goes
 * to the login route once per failure (and a 401 also clears the session, whose token the API
 * refused). The sign-in pages themselves are left alone.
 */
export function useSessionGuard(): void {
  const { loggedIn, account } = useSignedInAccount();
  const { loginRoute } = useBrand().features;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = useRef({ pathname, search });
  here.current = { pathname, search };

  useSessionRenewal(pathname, () => {
    const { pathname: path, search: query } = here.current;
    if (!isSignInPath(path)) endExpiredSession({ returnUrl: `${path}${query}` }, loginRoute);
  });

  // Each failure navigates once, from the page it happened on.
  const failure = loggedIn && account.isError ? account.error : null;
  const handledFailure = useRef<unknown>(null);
  useEffect(() => {
    if (!failure || handledFailure.current === failure || isSignInPath(pathname)) return;
    handledFailure.current = failure;
    const returnUrl = `${pathname}${search}`;
    const session = useSessionStore.getState();
    if (isApiError(failure) && failure.status === 401) session.expire(returnUrl);
    else session.savePath(returnUrl);
    void navigate(loginPathFor(returnUrl, loginRoute), { replace: true });
  }, [failure, navigate, pathname, search, loginRoute]);
}

/** The guard as an element, for a layout to mount once. */
export function SessionGuard() {
  useSessionGuard();
  return null;
}
