import { useEffect, useState, type RefObject } from "react";

/** How far below the screen a part starts loading: about a screen's scroll ahead of the shopper. */
export const NEAR_VIEWPORT_MARGIN = "600px 0px";

/**
 * Whether the element has come near the screen (issue 17 item 3: below-the-fold parts load on
 * demand). False on the server and in the first render, so the page hydrates as the server wrote
 * it; true from the first time the element is within NEAR_VIEWPORT_MARGIN of the viewport, and
 * at once where the browser has no IntersectionObserver.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
