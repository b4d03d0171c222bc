import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { useAccount } from "@storefront/api-client/account";
import { checkSession, isSignedInCheck, type Session, type SessionCheck } from "./session-rules";
import { selectHydrated, useSessionStore, type SessionState } from "./session-store";

export const selectSession = ({ isLoggedIn, userId, accessToken, idToken }: SessionState): Session => ({
  isLoggedIn,
  userId,
  accessToken,
  idToken,
});

export interface SessionView {
  /** spec 3 §4: the stored flags and both tokens all exist. */
  loggedIn: boolean;
  /** The token check: 'renew' is renewed and 'expired' ended by the session guard. */
  check: SessionCheck;
}

/**
 * The session as a component sees it, checked when its tokens change. Server renders and the
 * hydrating render see the signed-out session, so for a signed-out visitor nothing here changes
 * when the page hydrates and the component is not rendered again.
 */
export function useSession(): SessionView {
  const session = useSessionStore(useShallow(selectSession));
  const check = useMemo(() => checkSession(session), [session]);
  return { loggedIn: check !== "signedOut", check };
}

/**
 * True once local storage has been read: never during SSR or the hydrating render. Only what must
 * tell "signed out" from "not read yet" asks (a redirect to the login page, for one): the answer
 * changes right after hydration, so every component that reads it is rendered a second time then.
 */
export function useSessionHydrated(): boolean {
  return useSessionStore(selectHydrated);
}

/**
 * The signed-in visitor's account info (spec 1 §6): GET /api/account with the bearer token, asked
 * only in the browser and only while the session's tokens are live. The shell and the account
 * page share the query.
 */
export function useSignedInAccount() {
  const session = useSession();
  const account = useAccount({ enabled: isSignedInCheck(session.check) });
  return { ...session, account };
}
