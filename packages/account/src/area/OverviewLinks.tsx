import { Link } from "react-router";
import styled from "styled-components";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { accountAreaPaths } from "./AccountArea";
import { areaTexts } from "./area-texts";

const List = styled.ul`
  margin: ${({ theme }) => theme.space[4]}px 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space[2]}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p {
    margin: ${({ theme }) => theme.space[1]}px 0 0;
  }
`;

/** The account overview's way to the account pages (the header's signed-in menu links to the same paths). */
export function OverviewLinks() {
  const { dealsClubEnabled, referralsOffered } = useStorefrontSettings();
  const links = [
    { to: accountAreaPaths.orders, label: areaTexts.nav.orders, hint: areaTexts.overview.ordersHint },
    { to: accountAreaPaths.addresses, label: areaTexts.nav.addresses, hint: areaTexts.overview.addressesHint },
    { to: accountAreaPaths.profile, label: areaTexts.nav.profile, hint: areaTexts.overview.profileHint },
    ...(dealsClubEnabled
      ? [{ to: accountAreaPaths.dealsClub, label: areaTexts.nav.dealsClub, hint: areaTexts.overview.dealsClubHint }]
      : []),
    ...(referralsOffered
      ? [{ to: accountAreaPaths.referAFriend, label: areaTexts.nav.referAFriend, hint: areaTexts.overview.referAFriendHint }]
      : []),
  ];
  return (
    <nav aria-label={areaTexts.nav.label}>
      <List>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
            <p>{link.hint}</p>
          </li>
        ))}
      </List>
    </nav>
  );
}
