import { useEffect } from "react";
import { useLocation } from "react-router";

/** Spec 1 §2.2: scroll returns to the top whenever the path changes; the query string is ignored. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
