import { booleanSetting } from "@storefront/validation/settings";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { settings } from "../db/schema";
import type { Storefront } from "../storefronts";

/**
 * One setting of a storefront as GET /api/settings answers it (SETTINGS_OVERRIDES, tests only,
 * before the seeded row): what the API reads when it enforces a flag (OTPEnabled,
 * dealsClubEnabled) or uses a configuration (proformaShippingBrands) itself.
 */
export function settingValues({ db, settingsOverrides }: Pick<AppContext, "db" | "settingsOverrides">) {
  async function value(storefront: Storefront, name: string): Promise<string | undefined> {
    const overridden = settingsOverrides.get(storefront.id)?.get(name);
    if (overridden !== undefined) return overridden;
    const [row] = await db
      .select({ value: settings.value })
      .from(settings)
      .where(and(eq(settings.storefrontId, storefront.id), eq(settings.name, name)))
      .limit(1);
    return row?.value;
  }
  return {
    value,
    /** A feature flag by validation's rule; a missing flag is off (the features the flags add stay off by default). */
    async flag(storefront: Storefront, name: string): Promise<boolean> {
      return booleanSetting(await value(storefront, name), false);
    },
  };
}

export type SettingValues = ReturnType<typeof settingValues>;
