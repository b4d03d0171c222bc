import { lazy, Suspense, useEffect, useId, useRef } from "react";
import { Link, useLocation } from "react-router";
import styled from "styled-components";
import { useBrand } from "@storefront/ui-kit/brand";
import { useBrowserValue } from "@storefront/ui-kit/browser-value";
import type { HeaderPartProps } from "@storefront/page-kit/header-parts";
import { useSessionStore } from "@storefront/page-kit/session";
import { readIdToken } from "@storefront/page-kit/session-rules";
import { isSignInPath, LOGOUT_PATH } from "@storefront/page-kit/session-paths";
import { useSignedInAccount } from "@storefront/page-kit/use-session";
import { loginPageTexts } from "./login-texts";
import { hasShowLogin } from "./show-login";

// The login panel (its form, rules and modal) loads only when an address asks for it.
const LoginPanel = lazy(() => import("./LoginPanel"));

/** The header entry's texts (spec 3 §2: the first name and a link to /account; the rest ours). */
export const headerEntryTexts = {
  logIn: "Log in",
  menuTitle: "Your account",
  menuLabel: (firstName: string) => `${firstName}, your account menu`,
  panelTitle: loginPageTexts.title,
} as const;

/** The signed-in menu's links: the account area (spec 3 §2) and 'Log out'. */
export const accountMenuLinks = [
  { to: "/account", label: "My account" },
  { to: "/account/orders", label: "Orders" },
  { to: "/account/addresses", label: "Addresses" },
  { to: "/account/profile", label: "Profile" },
  { to: LOGOUT_PATH, label: "Log out" },
] as const;

const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    display: block;
    padding: ${({ theme }) => theme.space[2]}px 0;
    color: ${({ theme }) => theme.color.text.link};
  }
`;

const Holder = styled.span`
  display: contents;
`;

/** The first name the header shows: the account info's, else the id token's given_name (known at once). */
function useFirstName(): string | null {
  const { account } = useSignedInAccount();
  const idToken = useSessionStore((state) => state.idToken);
  return account.data?.firstName || readIdToken(idToken)?.given_name || null;
}

/**
 * The header's account entry (spec 3 §2), a header part the composition puts in the shell:
 * signed out, a 'Log in' link to the brand's login route; signed in, the first name as a
 * disclosure button whose menu (the header's 'account' view: Escape, a navigation or the
 * backdrop close it, and focus comes back to the button) links the account pages and 'Log out'.
 * A `?showlogin` address opens the login panel for a signed-out visitor.
 */
export { hasShowLogin, withoutShowLogin } from "./show-login";

export function AccountHeaderEntry({ ToolButton, ToolLink, ToolLabel, Dropdown, open, onToggle }: HeaderPartProps) {
  const { loggedIn } = useSignedInAccount();
  const { loginRoute } = useBrand().features;
  const { pathname, search } = useLocation();
  // Opened in the browser only, so the server's page never holds the panel.
  const showLogin = useBrowserValue(() => hasShowLogin(search) && !isSignInPath(pathname), false);
  const firstName = useFirstName();
  const holder = useRef<HTMLSpanElement>(null);
  const menuId = useId();
  const wasOpen = useRef(open);

  // The menu closed while focus was inside it (Escape): focus goes back to its button.
  useEffect(() => {
    if (wasOpen.current && !open && (document.activeElement === document.body || document.activeElement === null)) {
      holder.current?.querySelector("button")?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  // The server and the hydrating render see the signed-out session.
  if (!loggedIn) {
    return (
      <>
        <ToolLink to={loginRoute}>
          <ToolLabel icon="account">{headerEntryTexts.logIn}</ToolLabel>
        </ToolLink>
        {showLogin ? (
          <Suspense fallback={null}>
            <LoginPanel />
          </Suspense>
        ) : null}
      </>
    );
  }
  const name = firstName ?? headerEntryTexts.menuTitle;
  return (
    <Holder ref={holder}>
      <ToolButton
        type="button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={headerEntryTexts.menuLabel(name)}
        onClick={onToggle}
      >
        <ToolLabel icon="account">{name}</ToolLabel>
      </ToolButton>
      {open ? (
        <Dropdown title={headerEntryTexts.menuTitle}>
          <MenuList id={menuId}>
            {accountMenuLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </MenuList>
        </Dropdown>
      ) : null}
    </Holder>
  );
}
