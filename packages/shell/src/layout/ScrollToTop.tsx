import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Spec 1 §2.2: scroll returns to the top whenever the path changes; the query string is ignored.
 * Not when the page first mounts: a document starts at the top by itself, and a shopper who has
 * scrolled down to a button before the page hydrated must not be sent back up as they click it
 * (issue 40: the click then lands on whatever the top of the page holds there).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const firstPath = useRef<string | null>(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = null;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
