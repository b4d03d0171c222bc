import { useEffect } from "react";
import type { OrderAnswer } from "@storefront/api-client/checkout";
import { useShopperAnalytics, useTagCurrency } from "@storefront/page-kit/analytics";
import { useSession, useSessionHydrated } from "@storefront/page-kit/use-session";
import { affiliatePixelUrl, firstReportOf, orderEvent, purchaseEvent, pushToDataLayer, requestPixel } from "./order-tracking";

/**
 * Reports a placed order once per browser session: the shopper event, the ecommerce purchase and
 * the affiliate pixel (order-tracking.ts). It waits for the stored session to be read, so the
 * pixel can say whether a guest or a signed-in customer ordered.
 */
export function useOrderTracking(order: OrderAnswer | undefined) {
  const track = useShopperAnalytics();
  const currency = useTagCurrency();
  const { loggedIn } = useSession();
  const hydrated = useSessionHydrated();
  useEffect(() => {
    if (!order || !hydrated || !firstReportOf(order.orderNumber)) return;
    const { type, details } = orderEvent(order);
    track(type, details);
    // Analytics never break the page, and one failing report does not stop the other.
    for (const report of [
      () => pushToDataLayer(purchaseEvent(order, currency)),
      () => requestPixel(affiliatePixelUrl(order, currency, loggedIn ? "account" : "guest")),
    ]) {
      try {
        report();
      } catch {
        // Reported nothing; the page goes on.
      }
    }
  }, [order, hydrated, loggedIn, track, currency]);
}
