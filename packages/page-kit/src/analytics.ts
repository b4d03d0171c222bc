/**
 * The shopper's analytics events (spec 1 §3 and §7: POST /api/analytics/search with
 * analyticsEventType, query, productList, url, isRepeatUser), built in one place and sent
 * fire-and-forget: a failed or refused call is ignored and never reaches the page (spec 1 §4
 * "analytics never break a page"). The domains call `useShopperAnalytics()`; the rules are the
 * plain functions below.
 */
import { useCallback, useEffect } from "react";
import { useLocation } from "react-router";
import { useApiClient } from "@storefront/api-client/react";
import {
  postSearchAnalytics,
  postWidgetEvent,
  type AnalyticsEventType,
  type AnalyticsSearchEvent,
  type TrackedWidgetType,
  type WidgetAction,
} from "@storefront/api-client/tracking";
import { SITE_PATH_PATTERN, SKU_PATTERN } from "@storefront/api-contract/patterns";
import { useBrand } from "@storefront/ui-kit/brand";
import { currencyForCountry, type CurrencyCode } from "@storefront/validation/price";
import { claimBrowserVisitEvent, isRepeatUser } from "./repeat-user";
import { useStorefrontSettings } from "./settings";

/** The API's limits on the event (api-contract's AnalyticsSearchEventBody). */
export const ANALYTICS_QUERY_MAX_LENGTH = 200;
export const ANALYTICS_PRODUCT_LIST_MAX = 100;

const sku = new RegExp(SKU_PATTERN);
const sitePath = new RegExp(SITE_PATH_PATTERN);

export interface ShopperEventDetails {
  /** The search term the event belongs to (the search, a click in its results). */
  query?: string;
  /** The products' SKUs; missing or malformed ones are left out. */
  skus?: readonly (string | null | undefined)[];
  /** The page's path; the router's current path when not given. */
  url?: string;
}

/**
 * The event body: the query trimmed and cut to the API's length, the SKUs the API accepts (at
 * most 100, first seen first), the path only when it is a plain site path (a query string or an
 * odd character would make the API refuse the whole event).
 */
export function analyticsEvent(type: AnalyticsEventType, details: ShopperEventDetails, repeatUser: boolean): AnalyticsSearchEvent {
  const query = details.query?.trim().slice(0, ANALYTICS_QUERY_MAX_LENGTH);
  const skus = [...new Set((details.skus ?? []).filter((value): value is string => typeof value === "string" && sku.test(value)))];
  const url = details.url?.split(/[?#]/)[0];
  return {
    analyticsEventType: type,
    ...(query ? { query } : {}),
    ...(skus.length > 0 ? { productList: skus.slice(0, ANALYTICS_PRODUCT_LIST_MAX) } : {}),
    ...(url && url.length <= 300 && sitePath.test(url) ? { url } : {}),
    isRepeatUser: repeatUser,
  };
}

/** spec 1 §3: an order of one line is a productOrder, of several a productMultiOrder. */
export function orderEventType(lineCount: number): Extract<AnalyticsEventType, "productOrder" | "productMultiOrder"> {
  return lineCount > 1 ? "productMultiOrder" : "productOrder";
}

export type TrackShopperEvent = (type: AnalyticsEventType, details?: ShopperEventDetails) => void;

/**
 * The one way the storefront sends an analytics event: from the browser only, with this visit's
 * repeat-user flag, never awaited and never failing.
 */
export function useShopperAnalytics(): TrackShopperEvent {
  const api = useApiClient();
  const { pathname } = useLocation();
  return useCallback(
    (type, details = {}) => {
      if (typeof window === "undefined") return;
      try {
        const event = analyticsEvent(type, { url: pathname, ...details }, isRepeatUser());
        postSearchAnalytics(api, event).catch(() => undefined);
      } catch {
        // Analytics never break the page.
      }
    },
    [api, pathname],
  );
}

/**
 * spec 1 §3's 'visit' event: sent once per visit (one browser session, page-kit's repeat-user
 * rule), from the first page the shopper lands on, with whether they are a repeat user. The shell
 * calls it once; later pages and reloads of the visit send nothing.
 */
export function useVisitEvent(automatic = true): void {
  const track = useShopperAnalytics();
  // Runs again on a navigation (a new path), but the visit's claim lets only the first send. A
  // page whose route switches the automatic tracking off (spec 3 §2) neither sends nor claims it:
  // the visit is sent from the first page the shopper opens that tracks.
  useEffect(() => {
    if (automatic && claimBrowserVisitEvent()) track("visit");
  }, [track, automatic]);
}

export type TrackWidget = (widget: TrackedWidgetType, action: WidgetAction) => void;

/** A site path the API accepts as the event's url (no query, no odd character), else none. */
function eventPath(pathname: string): string | undefined {
  const url = pathname.split(/[?#]/)[0];
  return url && url.length <= 300 && sitePath.test(url) ? url : undefined;
}

/**
 * spec 3 §9: the one way a widget of the tracked types (reCAPTCHA, video, chat, referral,
 * scheduling, reviews, Google and Apple Pay, content widgets, webinar, buy-now-pay-later) reports
 * that it was shown, opened, used or failed (POST /api/analytics/widget): from the browser only,
 * with the page's path, never awaited and never failing.
 */
export function useWidgetTracking(): TrackWidget {
  const api = useApiClient();
  const { pathname } = useLocation();
  return useCallback(
    (widget, action) => {
      if (typeof window === "undefined") return;
      const url = eventPath(pathname);
      postWidgetEvent(api, { widget, action, ...(url ? { url } : {}) }).catch(() => undefined);
    },
    [api, pathname],
  );
}

/**
 * The currency the storefront's tags name (spec 2 §7 tracking pixel and ecommerce events, spec 3
 * §9 conversion tag): it follows the countryCode setting, NZD for NZ, else AUD; the brand's own
 * country where the setting is missing or could not be read.
 */
export function tagCurrency(countryCode: string | undefined, brandCountry: string): CurrencyCode {
  return currencyForCountry(countryCode ?? brandCountry);
}

export function useTagCurrency(): CurrencyCode {
  const { countryCode } = useStorefrontSettings();
  const { country } = useBrand();
  return tagCurrency(countryCode, country);
}
