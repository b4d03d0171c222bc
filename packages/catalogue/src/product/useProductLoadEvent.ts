import { useEffect, useRef } from "react";
import { trackProductLoad } from "@storefront/api-client/tracking";
import { useApiClient } from "@storefront/api-client/react";

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
