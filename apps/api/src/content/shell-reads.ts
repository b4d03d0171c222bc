import type { AlertBanner, Navbar, Setting } from "@storefront/api-contract/content";
import { and, asc, desc, eq, gte, lte } from "drizzle-orm";
import type { AppContext } from "../context";
import { alertBanners, navigation, redirects, settings } from "../db/schema";
import { NotFoundError } from "../http/errors";
import { applySettingsOverrides } from "./settings-overrides";
import { storefrontToday, type Storefront } from "../storefronts";

/** What the shell reads on every page (spec 1 §7): settings, navigation, the alert banner and the 404 redirect lookup. */
export function shellReads({ db, catalogue, now, settingsOverrides }: Pick<AppContext, "db" | "catalogue" | "now" | "settingsOverrides">) {
  return {
    settings: async (storefront: Storefront): Promise<Setting[]> =>
      applySettingsOverrides(
        storefront,
        await db
          .select({ name: settings.name, value: settings.value })
          .from(settings)
          .where(eq(settings.storefrontId, storefront.id))
          .orderBy(asc(settings.sortOrder)),
        settingsOverrides,
      ),

    /** The storefront's navigation document; kept, as the seed writes it once. */
    async navbar(storefront: Storefront): Promise<Navbar> {
      const row = await catalogue.scope(
        `navigation:${storefront.id}`,
        async () => (await db.select().from(navigation).where(eq(navigation.storefrontId, storefront.id)).limit(1))[0],
      );
      if (!row) throw new NotFoundError("No navigation for this storefront");
      return { ...(row.document as Omit<Navbar, "updatedAt">), updatedAt: row.updatedAt.toISOString() };
    },

    /** The banner running today in the storefront's zone, or null. */
    async alertBanner(storefront: Storefront): Promise<AlertBanner | null> {
      const today = storefrontToday(storefront, now());
      const [banner] = await db
        .select()
        .from(alertBanners)
        .where(and(eq(alertBanners.storefrontId, storefront.id), lte(alertBanners.startsOn, today), gte(alertBanners.endsOn, today)))
        .orderBy(desc(alertBanners.startsOn))
        .limit(1);
      if (!banner) return null;
      return {
        bannerURL: banner.bannerUrl,
        backgroundColor: banner.backgroundColor,
        desktopContent: banner.desktopContent,
        mobileContent: banner.mobileContent,
      };
    },

    /** The destination of a path after a 404, or null (paths compare without a trailing slash, in lower case). */
    async redirectOf(path: string): Promise<string | null> {
      const normalised = path.length > 1 ? path.replace(/\/+$/, "").toLowerCase() : path;
      const [row] = await db.select().from(redirects).where(eq(redirects.fromPath, normalised)).limit(1);
      return row?.destinationUri ?? null;
    },
  };
}
