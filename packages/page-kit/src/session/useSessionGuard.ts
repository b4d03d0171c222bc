import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { isApiError } from "@storefront/api-client/http";
import { endExpiredSession } from "./end-session";
import { isSignInPath, loginPathFor } from "./session-paths";
import { useSessionStore } from "./session-store";
import { useSignedInAccount } from "./use-session";

/**
 * The signed-in visitor's session as every page keeps it (spec 3 §4, §8), mounted once around the
 * routed content: an expired or unreadable token ends the session; an account-info failure goes to
 * the login route once per failure (and a 401 also clears the session, whose token the API refused).
 * The sign-in pages themselves are left alone.
 */
export function useSessionGuard(): void {
  const { loggedIn, check, account } = useSignedInAccount();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  // spec 3 §4: an expired or unreadable token ends the session.
  const expired = check === "expired";
  useEffect(() => {
    if (expired && !isSignInPath(pathname)) endExpiredSession({ returnUrl: `${pathname}${search}` });
  }, [expired, pathname, search]);

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
    void navigate(loginPathFor(returnUrl), { replace: true });
  }, [failure, navigate, pathname, search]);
}

/** The guard as an element, for a layout to mount once. */
export function SessionGuard() {
  useSessionGuard();
  return null;
}
