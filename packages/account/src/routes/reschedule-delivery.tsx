import type { PageHandle } from "@storefront/page-kit/page-types";
import { areaTexts } from "../area/area-texts";
import { RescheduleDeliveryPage } from "../area/RescheduleDeliveryPage";
import { accountMeta } from "../route-meta";

/** spec 3 §2's rescheduleDelivery page type (issue 45 item 10). */
export const handle: PageHandle = { pageType: "rescheduleDelivery" };

export const meta = accountMeta(areaTexts.reschedule.title);

export default function RescheduleDeliveryRoute() {
  return <RescheduleDeliveryPage />;
}
