import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import type { AccountInfo } from "@storefront/api-client/account";
import { isApiError } from "@storefront/api-client/http";
import { LOGIN_CALLBACK_PATH, LOGIN_PATH, loginPathFor, LOGOUT_PATH } from "@storefront/account/login-rules";
import { useSessionStore } from "@storefront/account/session";
import { useSignedInAccount } from "@storefront/account/use-session";
import { useBrand, type BrandFeatures } from "@storefront/ui-kit/brand";
import type { PageType } from "../route-table";
import { endExpiredSession } from "../session";

/** spec 3 §2 and §9: the admin navbar is 50 px tall; nav dropdowns shift down by it (spec 1 §2.9). */
export const ADMIN_NAVBAR_HEIGHT = 50;
/** spec 1 §6: the page classes while the admin navbar, and the staff side panel, are on. */
export const ADMIN_NAVBAR_CLASS = "has-admin-navbar";
export const ADMIN_PANEL_CLASS = "has-admin-panel";
/** Fixed and sticky layers (sticky header, mobile nav, body padding) move down by this variable. */
export const ADMIN_OFFSET_PROPERTY = "--admin-navbar-offset";

export interface AdminBarState {
  /** The admin navbar shows and the page moves down by it. */
  navbar: boolean;
  /** Staff with staff tooling: the page carries the side-panel class too. */
  panel: boolean;
}

const NO_ADMIN_BAR: AdminBarState = { navbar: false, panel: false };

export interface AdminBarInput {
  features: Pick<BrandFeatures, "staffTooling"> & { checkout: Pick<BrandFeatures["checkout"], "adminBarForSignedIn"> };
  pageType: PageType | undefined;
  loggedIn: boolean;
  account: AccountInfo | undefined;
}

/**
 * spec 1 §6 with BRANDS.md: account info with a winningUserId gives the admin navbar and panel
 * where the brand has staff tooling; a brand with `checkout.adminBarForSignedIn` shows the navbar
 * (not the panel) to any signed-in user on the checkout page. Nothing before account info arrives.
 */
export function adminBarState({ features, pageType, loggedIn, account }: AdminBarInput): AdminBarState {
  if (!loggedIn || !account) return NO_ADMIN_BAR;
  const staffBar = features.staffTooling && Boolean(account.winningUserId);
  const checkoutBar = features.checkout.adminBarForSignedIn && pageType === "checkout";
  return { navbar: staffBar || checkoutBar, panel: staffBar };
}

/** Puts the classes and the 50 px offset on the page, or takes them off. */
export function applyAdminBar(body: HTMLElement, state: AdminBarState): void {
  body.classList.toggle(ADMIN_NAVBAR_CLASS, state.navbar);
  body.classList.toggle(ADMIN_PANEL_CLASS, state.panel);
  if (state.navbar) body.style.setProperty(ADMIN_OFFSET_PROPERTY, `${ADMIN_NAVBAR_HEIGHT}px`);
  else body.style.removeProperty(ADMIN_OFFSET_PROPERTY);
}

function isSignInPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  return path === LOGIN_PATH || path === LOGOUT_PATH || path === LOGIN_CALLBACK_PATH;
}

/**
 * The signed-in visitor as the shell sees it (spec 1 §6, spec 3 §4), mounted once by the admin
 * navbar: account info is read in the browser while logged in; the admin classes and offset
 * follow it. An expired or unreadable token ends the session; an account-info failure goes to
 * the login route (and a 401 also clears the session, whose token the API refused).
 */
export function useAdminBar(pageType: PageType | undefined): { state: AdminBarState; account: AccountInfo | undefined } {
  const { features } = useBrand();
  const { loggedIn, check, account } = useSignedInAccount();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const state = adminBarState({ features, pageType, loggedIn, account: account.data });
  const { navbar, panel } = state;

  useEffect(() => {
    applyAdminBar(document.body, { navbar, panel });
    return () => applyAdminBar(document.body, NO_ADMIN_BAR);
  }, [navbar, panel]);

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

  return { state, account: account.data };
}

/**
 * Whether a staff member is signed in: account info with a winningUserId, on a brand with staff
 * tooling (spec 1 §6, BRANDS.md). Reads the shell's shared account query.
 */
export function useStaffSignedIn(): boolean {
  const { features } = useBrand();
  const { loggedIn, account } = useSignedInAccount();
  return adminBarState({ features, pageType: undefined, loggedIn, account: account.data }).panel;
}
