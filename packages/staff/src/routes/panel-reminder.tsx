import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { panelTexts } from "../console/console-texts";
import { ReminderPanel } from "../panel/ReminderPanel";

/** A frame inside the staff's own page: not a visit of its own (spec 3 §2 route data: no automatic tracking). */
export const handle: PageHandle = { pageType: "generic", layout: "bare", tracking: "manual" };

export const meta = pageMeta(panelTexts.reminderTitle, { robots: "noindex, nofollow" });

/** A staff side-panel page (spec 3 §2), for the panel's frame. */
export default function StaffPanelRoute() {
  return <ReminderPanel />;
}
