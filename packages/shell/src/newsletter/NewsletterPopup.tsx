import { lazy, Suspense, useEffect, useReducer, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { useMatches } from "react-router";
import { compareQueries } from "@storefront/api-client/compare";
import { useApiClient } from "@storefront/api-client/react";
import { pageTypeOf } from "@storefront/page-kit/page-types";
import { useMediaQuery } from "../util/useMediaQuery";
import {
  initialNewsletterState,
  isNewsletterDue,
  isNewsletterPage,
  NEWSLETTER_RECHECK_MS,
  NEWSLETTER_THANKS_MS,
  newsletterReducer,
} from "./newsletter-machine";

// The tab, the card and the form load when the popup first shows.
const NewsletterPopupView = lazy(() => import("./NewsletterPopupView"));

/**
 * The newsletter popup (spec 1 §2.8 and §4): minimised when due, expanded on click or after 250 px
 * of scrolling, thanks for 4 s after a signup, 7 days' rest after a dismissal, re-checked every
 * 24 h; desktop widths only, never on excluded pages, and only on home or compare while compare
 * products exist. Rendered on the client only (it reads local storage).
 */
/**
 * How many products are compared: the server's compare list (api-client's query, which the compare
 * tray keeps up to date); undefined until it has answered, so the popup never shows on a page it
 * must leave once the list arrives.
 */
function useComparedCount(): number | undefined {
  const { data, isError } = useQuery({ ...compareQueries.list(useApiClient()), select: (list) => list.products.length });
  return isError ? 0 : data;
}

export function NewsletterPopup() {
  const [state, dispatch] = useReducer(newsletterReducer, initialNewsletterState);
  const pageType = pageTypeOf(useMatches());
  const desktop = useMediaQuery("(min-width: 768px)");
  const compareCount = useComparedCount();
  const startY = useRef<number | null>(null);
  const pageOk = compareCount !== undefined && isNewsletterPage({ pageType, desktop, compareCount });

  useEffect(() => {
    const check = () => dispatch({ type: "check", showable: pageOk && isNewsletterDue(localStorage, Date.now()) });
    check();
    const timer = setInterval(check, NEWSLETTER_RECHECK_MS);
    return () => clearInterval(timer);
  }, [pageOk]);

  useEffect(() => {
    if (state.status !== "minimised" || state.scrollTriggered) return;
    startY.current ??= window.scrollY;
    const onScroll = () => dispatch({ type: "scrolled", distance: Math.abs(window.scrollY - (startY.current ?? 0)) });
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [state.status, state.scrollTriggered]);

  useEffect(() => {
    if (state.status !== "thanks") return;
    const timer = setTimeout(() => dispatch({ type: "thanksElapsed" }), NEWSLETTER_THANKS_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  if (state.status === "hidden") return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopupView state={state} dispatch={dispatch} />
    </Suspense>
  );
}
