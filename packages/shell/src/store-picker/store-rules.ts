import { storeOpeningStatus } from "@storefront/validation/price";
import type { GeoData, Store, StoreSelectView } from "@storefront/api-client/stores";

export const storeTexts = {
  title: "Your Store",
  change: "Change Store",
  details: "View Store Details",
  directions: "Directions",
  nearby: "Stores near you",
  choose: "Choose",
  print: "Your store:",
} as const;

/**
 * Which store the shopper has (spec 1 §4 and §5): the one they chose; on a first visit, the one
 * the geo data names; else the API's default.
 */
export function shopperStoreUri(
  view: Pick<StoreSelectView, "isSelected" | "store"> | undefined,
  geo: Pick<GeoData, "store"> | undefined,
): string | undefined {
  if (view?.isSelected) return view.store.storeUri;
  return geo?.store?.storeUri || view?.store.storeUri;
}

/** The API's opening status for today, else computed from the opening times (spec 1 §4). */
export function openingStatusOf(
  store: Pick<Store, "openingStatus" | "isAppointmentOnly" | "openTimes">,
  now: Date,
  timeZone?: string,
): string {
  return store.openingStatus || storeOpeningStatus(store, now, timeZone);
}
