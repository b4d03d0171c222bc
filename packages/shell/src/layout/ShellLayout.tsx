import { lazy, Suspense, type ReactNode } from "react";
import { useLocation, useMatches } from "react-router";
import styled from "styled-components";
import { pageTypeOf } from "../page";
import { Header } from "./Header";
import { ScrollToTop } from "./ScrollToTop";

const Footer = lazy(() => import("./Footer"));

const Main = styled.main`
  display: block;
  min-height: 60vh;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]}px ${theme.space[4]}px ${theme.space[7]}px`};
`;

const FooterPlaceholder = styled.div`
  min-height: 240px;
  background: ${({ theme }) => theme.color.surface.footer};
`;

/**
 * A named place in the shell that a later capability fills (alert banner, compare overlay, ...).
 * Empty for now; the name shows where it goes.
 */
function Slot({ name }: { name: string }) {
  return <div data-shell-slot={name} hidden />;
}

/** The shell never shows the compare overlay or newsletter popup on paths starting 'blank' (spec 1 §2.2). */
export function isBlankPath(pathname: string): boolean {
  return pathname.replace(/^\/+/, "").startsWith("blank");
}

/**
 * Spec 1 §2.2, top to bottom: alert banner; landing banner; breadcrumbs; routed content; footer
 * (lazy, with a placeholder); back-to-top; admin navbar; admin side panel; compare overlay;
 * newsletter popup. The header with the navigation (spec 1 §2.9) sits under the alert banner.
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const pageType = pageTypeOf(useMatches());
  const blank = isBlankPath(pathname);
  return (
    <>
      <ScrollToTop />
      <Slot name="alert-banner" />
      <Header />
      <Slot name="landing-banner" />
      <Slot name="breadcrumbs" />
      <Main id="main-content" data-page-type={pageType}>
        {children}
      </Main>
      <Suspense fallback={<FooterPlaceholder data-testid="footer-placeholder" aria-hidden="true" />}>
        <Footer />
      </Suspense>
      <Slot name="back-to-top" />
      <Slot name="admin-navbar" />
      <Slot name="admin-side-panel" />
      {blank ? null : <Slot name="compare-overlay" />}
      {blank ? null : <Slot name="newsletter-popup" />}
    </>
  );
}
