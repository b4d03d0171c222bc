import type { Setting } from "@storefront/api-contract/content";
import { STOREFRONT_IDS, type Storefront } from "../storefronts";

/** Setting values per storefront id that replace (or add to) the seeded ones. */
export type SettingsOverrides = ReadonlyMap<string, ReadonlyMap<string, string>>;

/**
 * SETTINGS_OVERRIDES, for tests only: a JSON object of storefront id → { setting name: value },
 * e.g. `{"wa":{"PriceMatchEnabled":"false"}}`. GET /api/settings answers these values instead of
 * the seeded ones, so a test turns a feature flag off without a seed of its own. Anything else
 * than that shape stops the API at start, with the reason.
 */
export function settingsOverridesFromEnv(value: string | undefined): SettingsOverrides {
  const overrides = new Map<string, Map<string, string>>();
  if (!value?.trim()) return overrides;
  const fail = (why: string): never => {
    throw new Error(`SETTINGS_OVERRIDES takes {"storefront":{"SettingName":"value"}}: ${why}`);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    fail("not JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) fail("not an object");
  for (const [id, settings] of Object.entries(parsed as Record<string, unknown>)) {
    if (!STOREFRONT_IDS.includes(id as never)) fail(`no storefront '${id}'`);
    if (typeof settings !== "object" || settings === null || Array.isArray(settings)) fail(`'${id}' is not an object`);
    const values = new Map<string, string>();
    for (const [name, setting] of Object.entries(settings as Record<string, unknown>)) {
      if (typeof setting !== "string") fail(`${id}.${name} is not a string`);
      values.set(name, setting as string);
    }
    overrides.set(id, values);
  }
  return overrides;
}

/** The overrides with one setting given one value on every storefront (a feature turned off where it cannot work). */
export function withSettingEverywhere(overrides: SettingsOverrides, name: string, value: string): SettingsOverrides {
  return new Map(STOREFRONT_IDS.map((id) => [id, new Map([...(overrides.get(id) ?? []), [name, value]])]));
}

/** The storefront's settings with its overrides applied: a seeded setting keeps its place, a new one goes last. */
export function applySettingsOverrides(storefront: Storefront, items: Setting[], overrides: SettingsOverrides): Setting[] {
  const own = overrides.get(storefront.id);
  if (!own?.size) return items;
  const seeded = new Set(items.map((item) => item.name));
  return [
    ...items.map((item) => (own.has(item.name) ? { name: item.name, value: own.get(item.name)! } : item)),
    ...[...own].filter(([name]) => !seeded.has(name)).map(([name, value]) => ({ name, value })),
  ];
}
