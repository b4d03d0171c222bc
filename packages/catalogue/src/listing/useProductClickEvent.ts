import { useEffect, useRef } from "react";
import { useShopperAnalytics } from "@storefront/page-kit/analytics";

/**
 * spec 1 §3: the productClick event when a shopper opens a product from a grid of cards (its
 * link, by mouse or keyboard: both are a click on the anchor), with the search the grid answers.
 * The compare tick and other controls on the card are not a product click. One listener on the
 * grid: the cards stay the kit's, each `li` names its product in `data-sku`.
 */
export function useProductClickEvent(searchTerm: string | undefined) {
  const track = useShopperAnalytics();
  const gridRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      const sku = link?.closest<HTMLElement>("li[data-sku]")?.dataset.sku;
      if (link && sku && grid.contains(link)) track("productClick", { query: searchTerm, skus: [sku] });
    };
    grid.addEventListener("click", onClick);
    return () => grid.removeEventListener("click", onClick);
  }, [track, searchTerm]);
  return gridRef;
}
