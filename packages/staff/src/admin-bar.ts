import { useEffect } from "react";
import type { AccountInfo } from "@storefront/api-client/account";
import type { PageType } from "@storefront/page-kit/page-types";
import { isStaffAccount } from "@storefront/page-kit/session-rules";
import { useSignedInAccount } from "@storefront/page-kit/use-session";
import { useBrand, type BrandFeatures } from "@storefront/ui-kit/brand";

/** spec 3 §2 and §9: the admin navbar is 50 px tall; nav dropdowns shift down by it (spec 1 §2.9). */
export const ADMIN_NAVBAR_HEIGHT = 50;
/** spec 1 §6: the page classes while the admin navbar, and the staff side panel, are on. */
export const ADMIN_NAVBAR_CLASS = "has-admin-navbar";
export const ADMIN_PANEL_CLASS = "has-admin-panel";
/** Fixed and sticky layers (sticky header, mobile nav, body padding) move down by this variable. */
export const ADMIN_OFFSET_PROPERTY = "--admin-navbar-offset";
/**
 * spec 3 §2, §9: while the side panel is open the body has this class; from 975 px the page is
 * offset on the right by the panel's width (this variable: 320 px, 350 px from 768 px).
 */
export const ADMIN_SIDE_PANEL_OPEN_CLASS = "has-admin-side-panel-open";
export const ADMIN_SIDE_PANEL_WIDTH_PROPERTY = "--admin-side-panel-width";

/** The admin navbar's landmark name and its logout link (spec 3 §2). */
export const adminNavbarTexts = { label: "Admin navigation", logout: "Logout" } as const;

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
  const staffBar = isStaffAccount(account, features.staffTooling);
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

/**
 * The admin bar for the signed-in visitor (spec 1 §6, spec 3 §2), mounted once by the admin
 * navbar: account info is read in the browser while logged in (page-kit's session, whose guard
 * ends an expired session); the admin classes and offset follow it.
 */
export function useAdminBar(pageType: PageType | undefined): { state: AdminBarState; account: AccountInfo | undefined } {
  const { features } = useBrand();
  const { loggedIn, account } = useSignedInAccount();
  const state = adminBarState({ features, pageType, loggedIn, account: account.data });
  const { navbar, panel } = state;

  useEffect(() => {
    applyAdminBar(document.body, { navbar, panel });
    return () => applyAdminBar(document.body, NO_ADMIN_BAR);
  }, [navbar, panel]);

  return { state, account: account.data };
}

/**
 * Whether a staff member is signed in: account info with a winningUserId, on a brand with staff
 * tooling (spec 1 §6, BRANDS.md). Reads the session's shared account query.
 */
export function useStaffSignedIn(): boolean {
  const { features } = useBrand();
  const { loggedIn, account } = useSignedInAccount();
  return adminBarState({ features, pageType: undefined, loggedIn, account: account.data }).panel;
}
