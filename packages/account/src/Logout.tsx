import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { accountKeys } from "@storefront/api-client/account";
import { logout } from "@storefront/api-client/identity";
import { useApiClient } from "@storefront/api-client/react";
import { useBrand } from "@storefront/ui-kit/brand";
import { Loader } from "@storefront/ui-kit/loader";
import { useSessionStore } from "@storefront/page-kit/session";
import { safeReturnUrl } from "./login-rules";

/** The logout call is best-effort: the visitor moves on after this long even without an answer (ours). */
export const LOGOUT_CALL_WAIT_MS = 3000;

export const logoutTexts = { working: "Logging you out" } as const;

/**
 * /account/logout[?returnUrl=] (spec 3 §2 and §4): clears the session at once, forgets the
 * account info, tells the API (POST /api/account/logout with the user and the brand as client
 * id; its answer or failure changes nothing), then goes to returnUrl or the home page.
 */
export function Logout() {
  const api = useApiClient();
  const brand = useBrand();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [query] = useSearchParams();
  const handled = useRef(false);
  const target = safeReturnUrl(query.get("returnUrl"), "/");

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const { userId } = useSessionStore.getState();
    useSessionStore.getState().signOut();
    const told = userId ? logout(api, { userId, clientId: brand.id }).catch(() => undefined) : Promise.resolve();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, LOGOUT_CALL_WAIT_MS);
    });
    void Promise.race([told, waited]).then(() => {
      clearTimeout(timer);
      // Dropped only now: by this time the signed-out session has disabled every account query,
      // so none asks again without a token.
      queryClient.removeQueries({ queryKey: accountKeys.all });
      void navigate(target, { replace: true });
    });
  }, [api, brand.id, navigate, queryClient, target]);

  return <Loader label={logoutTexts.working} showLabel />;
}
