import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useStaffSignedIn } from "./admin-bar";
import { isStaffPanelPath } from "./console/panel-paths";

// The panel, its frame and its message handling load only for signed-in staff.
const AdminSidePanelView = lazy(() => import("./AdminSidePanelView"));

/**
 * The admin side panel (spec 3 §2): for signed-in staff, the panel page the toolbar opened in a
 * frame, its address carrying the access and id tokens and what the page on screen is about (the
 * product's sku, the project's id). The shell's admin-side-panel slot holds it.
 */
export function AdminSidePanel() {
  const { pathname } = useLocation();
  const staff = useStaffSignedIn() && !isStaffPanelPath(pathname);
  return staff ? (
    <Suspense fallback={null}>
      <AdminSidePanelView />
    </Suspense>
  ) : null;
}
