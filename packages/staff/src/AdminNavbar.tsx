import { Link } from "react-router";
import styled, { createGlobalStyle } from "styled-components";
import { usePageType } from "@storefront/page-kit/page-types";
import { LOGOUT_PATH } from "@storefront/page-kit/session-paths";
import { ADMIN_NAVBAR_CLASS, ADMIN_NAVBAR_HEIGHT, ADMIN_OFFSET_PROPERTY, useAdminBar } from "./admin-bar";

/** The page starts under the fixed bar; the header and its dropdowns move down with it (spec 1 §2.9). */
const AdminOffset = createGlobalStyle`
  body.${ADMIN_NAVBAR_CLASS} {
    padding-top: var(${ADMIN_OFFSET_PROPERTY}, 0px);
  }

  @media print {
    body.${ADMIN_NAVBAR_CLASS} {
      padding-top: 0;
    }
  }
`;

const Bar = styled.nav`
  position: fixed;
  top: 0;
  right: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.adminBar};
  display: flex;
  align-items: center;
  justify-content: flex-end;
  height: ${ADMIN_NAVBAR_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.text.default};
  color: ${({ theme }) => theme.color.text.inverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
  }

  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  @media print {
    display: none;
  }
`;

export const adminNavbarTexts = { label: "Admin navigation", logout: "Logout" } as const;

/**
 * The admin navbar (spec 3 §2, first slice): 50 px, fixed at the top, 'Hi, {first name} | Logout'.
 * The shell's admin-navbar panel slot holds it; it reads the page type of the page on screen (the
 * bar shows on checkout for some brands). The toggles, the Reminders dropdown, Close and the side
 * panel are a later issue.
 */
export function AdminNavbar() {
  const { state, account } = useAdminBar(usePageType());
  if (!state.navbar || !account) return null;
  return (
    <>
      <AdminOffset />
      <Bar aria-label={adminNavbarTexts.label} data-testid="admin-navbar">
        <p>
          Hi, {account.firstName} | <Link to={LOGOUT_PATH}>{adminNavbarTexts.logout}</Link>
        </p>
      </Bar>
    </>
  );
}
