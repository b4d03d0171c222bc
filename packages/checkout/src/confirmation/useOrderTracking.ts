import { useEffect } from "react";
import type { OrderAnswer } from "@storefront/api-client/checkout";
import { useShopperAnalytics, useTagCurrency } from "@storefront/page-kit/analytics";
import { firstReportOf, orderEvent, purchaseEvent, pushToDataLayer } from "./order-tracking";

/** Reports a placed order once per browser session: the shopper event and the ecommerce purchase (order-tracking.ts). */
export function useOrderTracking(order: OrderAnswer | undefined) {
  const track = useShopperAnalytics();
  const currency = useTagCurrency();
  useEffect(() => {
    if (!order || !firstReportOf(order.orderNumber)) return;
    const { type, details } = orderEvent(order);
    track(type, details);
    try {
      pushToDataLayer(purchaseEvent(order, currency));
    } catch {
      // Analytics never break the page.
    }
  }, [order, track, currency]);
}
