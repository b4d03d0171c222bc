import { Link, useLocation } from "react-router";
import styled, { createGlobalStyle } from "styled-components";
import { LOGIN_CALLBACK_PATH, LOGOUT_PATH } from "@storefront/page-kit/session-paths";
import { useBrand } from "@storefront/ui-kit/brand";
import { up } from "@storefront/ui-kit/theme";
import type { AccountInfo } from "@storefront/api-client/account";
import { ADMIN_NAVBAR_CLASS, ADMIN_NAVBAR_HEIGHT, ADMIN_OFFSET_PROPERTY, adminNavbarTexts, type AdminBarState } from "./admin-bar";
import { BarButton, ErrorText } from "./console/bar-styles";
import { consoleTexts, errtextOf } from "./console/console-texts";
import { RemindersMenu } from "./console/RemindersMenu";
import { useStaffConsole } from "./console/useStaffConsole";

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
  gap: ${({ theme }) => theme.space[2]}px;
  height: ${ADMIN_NAVBAR_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  background: ${({ theme }) => theme.color.text.default};
  color: ${({ theme }) => theme.color.text.inverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  ${up("md")} {
    padding: 0 ${({ theme }) => theme.space[4]}px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  p {
    margin: 0;
    white-space: nowrap;
  }

  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  @media print {
    display: none;
  }
`;

/** The toggles scroll sideways on a narrow screen; the greeting stays at the right. */
const Tools = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
`;

const Errors = styled(ErrorText)`
  position: absolute;
  top: 100%;
  left: 0;
  padding: ${({ theme }) => theme.space[2]}px;
  background: ${({ theme }) => theme.color.surface.page};
`;

/**
 * The staff console's part of the bar (spec 3 §2, §4): the toolbar's toggles (aria-pressed), the
 * Reminders dropdown where the brand shows reminders, and Close after a reminders view opened.
 */
function StaffTools() {
  const { features } = useBrand();
  const { pathname } = useLocation();
  const staff = useStaffConsole(true);
  if (!staff.active) return null;
  const error = staff.saveError ?? (staff.toolbar.isError ? staff.toolbar.error : null);
  return (
    <>
      <Tools role="group" aria-label={consoleTexts.toolbar}>
        {staff.actions.map((action) => (
          <BarButton
            key={action.id}
            type="button"
            aria-pressed={action.isActive}
            disabled={!action.isButtonActive}
            onClick={() => staff.toggle(action)}
          >
            {action.name}
          </BarButton>
        ))}
        {staff.showClose ? (
          <BarButton type="button" onClick={staff.close}>
            {consoleTexts.close}
          </BarButton>
        ) : null}
      </Tools>
      {features.showReminders ? <RemindersMenu refresh={pathname !== LOGIN_CALLBACK_PATH} onOpenView={staff.openReminders} /> : null}
      {error ? <Errors role="alert">{errtextOf(error, error.message)}</Errors> : null}
    </>
  );
}

/** The bar itself, loaded by the admin navbar once it knows the bar shows (AdminNavbar.tsx). */
export default function AdminBarView({ state, account }: { state: AdminBarState; account: AccountInfo }) {
  return (
    <>
      <AdminOffset />
      <Bar aria-label={adminNavbarTexts.label} data-testid="admin-navbar">
        {state.panel ? <StaffTools /> : <Tools />}
        <p>
          Hi, {account.firstName} | <Link to={LOGOUT_PATH}>{adminNavbarTexts.logout}</Link>
        </p>
      </Bar>
    </>
  );
}
