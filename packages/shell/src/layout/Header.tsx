import type { ComponentType } from "react";
import type { HeaderPartProps } from "@storefront/page-kit/header-parts";
import { useRootData } from "@storefront/page-kit/root-data";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { useBrand } from "@storefront/ui-kit/brand";
import { Wordmark } from "@storefront/ui-kit/wordmark";
import { DesktopNav } from "../navigation/DesktopNav";
import { MobileNav } from "../navigation/MobileNav";
import type { NavView } from "../navigation/nav-rules";
import { useNavStore } from "../navigation/nav-store";
import { useNavbarData } from "../navigation/useNavbarData";
import { SearchBar } from "../search/SearchBar";
import { StoreDropdown, useShopperStore } from "../store-picker/StoreDropdown";
import { storeTexts } from "../store-picker/store-rules";
import { ContactDropdown } from "./ContactDropdown";
import { Backdrop, Bar, DesktopSearch, Home, Inner, MobileSearch, PrintHeader, ToolLink, Tools, WideScreenTool } from "./header-styles";
import { HeaderDropdown } from "./HeaderDropdown";
import { ToolLabel } from "./ToolLabel";
import { MobileToolButton, ToolButton } from "./ToolButton";
import { useHeaderBehaviour } from "./useHeaderBehaviour";

/** Header parts a domain puts in the header's tools (the composition fills them). */
export interface HeaderParts {
  /** The 'Projects' link, shown where the navigation's topNav.displayProjectIcon asks for it. */
  projects?: ComponentType<HeaderPartProps>;
  /** The account entry (spec 3 §2): 'Log in', or the first name and its menu (the 'account' view). */
  account?: ComponentType<HeaderPartProps>;
  /** The cart button and its dropdown (the 'cart' view), where topNav.displayCartIcon asks for it. */
  cart?: ComponentType<HeaderPartProps>;
}

const defaultTopNav = { displayCartIcon: true, displayProjectIcon: false, displaySearchIcon: true, displayContactUsIcon: true };

/** A header part with the header's look; a part with a dropdown is one of the header's views (spec 1 §2.9). */
function Part({ part: Component, view }: { part: ComponentType<HeaderPartProps>; view?: NavView }) {
  const open = useNavStore((state) => view !== undefined && state.view === view);
  return (
    <Component
      ToolButton={ToolButton}
      ToolLink={ToolLink}
      ToolLabel={ToolLabel}
      Dropdown={HeaderDropdown}
      open={open}
      onToggle={() => {
        if (view) useNavStore.getState().toggleView(view);
      }}
    />
  );
}

/** The print header's store (spec 1 §2.9): its own component, so the store arriving renders only this. */
function PrintStore() {
  const store = useShopperStore();
  return (
    <PrintHeader>
      {storeTexts.print} {store?.name ?? ""}
    </PrintHeader>
  );
}

/**
 * The site header (spec 1 §2.9): logo, search, store, contact and the domains' header parts (cart,
 * projects, the account entry); the desktop navigation with dropdowns and the mobile drawer; the print header 'Your
 * store: {name}'. Below the md breakpoint the row is the menu, the logo and the tools as icons, and
 * the store picker and contact lines move into the menu, so it fits a 320 px phone (issue 46).
 */
export function Header({ parts = {} }: { parts?: HeaderParts }) {
  const brand = useBrand();
  const root = useRootData();
  const settings = useStorefrontSettings();
  const navbar = useNavbarData(root?.navbar);
  const view = useNavStore((state) => state.view);
  const mobileOpen = useNavStore((state) => state.mobileOpen);
  const { sticky, dropdownOpen, closeDropdowns } = useHeaderBehaviour(brand.theme.layout.navbarHeight);
  const topNav = navbar?.topNav ?? defaultTopNav;
  const toggle = (target: "search" | "contactUs") => useNavStore.getState().toggleView(target);
  return (
    <>
      {dropdownOpen ? <Backdrop data-testid="nav-backdrop" onClick={closeDropdowns} /> : null}
      <Bar $sticky={sticky}>
        <PrintStore />
        <Inner>
          <MobileToolButton aria-label="Open menu" aria-expanded={mobileOpen} onClick={() => useNavStore.getState().openMobile()}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </MobileToolButton>
          <Home to="/">
            <Wordmark height={36} />
          </Home>
          {topNav.displaySearchIcon ? (
            <DesktopSearch>
              <SearchBar />
            </DesktopSearch>
          ) : null}
          <Tools>
            {topNav.displaySearchIcon ? (
              <MobileToolButton aria-label="Search" aria-expanded={view === "search"} onClick={() => toggle("search")}>
                <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
                  <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </MobileToolButton>
            ) : null}
            {/* On a phone the store picker and the contact lines are in the menu (MobileNavDrawer). */}
            <WideScreenTool>
              <StoreDropdown />
              {topNav.displayContactUsIcon ? (
                <ToolButton aria-expanded={view === "contactUs"} onClick={() => toggle("contactUs")}>
                  Contact
                </ToolButton>
              ) : null}
            </WideScreenTool>
            {topNav.displayProjectIcon && parts.projects ? <Part part={parts.projects} /> : null}
            {parts.account ? <Part part={parts.account} view="account" /> : null}
            {topNav.displayCartIcon && parts.cart ? <Part part={parts.cart} view="cart" /> : null}
          </Tools>
          {view === "search" ? (
            <MobileSearch>
              <SearchBar focusOnMount />
            </MobileSearch>
          ) : null}
        </Inner>
        {view === "contactUs" ? <ContactDropdown supportNumber={settings.customerSupportNumber} /> : null}
        <DesktopNav navbar={navbar} />
      </Bar>
      <MobileNav navbar={navbar} />
    </>
  );
}
