// Apart from the console's rules: the admin navbar and side panel of every page ask only whether
// the page is a panel page, and the rest of the rules load with the console (issue 17 item 3).

/** The panel pages this app serves in the side panel's frame (ours: the spec names no addresses). */
export const STAFF_PANEL_BASE = "/blank/staff-panel";
export const staffPanelPaths = {
  product: `${STAFF_PANEL_BASE}/product`,
  project: `${STAFF_PANEL_BASE}/project`,
  reminders: `${STAFF_PANEL_BASE}/reminders`,
  newReminder: `${STAFF_PANEL_BASE}/reminder`,
  reminder: (id: number | string) => `${STAFF_PANEL_BASE}/reminder/${encodeURIComponent(String(id))}`,
  stats: `${STAFF_PANEL_BASE}/stats`,
} as const;

/** Whether this address is one of the panel pages (the toolbar and the panel never show inside them). */
export function isStaffPanelPath(pathname: string): boolean {
  return pathname === STAFF_PANEL_BASE || pathname.startsWith(`${STAFF_PANEL_BASE}/`);
}
