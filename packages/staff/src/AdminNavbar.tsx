import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { usePageType } from "@storefront/page-kit/page-types";
import { useAdminBar } from "./admin-bar";
import { isStaffPanelPath } from "./console/panel-paths";

// The bar, the console's toolbar and the Reminders dropdown load only when the bar shows.
const AdminBarView = lazy(() => import("./AdminBarView"));

/**
 * The admin navbar (spec 3 §2): 50 px, fixed at the top; for staff the console's toolbar, then
 * 'Hi, {first name} | Logout'. The shell's admin-navbar panel slot holds it; it reads the page
 * type of the page on screen (the bar shows on checkout for some brands, without the console).
 */
export function AdminNavbar() {
  // The panel pages in the side panel's frame are compact: no bar there (nor a panel in the panel).
  return isStaffPanelPath(useLocation().pathname) ? null : <AdminBar />;
}

function AdminBar() {
  const { state, account } = useAdminBar(usePageType());
  if (!state.navbar || !account) return null;
  return (
    <Suspense fallback={null}>
      <AdminBarView state={state} account={account} />
    </Suspense>
  );
}
