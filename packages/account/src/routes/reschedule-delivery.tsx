import type { PageHandle } from "@storefront/page-kit/page-types";
import { areaTexts } from "../area/area-texts";
import { RescheduleDeliveryPage } from "../area/RescheduleDeliveryPage";
import { accountMeta } from "../route-meta";
import { FormNeedsScriptNotice, formNeedsScriptAction } from "../form-needs-script";

/** spec 3 §2's rescheduleDelivery page type (issue 45 item 10). */
export const handle: PageHandle = { pageType: "rescheduleDelivery" };

export const meta = accountMeta(areaTexts.reschedule.title);

/** A form sent before the page had its script (see form-needs-script.tsx). */
export const action = formNeedsScriptAction;

export default function RescheduleDeliveryRoute() {
  return (
    <>
      <FormNeedsScriptNotice />
      <RescheduleDeliveryPage />
    </>
  );
}
