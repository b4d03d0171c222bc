import { lazy, Suspense, useEffect, useReducer, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { useMatches } from "react-router";
import { Button } from "@storefront/ui-kit/button";
import styled from "styled-components";
import { Loader } from "@storefront/ui-kit/loader";
import { compareQueries } from "@storefront/api-client/compare";
import { useApiClient } from "@storefront/api-client/react";
import { pageTypeOf } from "@storefront/page-kit/page-types";
import { useMediaQuery } from "../util/useMediaQuery";
import {
  initialNewsletterState,
  isNewsletterDue,
  isNewsletterPage,
  markNewsletterSubscribed,
  NEWSLETTER_RECHECK_MS,
  NEWSLETTER_THANKS_MS,
  newsletterReducer,
  suppressNewsletter,
} from "./newsletter-machine";

const NewsletterForm = lazy(() => import("./NewsletterForm"));

export const newsletterTexts = {
  tab: "Join the Kitchen Club",
  heading: "Join the Kitchen Club",
  intro: "Recipes, cooking demos and member-only offers, straight to your inbox.",
  thanks: "Thanks for joining! Look out for our next newsletter.",
  close: "Close newsletter signup",
} as const;

const Dock = styled.aside`
  position: fixed;
  left: ${({ theme }) => theme.space[4]}px;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.compare - 10};
  width: 340px;
  max-width: calc(100vw - ${({ theme }) => theme.space[5]}px);
  color: ${({ theme }) => theme.color.text.default};
`;

const Tab = styled.div`
  display: flex;
  align-items: stretch;
  border-radius: ${({ theme }) => `${theme.radii.md} ${theme.radii.md} 0 0`};
  overflow: hidden;
  background: ${({ theme }) => theme.color.brand.primary};
  color: ${({ theme }) => theme.color.action.primaryText};
  box-shadow: ${({ theme }) => theme.shadows.md};

  button {
    border-radius: 0;
    color: inherit;
    text-transform: none;
  }

  button:first-child {
    flex: 1;
    justify-content: flex-start;
  }
`;

const Card = styled.div`
  position: relative;
  padding: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  h2 {
    margin: 0 ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[2]}px 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  > p {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Close = styled(Button)`
  position: absolute;
  top: ${({ theme }) => theme.space[2]}px;
  right: ${({ theme }) => theme.space[2]}px;
  color: inherit;
  font-size: 20px;
`;

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
  if (state.status === "minimised") {
    return (
      <Dock aria-label="Newsletter">
        <Tab>
          <Button variant="ghost" size="small" aria-expanded={false} onClick={() => dispatch({ type: "expand" })}>
            {newsletterTexts.tab}
          </Button>
          <Button
            variant="icon"
            size="default"
            aria-label={newsletterTexts.close}
            onClick={() => {
              suppressNewsletter(localStorage, Date.now());
              dispatch({ type: "close" });
            }}
          >
            ×
          </Button>
        </Tab>
      </Dock>
    );
  }
  return (
    <Dock aria-label="Newsletter">
      <Card role="dialog" aria-labelledby="newsletter-heading">
        <Close variant="icon" aria-label={newsletterTexts.close} onClick={() => dispatch({ type: "close" })}>
          ×
        </Close>
        <h2 id="newsletter-heading">{newsletterTexts.heading}</h2>
        {state.status === "thanks" ? (
          <p role="status">{newsletterTexts.thanks}</p>
        ) : (
          <>
            <p>{newsletterTexts.intro}</p>
            <Suspense fallback={<Loader label="Loading the form" />}>
              <NewsletterForm
                onSubscribed={() => {
                  markNewsletterSubscribed(localStorage);
                  dispatch({ type: "subscribed" });
                }}
              />
            </Suspense>
          </>
        )}
      </Card>
    </Dock>
  );
}
