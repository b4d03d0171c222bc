import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Spec 1 §2.2: scroll returns to the top whenever the path changes; the query string is ignored.
 * The first page is left where the browser put it: a shopper who scrolled while it hydrated is not
 * thrown back to the top when it does (issue 42 item 7, the back-to-top journey), and a click on a
 * button scrolled to before hydration lands on that button (issue 40).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
