import type { LogoutEvent } from "@storefront/api-client/http";
import { LOGIN_PATH } from "./session-paths";
import { useSessionStore } from "./session-store";

/** The login route an expired session goes to (spec 3 §4): `{login route}?exp=true`, whose page says why. */
export function expiredLoginPath(loginRoute: string = LOGIN_PATH): string {
  return `${loginRoute}?exp=true`;
}

/**
 * spec 3 §4 and §8: a session whose token has expired (or cannot be read) ends: the session is
 * cleared, the page is saved for after the next login, and the browser goes to the brand's login
 * route with `exp=true` (a full page load). The API client calls this after a 401 to a call made
 * with an expired token (unless the brand's logoutOn401 is off); the session guard calls it when
 * its token check fails or a renew is refused.
 */
export function endExpiredSession(
  { returnUrl }: LogoutEvent,
  loginRoute: string = LOGIN_PATH,
  go: (url: string) => void = (url) => window.location.assign(url),
): void {
  useSessionStore.getState().expire(returnUrl);
  go(expiredLoginPath(loginRoute));
}
