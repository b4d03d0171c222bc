import { useMatches } from "react-router";
import type { Crumb, Masthead } from "./masthead";

/**
 * The page types of spec 3 §2, written as the spec writes them, plus `notFound` for the not-found
 * page. Every route module names one in its `handle`.
 */
export type PageType =
  | "generic"
  | "homepage"
  | "categoryPage"
  | "brandPage"
  | "promoPage"
  | "filter"
  | "search"
  | "topic"
  | "sale"
  | "promotions"
  | "accounts"
  | "shoppingCart"
  | "orderConfirmation"
  | "OrderSummary"
  | "productComparison"
  | "checkout"
  | "product"
  | "rescheduleDelivery"
  | "afterpay"
  | "zipPay"
  | "vouchers"
  | "cartBuilder"
  | "klarna"
  | "humm"
  | "referAFriend"
  | "contactUs"
  | "resetPassword"
  | "siteMap"
  | "static"
  | "blog"
  | "project"
  | "performanceDashboard"
  | "pages"
  | "virtualTour"
  | "notFound";

/**
 * What every route module puts in its `handle` (spec 1 §2.1: every route carries a page type). A
 * route may also hand the shell its landing banner and breadcrumbs here (spec 1 §2.3), when they
 * do not depend on the loader's answer.
 */
export interface PageHandle {
  pageType: PageType;
  masthead?: Masthead;
  breadcrumbs?: Crumb[];
  /**
   * "bare": a page made to be embedded in a frame (the staff side panel's pages, spec 3 §2). The
   * shell shows the page alone: no banners, header, footer, admin bar or widgets around it.
   */
  layout?: "bare";
  /** spec 3 §2 route data: the header's locality suggestion ('Delivering to …?') is not shown on this page. */
  hideLocalitySuggestion?: boolean;
  /**
   * spec 3 §2 route data, the preload key: the address of the page a shopper most likely opens
   * next from this one (the cart's checkout), whose code and data the shell prefetches once this
   * page is idle, so the next page opens without waiting for them.
   */
  preloadKey?: string;
  /**
   * spec 3 §2 route data: "manual" switches off the shell's automatic tracking on this page (the
   * visit event); the page sends only the events it sends itself.
   */
  tracking?: "automatic" | "manual";
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === "object" && handle !== null && "pageType" in handle && typeof handle.pageType === "string";
}

/** The page type of the deepest matched route, from its handle. */
export function pageTypeOf(matches: ReadonlyArray<{ handle?: unknown }>): PageType | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isPageHandle(handle)) return handle.pageType;
  }
  return undefined;
}

/** What the route data of spec 3 §2 says for the page on screen: the deepest matched route's handle. */
export interface RouteData {
  hideLocalitySuggestion: boolean;
  preloadKey: string | undefined;
  tracking: "automatic" | "manual";
}

/** The route data of the deepest matched route with a handle (defaults where it says nothing). */
export function routeDataOf(matches: ReadonlyArray<{ handle?: unknown }>): RouteData {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isPageHandle(handle)) {
      return {
        hideLocalitySuggestion: handle.hideLocalitySuggestion === true,
        preloadKey: handle.preloadKey,
        tracking: handle.tracking ?? "automatic",
      };
    }
  }
  return { hideLocalitySuggestion: false, preloadKey: undefined, tracking: "automatic" };
}

/** The route data of the page on screen (spec 3 §2). */
export function useRouteData(): RouteData {
  return routeDataOf(useMatches());
}

/** Whether the deepest matched route with a handle asks for the bare layout. */
export function isBareLayout(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isPageHandle(handle)) return handle.layout === "bare";
  }
  return false;
}

/** Whether the page on screen is made to be embedded (`layout: "bare"` in its handle). */
export function useBareLayout(): boolean {
  return isBareLayout(useMatches());
}

/** The page type of the page on screen. */
export function usePageType(): PageType | undefined {
  return pageTypeOf(useMatches());
}
