import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import styled, { css } from "styled-components";
import { useBrand } from "@storefront/ui-kit/brand";
import { below, up } from "@storefront/ui-kit/theme";
import { Wordmark } from "@storefront/ui-kit/wordmark";
import { addChatBlocker, removeChatBlocker } from "@storefront/compare/chat-blocker";
import { CartBadge, cartButtonLabel, CartPanel, cartTexts, useCartBadgeCount } from "../cart/HeaderCart";
import { DesktopNav } from "../navigation/DesktopNav";
import { MobileNav } from "../navigation/MobileNav";
import { nextStickyState, type StickyState } from "../navigation/nav-rules";
import { useNavStore } from "../navigation/nav-store";
import { useNavbarData } from "../navigation/useNavbarData";
import type { RootData } from "../page";
import { SearchBar } from "../search/SearchBar";
import { StoreDropdown, useShopperStore } from "../store-picker/StoreDropdown";
import { storeTexts } from "../store-picker/store-rules";
import { useStaffSignedIn } from "./staff";

const Bar = styled.header<{ $sticky: StickyState }>`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.color.surface.header};
  color: ${({ theme }) => theme.color.surface.headerText};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  /* spec 1 §4: on small screens the nav floats back in when the shopper scrolls up. */
  ${below("md")} {
    position: sticky;
    top: var(--admin-navbar-offset, 0px);
    transition: transform ${({ theme }) => theme.motion.normal}ms ease;
    ${({ $sticky }) =>
      $sticky === "waiting"
        ? css`
            transform: translateY(-100%);
          `
        : ""}
  }

  @media print {
    box-shadow: none;
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.navbarHeight}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;

  @media print {
    display: none;
  }
`;

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.space[2]}px 0;
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    background: rgba(127, 127, 127, 0.18);
  }
`;

const MenuButton = styled(IconButton)`
  ${up("md")} {
    display: none;
  }
`;

const MobileSearchButton = styled(IconButton)`
  ${up("md")} {
    display: none;
  }
`;

const DesktopSearch = styled.div`
  display: flex;
  flex: 1 1 320px;
  min-width: 0;

  ${below("md")} {
    display: none;
  }
`;

const MobileSearch = styled.div`
  width: 100%;
  padding-bottom: ${({ theme }) => theme.space[3]}px;

  ${up("md")} {
    display: none;
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-left: auto;
`;

const Dropdown = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space[4]}px;
  top: calc(100% - ${({ theme }) => theme.space[2]}px);
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: 300px;
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.header - 1};
  background: rgba(0, 0, 0, 0.25);
`;

const PrintHeader = styled.p`
  display: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]}px 0;

  @media print {
    display: block;
  }
`;

/**
 * The site header (spec 1 §2.9): logo, search, store, contact, cart and project views; the
 * desktop navigation with dropdowns and the mobile drawer; the print header 'Your store: {name}'.
 */
export function Header() {
  const brand = useBrand();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const navbar = useNavbarData(root?.navbar);
  const { pathname } = useLocation();
  const view = useNavStore((state) => state.view);
  const openCategory = useNavStore((state) => state.openCategory);
  const mobileOpen = useNavStore((state) => state.mobileOpen);
  const store = useShopperStore();
  const staff = useStaffSignedIn();
  const [sticky, setSticky] = useState<StickyState>("static");
  const lastY = useRef(0);
  const topNav = navbar?.topNav ?? { displayCartIcon: true, displayProjectIcon: false, displaySearchIcon: true, displayContactUsIcon: true };
  const supportNumber = root?.settings.customerSupportNumber;
  const cartCount = useCartBadgeCount(topNav.displayCartIcon);

  // spec 1 §4: dropdowns and the mobile nav close at the end of every navigation.
  useEffect(() => {
    useNavStore.getState().closeAll();
  }, [pathname]);

  // spec 1 §4: Escape closes an open dropdown.
  const dropdownOpen = view !== "none" || openCategory !== null;
  useEffect(() => {
    if (!dropdownOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        const state = useNavStore.getState();
        state.setView("none");
        state.setOpenCategory(null);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [dropdownOpen]);

  useEffect(() => {
    if (!mobileOpen) return;
    addChatBlocker("mobile-nav");
    return () => removeChatBlocker("mobile-nav");
  }, [mobileOpen]);

  useEffect(() => {
    const height = brand.theme.layout.navbarHeight;
    const onScroll = () => {
      const y = window.scrollY;
      setSticky((state) => nextStickyState(state, lastY.current, y, height));
      lastY.current = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [brand.theme.layout.navbarHeight]);

  const toggle = (target: "search" | "cart" | "contactUs") => useNavStore.getState().toggleView(target);
  return (
    <>
      {dropdownOpen ? (
        <Backdrop
          data-testid="nav-backdrop"
          onClick={() => {
            const state = useNavStore.getState();
            state.setView("none");
            state.setOpenCategory(null);
          }}
        />
      ) : null}
      <Bar $sticky={sticky} data-staff={staff ? "true" : undefined}>
        <PrintHeader>
          {storeTexts.print} {store?.name ?? ""}
        </PrintHeader>
        <Inner>
          <MenuButton type="button" aria-label="Open menu" aria-expanded={mobileOpen} onClick={() => useNavStore.getState().openMobile()}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </MenuButton>
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
              <MobileSearchButton type="button" aria-label="Search" aria-expanded={view === "search"} onClick={() => toggle("search")}>
                <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
                  <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </MobileSearchButton>
            ) : null}
            <StoreDropdown />
            {topNav.displayContactUsIcon ? (
              <IconButton type="button" aria-expanded={view === "contactUs"} onClick={() => toggle("contactUs")}>
                Contact
              </IconButton>
            ) : null}
            {topNav.displayProjectIcon && staff ? <IconButton as={Link} to="/project">Projects</IconButton> : null}
            {topNav.displayCartIcon ? (
              <IconButton type="button" aria-label={cartButtonLabel(cartCount)} aria-expanded={view === "cart"} onClick={() => toggle("cart")}>
                {/* The space keeps the visible "Cart 3" inside the name "Cart, 3 items" (WCAG 2.5.3). */}
                Cart{" "}
                {cartCount ? <CartBadge>{cartCount}</CartBadge> : null}
              </IconButton>
            ) : null}
          </Tools>
          {view === "search" ? (
            <MobileSearch>
              <SearchBar focusOnMount />
            </MobileSearch>
          ) : null}
        </Inner>
        {view === "contactUs" ? (
          <Dropdown role="region" aria-label="Contact us">
            <h2>Contact us</h2>
            {supportNumber ? (
              <p>
                Call <a href={`tel:${supportNumber.replace(/\s/g, "")}`}>{supportNumber}</a>
              </p>
            ) : null}
            <p>
              <Link to="/ask-an-expert">Ask an expert</Link>
            </p>
          </Dropdown>
        ) : null}
        {view === "cart" ? (
          <Dropdown role="region" aria-label={cartTexts.title}>
            <h2>{cartTexts.title}</h2>
            <CartPanel />
          </Dropdown>
        ) : null}
        <DesktopNav navbar={navbar} />
      </Bar>
      <MobileNav navbar={navbar} />
    </>
  );
}
