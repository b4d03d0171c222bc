import { useEffect, useRef } from "react";
import { useShopperAnalytics } from "@storefront/page-kit/analytics";

/**
 * spec 1 §3 and §7: the search event (POST /api/analytics/search, type 'search') once per term a
 * shopper lands on, with the SKUs of the results shown first. Filtering, sorting or paging the
 * same results is not a new search.
 */
export function useSearchEvent(searchTerm: string | undefined, skus: readonly string[] | undefined) {
  const track = useShopperAnalytics();
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!searchTerm || !skus || sentFor.current === searchTerm) return;
    sentFor.current = searchTerm;
    track("search", { query: searchTerm, skus });
  }, [track, searchTerm, skus]);
}
