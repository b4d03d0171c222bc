import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from "react";
import { useLocation } from "react-router";
import styled from "styled-components";
import { useBareLayout, usePageType, useRouteData } from "@storefront/page-kit/page-types";
import { HydrateApart, lazyPart, partsHydrated, warmParts } from "@storefront/page-kit/lazy-part";
import { useVisitEvent } from "@storefront/page-kit/analytics";
import { isRepeatUser } from "@storefront/page-kit/repeat-user";
import { holdRouteDiscovery } from "@storefront/page-kit/route-discovery";
import { whenIdle } from "@storefront/page-kit/when-idle";
import { GlobalMessageBar } from "../messages/GlobalMessageBar";
import { Breadcrumbs } from "./Breadcrumbs";
import type { HeaderParts } from "./Header";
import { RoutePreload } from "./RoutePreload";
import { ScrollToTop } from "./ScrollToTop";
import { UrlParameters } from "./url-params";

// The frame's parts hydrate after the page (page-kit's lazyPart): their code is not in the first
// load, and the server renders them in full as before (issue 17 item 3).
const AlertBanner = lazyPart(() => import("../banners/AlertBanner").then((module) => module.AlertBanner));
const SaleHeaderBanner = lazyPart(() => import("../banners/SaleHeaderBanner").then((module) => module.SaleHeaderBanner));
const LandingBanner = lazyPart(() => import("../banners/LandingBanner").then((module) => module.LandingBanner));
const Header = lazyPart(() => import("./Header").then((module) => module.Header));
const CheckoutHeader = lazyPart(() => import("./CheckoutHeader").then((module) => module.CheckoutHeader));
const Footer = lazyPart(() => import("./Footer").then((module) => module.default));
const BackToTop = lazyPart(() => import("./BackToTop").then((module) => module.BackToTop));
const LocalitySuggestion = lazyPart(() => import("../location/LocalitySuggestion").then((module) => module.LocalitySuggestion));

// Shows nothing until its checks in the browser say it is due, so its rules and timers load with
// the page rather than before it is interactive (issue 17 item 3); its look loads only when it shows.
const NewsletterPopup = lazy(() => import("../newsletter/NewsletterPopup").then((module) => ({ default: module.NewsletterPopup })));

const Main = styled.main`
  display: block;
  min-height: 60vh;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]}px ${theme.space[4]}px ${theme.space[7]}px`};

  /* Focus lands here from 'Back to top'; it is a landmark, not a control. */
  &:focus {
    outline: none;
  }
`;

const SlotBox = styled.div`
  display: contents;
