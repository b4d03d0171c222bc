/**
 * Local storage values that expire (spec 3 §9: "storage expiry is generally in minutes"): stored
 * as `{ value, expiresAt }` (epoch ms) under the caller's key. The one helper for it: the checkout
 * session (a count of 3, read as days) and the sale footer's dismissal (1440 minutes) use it.
 */

export const MINUTE_MS = 60_000;

interface Stored<T> {
  value: T;
  expiresAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` for `minutes` from `now`. A full or blocked storage only loses the convenience. */
export function writeWithExpiry<T>(key: string, value: T, minutes: number, now: number = Date.now()): void {
  const stored: Stored<T> = { value, expiresAt: now + minutes * MINUTE_MS };
  try {
    storage()?.setItem(key, JSON.stringify(stored));
  } catch {
    // Nothing to do: the value is simply not remembered.
  }
}

export function removeStored(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // A blocked storage holds nothing to remove.
  }
}

/** The value under `key`, or null when there is none, it is unreadable or it has expired (then it is removed). */
export function readWithExpiry<T>(key: string, now: number = Date.now()): T | null {
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Partial<Stored<T>> | null;
    if (typeof stored?.expiresAt === "number" && stored.expiresAt > now && stored.value != null) return stored.value;
  } catch {
    // Unreadable: removed below.
  }
  removeStored(key);
  return null;
}
