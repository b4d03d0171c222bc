import { useEffect } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { loginPathFor } from "@storefront/page-kit/session-paths";
import { useSignedInAccount, useSessionHydrated } from "@storefront/page-kit/use-session";
import { useBrand } from "@storefront/ui-kit/brand";
import { projectAccess, type ProjectAccess } from "./project-access";

/** The share id of a shared project link (spec 3 §2: "Shared project links are read with a shareId"). */
export const SHARE_ID_PARAM = "shareId";

/**
 * The visitor's access to a project page (`projectAccess`); a visitor without a session is sent to
 * the brand's login route, which returns to this page (its path and query), replacing the entry.
 */
export function useProjectAccess({ sharing = true }: { sharing?: boolean } = {}): { access: ProjectAccess; shareId: string | null } {
  const [query] = useSearchParams();
  // Only /project reads shared links; elsewhere a shareId is an ordinary query parameter.
  const shareId = sharing ? query.get(SHARE_ID_PARAM)?.trim() || null : null;
  const { features } = useBrand();
  const { loggedIn, account } = useSignedInAccount();
  const hydrated = useSessionHydrated();
  const access = projectAccess({ shareId, staffTooling: features.staffTooling, hydrated, loggedIn, account: account.data });
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const { loginRoute } = features;
  useEffect(() => {
    if (access === "login") void navigate(loginPathFor(here, loginRoute), { replace: true });
  }, [access, navigate, here, loginRoute]);
  return { access, shareId };
}
