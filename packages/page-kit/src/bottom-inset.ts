import { useEffect, type RefObject } from "react";

/**
 * A bar fixed across the bottom of the screen (andoo's minimised compare bar) would cover what
 * other packages fix in the bottom corner: the chat launcher, the product page's sticky panel,
 * 'Back to top'. The bar publishes its height as a custom property on the document; the others
 * add `BOTTOM_INSET` to their own offset and sit just above it. One holder at a time: the page has
 * a single full-width bottom bar.
 */
const PROPERTY = "--storefront-bottom-inset";

/** For a `bottom` offset: `calc(12px + ${BOTTOM_INSET})`. */
export const BOTTOM_INSET = `var(${PROPERTY}, 0px)`;

/** The inset now published (0 when no bar holds it); for tests and measurements. */
export function bottomInset(): number {
  if (typeof document === "undefined") return 0;
  return Number.parseFloat(document.documentElement.style.getPropertyValue(PROPERTY)) || 0;
}

/** Publishes the height of `ref`'s element, kept current as it resizes, while `active` and mounted. */
export function useBottomInset(ref: RefObject<HTMLElement | null>, active = true): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(PROPERTY, `${element.getBoundingClientRect().height}px`);
    publish();
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(PROPERTY);
    };
  }, [ref, active]);
}
