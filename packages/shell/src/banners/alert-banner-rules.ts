import type { AlertBanner } from "@storefront/api-client/browsing";

/** spec 1 §9: the alert banner's local cache keys and its 10-minute re-check. */
export const ALERT_CACHE_KEY = "alertCacheData";
export const ALERT_RECHECK_KEY = "recheckAlertBannerExpiry";
export const ALERT_RECHECK_MS = 10 * 60 * 1000;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The cached banner, if any. */
export function cachedAlertBanner(storage: KeyValueStorage): AlertBanner | null {
  try {
    const text = storage.getItem(ALERT_CACHE_KEY);
    return text ? (JSON.parse(text) as AlertBanner) : null;
  } catch {
    return null;
  }
}

/** Whether the banner should be fetched now: no re-check time is stored, or it has passed. */
export function isAlertRecheckDue(storage: KeyValueStorage, now: number): boolean {
  const expiry = Number(storage.getItem(ALERT_RECHECK_KEY));
  return !Number.isFinite(expiry) || expiry <= now || storage.getItem(ALERT_RECHECK_KEY) === null;
}

/**
 * spec 1 §4: a banner answer is cached; an empty or failed fetch removes the cache and
 * schedules a re-check in 10 minutes. Returns the banner to show.
 */
export async function refreshAlertBanner(storage: KeyValueStorage, fetchBanner: () => Promise<AlertBanner | null>, now: number): Promise<AlertBanner | null> {
  let banner: AlertBanner | null = null;
  try {
    banner = await fetchBanner();
  } catch {
    banner = null;
  }
  storage.setItem(ALERT_RECHECK_KEY, String(now + ALERT_RECHECK_MS));
  if (banner && (banner.desktopContent || banner.mobileContent)) {
    storage.setItem(ALERT_CACHE_KEY, JSON.stringify(banner));
    return banner;
  }
  storage.removeItem(ALERT_CACHE_KEY);
  return null;
}

/** spec 1 §4: closing clears the banner and its cache (the re-check time stays). */
export function closeAlertBanner(storage: KeyValueStorage, now: number): void {
  storage.removeItem(ALERT_CACHE_KEY);
  if (isAlertRecheckDue(storage, now)) storage.setItem(ALERT_RECHECK_KEY, String(now + ALERT_RECHECK_MS));
}