`;

/**
 * What the composition puts in the frame's named places: the domains' widgets. The shell names no
 * domain; each slot says what kind of widget goes there.
 */
export interface ShellSlots {
  /** Header parts (spec 1 §2.9, spec 3 §2): the cart button, the staff 'Projects' link, the account entry. */
  header?: HeaderParts;
  /** Trays over the page, never on paths starting 'blank' (spec 1 §2.2): the compare overlay. */
  trays?: { compare?: ComponentType };
  /**
   * Panels (spec 1 §2.2): the admin navbar and the admin side panel; the chat widget (spec 3 §2),
   * never on the checkout's focused layout nor on 'blank' paths.
   */
  panels?: { adminNavbar?: ComponentType; adminSidePanel?: ComponentType; chat?: ComponentType };
  /** Strips above the site footer: the sale footer (spec 3 §2). */
  footer?: { sale?: ComponentType };
}

/**
 * A named place in the shell (spec 1 §2.2 order). A slot without content is one a later
 * capability fills (the admin side panel of spec 3).
 */
function Slot({ name, children }: { name: string; children?: ReactNode }) {
  return children ? <SlotBox data-shell-slot={name}>{children}</SlotBox> : <div data-shell-slot={name} hidden />;
}

function widget(Widget: ComponentType | undefined): ReactNode {
  return Widget ? <Widget /> : null;
}

/** The shell never shows the compare overlay or newsletter popup on paths starting 'blank' (spec 1 §2.2). */
export function isBlankPath(pathname: string): boolean {
  return pathname.replace(/^\/+/, "").startsWith("blank");
}

/**
 * Spec 1 §2.2, top to bottom: alert banner; landing banner; breadcrumbs; routed content; the sale
 * footer strip (spec 3 §2); footer; back-to-top; admin navbar; admin side panel; compare overlay;
 * newsletter popup; the chat widget (spec 3 §2). The header with the navigation (spec 1 §2.9) sits under the alert banner, the sale's header banner (spec 3 §3) under it.
 */
export function ShellLayout({ slots = {}, children }: { slots?: ShellSlots; children: ReactNode }) {
  const { pathname } = useLocation();
  const pageType = usePageType();
  const { trays = {}, panels = {} } = slots;
  const blank = isBlankPath(pathname);
  const bare = useBareLayout();
  const routeData = useRouteData();
  // spec 1 §3: the 'visit' event, once per visit, from the page the shopper lands on, unless the
  // route's data switches the automatic tracking off (spec 3 §2).
  useVisitEvent(routeData.tracking === "automatic");
  // Marks the document once the shell and its parts are interactive (tests and monitoring wait for it).
  useEffect(() => {
    const hydrated = partsHydrated();
    // React Router's route discovery starts in its own effect, which runs after this one (a
    // parent's effects follow its children's): its update waits until the parts have hydrated.
    holdRouteDiscovery(hydrated);
    void hydrated.then(() => {
      document.documentElement.dataset.hydrated = "true";
      // The parts of the pages a shopper goes to next load while the browser is idle.
      whenIdle(warmParts);
    });
    // spec 3 §3: the visit starts here, so a shopper who only browses is marked for the next visit.
    isRepeatUser();
  }, []);
  // A page made to be embedded (the staff side panel's): the page and the message bar, nothing around.
  if (bare) {
    return (
      <>
        <GlobalMessageBar />
        <Main id="main-content" tabIndex={-1} data-page-type={pageType} data-layout="bare">
          {children}
        </Main>
      </>
    );
  }
  return (
    <>
      <ScrollToTop />
      <UrlParameters />
      <GlobalMessageBar />
      <Slot name="alert-banner">
        <AlertBanner />
      </Slot>
      {pageType === "checkout" ? <CheckoutHeader /> : <Header parts={slots.header} />}
      {/* The checkout has its own placement of the sale (its checkout banner). */}
      <Slot name="sale-header-banner">{pageType === "checkout" || blank ? null : <SaleHeaderBanner />}</Slot>
      {/* spec 3 §2: the header's locality suggestion, unless the route's data hides it. */}
      {routeData.hideLocalitySuggestion ? null : <LocalitySuggestion />}
      <RoutePreload page={routeData.preloadKey} />
      <Slot name="landing-banner">
        <LandingBanner />
      </Slot>
      <Slot name="breadcrumbs">
        <Breadcrumbs />
      </Slot>
      <Main id="main-content" tabIndex={-1} data-page-type={pageType}>
        {/* The routed page hydrates after the frame, in tasks of its own (issue 17). */}
        <HydrateApart>{children}</HydrateApart>
      </Main>
      <Slot name="sale-footer">
        {/* A strip that may load on demand: it waits alone, never the page. */}
        {/* Not in the checkout's focused layout (it has its own banner placement) nor on 'blank' paths. */}
        {slots.footer?.sale && !blank && pageType !== "checkout" ? <Suspense fallback={null}>{widget(slots.footer.sale)}</Suspense> : null}
      </Slot>
      <Footer />
      <Slot name="back-to-top">
        <BackToTop />
      </Slot>
      <Slot name="admin-navbar">{widget(panels.adminNavbar)}</Slot>
      <Slot name="admin-side-panel">{widget(panels.adminSidePanel)}</Slot>
      {blank ? null : <Slot name="compare-overlay">{widget(trays.compare)}</Slot>}
      {blank ? null : (
        <Slot name="newsletter-popup">
          <Suspense fallback={null}>
            <NewsletterPopup />
          </Suspense>
        </Slot>
      )}
      {/* The chat launcher would cover the checkout's buttons: not in its focused layout. */}
      <Slot name="chat">{blank || pageType === "checkout" ? null : widget(panels.chat)}</Slot>
    </>
  );
}
