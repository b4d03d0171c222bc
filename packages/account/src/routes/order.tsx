import type { PageHandle } from "@storefront/page-kit/page-types";
import { areaTexts } from "../area/area-texts";
import { OrderDetailPage } from "../area/OrderDetailPage";
import { accountMeta } from "../route-meta";

/** spec 3 §2's OrderSummary page type: the summary of one placed order (README, Decisions). */
export const handle: PageHandle = { pageType: "OrderSummary" };

export const meta = accountMeta(areaTexts.order.pageTitle);

export default function OrderRoute() {
  return <OrderDetailPage />;
}
