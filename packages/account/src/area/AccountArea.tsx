import { useBrand } from "@storefront/ui-kit/brand";
import { useEffect, type ReactNode } from "react";
import { NavLink, useLocation, useNavigate } from "react-router";
import styled from "styled-components";
import { errorMessage } from "@storefront/api-client/http";
import { Heading } from "@storefront/ui-kit/heading";
import { targetBox } from "@storefront/ui-kit/theme";
import { loginPathFor } from "@storefront/page-kit/session-paths";
import { DEALS_CLUB_PATH } from "@storefront/page-kit/deals-club";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { useSignedInAccount, useSessionHydrated } from "@storefront/page-kit/use-session";
import { Problem } from "../page-styles";
import { areaTexts } from "./area-texts";

/** The account area's paths (spec 3 §2: /account; the header's signed-in menu links to the same ones). */
export const accountAreaPaths = {
  overview: "/account",
  orders: "/account/orders",
  order: (orderNumber: string) => `/account/orders/${encodeURIComponent(orderNumber)}`,
  addresses: "/account/addresses",
  profile: "/account/profile",
  /** Issue 45 item 3: page-kit's, which the member prices link to. */
  dealsClub: DEALS_CLUB_PATH,
  /** Issue 45 item 10: moving an order's delivery day (page type rescheduleDelivery). */
  rescheduleDelivery: (orderNumber: string) => `/account/orders/${encodeURIComponent(orderNumber)}/reschedule-delivery`,
  /** Issue 45 item 2: the customer's share link (page type referAFriend). */
  referAFriend: "/refer-a-friend",
} as const;

/**
 * The signed-in visitor of an account page. A visitor without a session goes to the brand's login route,
 * which brings them back to this page (its path and query). `signedIn` is true once the tokens
 * are live, when the page may call the account API.
 */
export function useAccountArea() {
  const { loggedIn, check, account } = useSignedInAccount();
  const hydrated = useSessionHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const { loginRoute } = useBrand().features;
  useEffect(() => {
    if (hydrated && !loggedIn) void navigate(loginPathFor(here, loginRoute), { replace: true });
  }, [hydrated, loggedIn, navigate, here, loginRoute]);
  return { signedIn: check === "signedIn", account };
}

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[4]}px;

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    ${targetBox()}
    color: ${({ theme }) => theme.color.text.link};
  }

  a[aria-current="page"] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
  }
`;

/** Links between the account pages; the page the visitor is on is marked current. */
export function AccountNav() {
  const { dealsClubEnabled, referralsOffered } = useStorefrontSettings();
  const links = [
    { to: accountAreaPaths.overview, label: areaTexts.nav.overview, end: true },
    { to: accountAreaPaths.orders, label: areaTexts.nav.orders, end: false },
    { to: accountAreaPaths.addresses, label: areaTexts.nav.addresses, end: true },
    { to: accountAreaPaths.profile, label: areaTexts.nav.profile, end: true },
    ...(dealsClubEnabled ? [{ to: accountAreaPaths.dealsClub, label: areaTexts.nav.dealsClub, end: true }] : []),
    ...(referralsOffered ? [{ to: accountAreaPaths.referAFriend, label: areaTexts.nav.referAFriend, end: true }] : []),
  ];
  return (
    <Nav aria-label={areaTexts.nav.label}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

export const AreaSection = styled.section`
  max-width: 960px;
  margin: ${({ theme }) => theme.space[5]}px auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;

  a {
    color: ${({ theme }) => theme.color.text.link};
  }

  /* A link on a line of its own ('Start shopping') is a target, not a word in a sentence (issue 46). */
  p > a:only-child {
    ${targetBox()}
  }
`;

/** An account page: the links between the pages, the page's heading, its content. */
export function AccountAreaPage({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <AreaSection aria-labelledby={`${id}-heading`}>
      <AccountNav />
      <Heading level={1} id={`${id}-heading`}>
        {title}
      </Heading>
      {children}
    </AreaSection>
  );
}

/** A failed call of an account page: the message in an alert. */
export function AreaProblem({ error }: { error: unknown }) {
  return <Problem>{errorMessage(error)}</Problem>;
}
