import type { Locality, Store } from "@storefront/api-contract/stores";
import { storeOpeningStatus } from "@storefront/validation/store-hours";
import type { localities, stores } from "../db/schema";
import type { Storefront } from "../storefronts";

export type StoreRecord = typeof stores.$inferSelect;
export type LocalityRecord = typeof localities.$inferSelect;

/** Where a point is: what distances are measured between. */
export interface Place {
  latitude: number;
  longitude: number;
}

export const titleCase = (text: string) => text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** Great-circle distance in km, to one decimal. */
export function distanceKm(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(12742 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

export function presentLocality(row: LocalityRecord): Locality {
  return {
    id: row.id,
    suburb: row.suburb,
    postcode: row.postcode,
    state: row.state,
    country: row.country,
    fullAddress: `${titleCase(row.suburb)} ${row.state} ${row.postcode}`,
  };
}

/** A store as spec 1 §3 shows it, with its distance from a place when one is given. */
export function presentStore(row: StoreRecord, storefront: Storefront, now: Date, from?: Place): Store {
  return {
    id: row.id,
    name: row.name,
    storeUri: row.storeUri,
    uri: `/stores/${row.storeUri}`,
    thumbImg: { src: `/api/images/store/${row.storeUri}.svg`, alt: `${row.name} store` },
    phone: row.phone,
    email: row.email,
    address: { street: row.street, suburb: row.suburb, state: row.state, postcode: row.postcode, country: row.country },
    fullAddress: `${row.street}, ${titleCase(row.suburb)} ${row.state} ${row.postcode}`,
    latitude: row.latitude,
    longitude: row.longitude,
    isAppointmentOnly: row.isAppointmentOnly,
    virtualTourId: row.virtualTourId,
    // spec 1 §2.1: /virtual-tour/{storeUri} only when the store has a virtualTourId.
    virtualTourUri: row.virtualTourId ? `/virtual-tour/${row.storeUri}` : null,
    openTimes: row.openTimes,
    openingStatus: storeOpeningStatus(row, now, storefront.timeZone),
    isDefault: row.isDefault,
    warehouseCode: row.warehouseCode,
    distanceKm: from ? distanceKm(from, row) : null,
  };
}
