/** A setting as GET /api/settings answers it. */
export interface SettingItem {
  name: string;
  value: string;
}

/**
 * How long the server keeps a brand's settings (issue 20 item 1): the settings change with a
 * deployment or a seed, not per shopper, so every page within the window reuses one read instead of
 * asking the API on every request. A minute, so a changed flag shows within one.
 */
export const SETTINGS_CACHE_MS = 60_000;

interface Entry {
  read: Promise<SettingItem[]>;
  until: number;
}

/**
 * The settings per brand, read at most once per window. Reads running at the same time share one
 * request; a failed read is not kept, so the next page asks again (spec 3 §8 logs and ignores it).
 */
export function createSettingsCache(windowMs = SETTINGS_CACHE_MS, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  return {
    get(key: string, read: () => Promise<SettingItem[]>): Promise<SettingItem[]> {
      const held = entries.get(key);
      if (held && held.until > now()) return held.read;
      const entry: Entry = { read: read(), until: now() + windowMs };
      entries.set(key, entry);
      entry.read.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.read;
    },
    clear(): void {
      entries.clear();
    },
  };
}

/** The server's one cache of settings. */
export const settingsCache = createSettingsCache();
