import { readCookie } from "@storefront/page-kit/cookies";
import type { AlertBanner } from "@storefront/api-client/content";

/** spec 1 §9: the alert banner's local cache keys and its 10-minute re-check. */
export const ALERT_CACHE_KEY = "alertCacheData";
export const ALERT_RECHECK_KEY = "recheckAlertBannerExpiry";
export const ALERT_RECHECK_MS = 10 * 60 * 1000;
/**
 * Ours: the server renders the banner, so a close must reach it too. This cookie lives until the
 * close's re-check time; while it is there the server leaves the banner out.
 */
export const ALERT_CLOSED_COOKIE = "alertBannerClosed";

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The cached banner, if any. */
/** The banner with its HTML passed through the sanitiser (spec 1 §2.4). */
export function cleanAlertBanner(banner: AlertBanner, sanitize: (html: string) => string): AlertBanner {
  return { ...banner, desktopContent: sanitize(banner.desktopContent), mobileContent: sanitize(banner.mobileContent) };
}

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
export async function refreshAlertBanner(
  storage: KeyValueStorage,
  fetchBanner: () => Promise<AlertBanner | null>,
  now: number,
): Promise<AlertBanner | null> {
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

/**
 * The banner the server fetched for this page (spec 1 §4, read server-side so it is in the first
 * HTML and never moves the page down): cached like a fetch in the browser, and re-checked 10
 * minutes on.
 */
export function rememberAlertBanner(storage: KeyValueStorage, banner: AlertBanner | null, now: number): void {
  storage.setItem(ALERT_RECHECK_KEY, String(now + ALERT_RECHECK_MS));
  if (banner) storage.setItem(ALERT_CACHE_KEY, JSON.stringify(banner));
  else storage.removeItem(ALERT_CACHE_KEY);
}

/** Milliseconds until the stored re-check time (0 when it is due). */
export function msUntilAlertRecheck(storage: KeyValueStorage, now: number): number {
  return isAlertRecheckDue(storage, now) ? 0 : Math.max(0, Number(storage.getItem(ALERT_RECHECK_KEY)) - now);
}

/**
 * spec 1 §4: closing clears the banner and its cache (the re-check time stays). Returns the
 * closed cookie for the server, lasting until that re-check time.
 */
export function closeAlertBanner(storage: KeyValueStorage, now: number): string {
  storage.removeItem(ALERT_CACHE_KEY);
  if (isAlertRecheckDue(storage, now)) storage.setItem(ALERT_RECHECK_KEY, String(now + ALERT_RECHECK_MS));
  const seconds = Math.max(1, Math.ceil(msUntilAlertRecheck(storage, now) / 1000));
  return `${ALERT_CLOSED_COOKIE}=1; Path=/; Max-Age=${seconds}; SameSite=Lax`;
}

/** Whether a Cookie header (or document.cookie) says the shopper closed the banner. */
export function isAlertClosed(cookie: string | null | undefined): boolean {
  return readCookie(cookie, ALERT_CLOSED_COOKIE) !== undefined;
}
