import { useEffect, useRef } from "react";
import { trackProductLoad } from "@storefront/api-client/tracking";
import { useApiClient } from "@storefront/api-client/react";
import { useWidgetTracking } from "@storefront/page-kit/analytics";

/**
 * spec 1 §7: GET /api/analytics/product-load-event?productId= once per product shown, from the
 * browser only (a crawler's server render is not a product view). Analytics never break a page.
 */
export function useProductLoadEvent(productId: number) {
  const api = useApiClient();
  const sent = useRef<number | null>(null);
  useEffect(() => {
    if (sent.current === productId) return;
    sent.current = productId;
    trackProductLoad(api, productId).catch(() => undefined);
  }, [api, productId]);
}

/** spec 3 §9: the reviews widget shown, once per product whose rating the page shows (from the browser only). */
export function useReviewsShown(sku: string, shown: boolean) {
  const trackWidget = useWidgetTracking();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || sent.current === sku) return;
    sent.current = sku;
    trackWidget("reviews", "shown");
  }, [sku, shown, trackWidget]);
}
