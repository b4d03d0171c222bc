import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { locationKeys, useSetLocation } from "@storefront/api-client/stores";
import { isKnownRegion, REGION_PARAM, REGION_PARAM_REMOVAL_MS, withoutRegionParam } from "../location/location-rules";

/** The affiliate click reference (spec 1 §2.2): the parameter name is ours (spec: not shown). */
export const CLICK_REFERENCE_PARAM = "clickref";
export const CLICK_REFERENCE_COOKIE = "clickref";
/** spec 1 §2.2: kept 30 days. */
export const CLICK_REFERENCE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** A first-party cookie so the server can credit the partner at checkout. */
export function clickReferenceCookie(value: string): string {
  return `${CLICK_REFERENCE_COOKIE}=${encodeURIComponent(value.slice(0, 200))}; Max-Age=${CLICK_REFERENCE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/**
 * Query parameters the shell acts on from any page (spec 1 §2.2 and §9): region_id forces the
 * delivery location and leaves the address after 500 ms; the click reference is kept 30 days.
 */
export function UrlParameters() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The answer is the new location: show it at once, whatever a concurrent refetch brought.
  const { mutate } = useSetLocation({ onSuccess: (geo) => queryClient.setQueryData(locationKeys.geo(), geo) });

  useEffect(() => {
    const params = new URLSearchParams(search);
    const clickRef = params.get(CLICK_REFERENCE_PARAM);
    if (clickRef) document.cookie = clickReferenceCookie(clickRef);

    if (!params.has(REGION_PARAM)) return;
    const regionId = params.get(REGION_PARAM);
    if (isKnownRegion(regionId)) mutate({ regionId });
    const timer = setTimeout(() => {
      void navigate({ pathname, search: withoutRegionParam(search), hash }, { replace: true, preventScrollReset: true });
    }, REGION_PARAM_REMOVAL_MS);
    return () => clearTimeout(timer);
  }, [pathname, search, hash, navigate, mutate]);

  return null;
}
