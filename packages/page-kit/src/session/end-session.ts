import { logoutPath, type LogoutEvent } from "@storefront/api-client/http";
import { useSessionStore } from "./session-store";

/**
 * spec 3 §4 and §8: a session whose token has expired (or cannot be read) ends: the session is
 * cleared, the page is saved for after the next login, and the browser goes to
 * /account/logout?returnUrl=… with a full page load. The API client calls this after a 401
 * (unless the brand's logoutOn401 is off); the shell calls it when its token check fails.
 */
export function endExpiredSession({ returnUrl }: LogoutEvent, go: (url: string) => void = (url) => window.location.assign(url)): void {
  useSessionStore.getState().expire(returnUrl);
  go(logoutPath(returnUrl));
}
