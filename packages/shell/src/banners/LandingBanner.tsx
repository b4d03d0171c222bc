import { lazy, Suspense } from "react";
import { useLocation, useMatches } from "react-router";
import { mastheadOf } from "@storefront/page-kit/masthead";

/*
 * The banner's look and buttons load only on a page that has one (issue 17 item 3): most pages
 * have none. The server renders it in place, and the browser keeps that HTML while the part loads.
 */
const LandingBannerView = lazy(() => import("./LandingBannerView"));

/** The landing banner (spec 1 §2.3) of a route whose handle or loader gives a masthead. */
export function LandingBanner() {
  const masthead = mastheadOf(useMatches());
  const { pathname } = useLocation();
  if (!masthead) return null;
  return (
    <Suspense fallback={null}>
      <LandingBannerView masthead={masthead} pathname={pathname} />
    </Suspense>
  );
}
