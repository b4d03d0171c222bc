import {
  CONTENT_LIST_KINDS,
  DEFAULT_SALE_COLOUR,
  DEFAULT_SALE_URL,
  type ContentEntry,
  type ContentListKind,
  type ContentPage,
  type Sale,
} from "@storefront/api-contract/content";
import type { Promotion } from "@storefront/api-contract/catalogue";
import { and, arrayContains, asc, desc, eq, gte, lte } from "drizzle-orm";
import type { AppContext } from "../context";
import { contentEntries, promotions, sales } from "../db/schema";
import { storefrontToday, type Storefront } from "../storefronts";
import { SALE_IMAGE_PATH, saleImages } from "./sale-images";

type ContentRow = typeof contentEntries.$inferSelect;
type PromotionRow = typeof promotions.$inferSelect;

/** Where each kind of content entry lives on a storefront. */
export const CONTENT_URIS: Record<string, (slug: string) => string> = {
  static: (slug) => `/s/${slug}`,
  recipe: (slug) => `/recipes/${slug}`,
  blog: (slug) => `/blog/${slug}`,
  catalogue: (slug) => `/catalogue-details/${slug}`,
  inspiration: (slug) => `/inspiration/${slug}`,
  article: (slug) => `/article/${slug}`,
  page: (slug) => `/${slug}`,
};

const presentContent = (row: ContentRow): ContentEntry => ({
  kind: row.kind,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.body,
  publishedOn: row.publishedOn,
  uri: CONTENT_URIS[row.kind]?.(row.slug) ?? `/${row.slug}`,
  details: row.details,
});

const presentPromotion = (row: PromotionRow, today: string): Promotion => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  terms: row.terms,
  ribbon: row.ribbon,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  uri: `/promotion/${row.slug}`,
  isActive: row.startsOn <= today && today <= row.endsOn,
});

/** Static pages, editorial lists, promotions and the sale strip of a storefront. */
export function editorialReads({ db, now }: Pick<AppContext, "db" | "now">) {
  const forStorefront = (storefront: Storefront) => arrayContains(contentEntries.storefronts, [storefront.id]);

  return {
    /** A static page ("static") or an editorial entry by kind and slug. */
    async entry(storefront: Storefront, kind: string, slug: string): Promise<ContentEntry | undefined> {
      const [row] = await db
        .select()
        .from(contentEntries)
        .where(and(eq(contentEntries.kind, kind), eq(contentEntries.slug, slug), forStorefront(storefront)))
        .limit(1);
      return row ? presentContent(row) : undefined;
    },

    /** One page of an editorial list, newest first. */
    async list(storefront: Storefront, list: ContentListKind, page: number, pageSize: number): Promise<ContentPage> {
      const all = await db
        .select()
        .from(contentEntries)
        .where(and(eq(contentEntries.kind, CONTENT_LIST_KINDS[list]), forStorefront(storefront)))
        .orderBy(desc(contentEntries.publishedOn), asc(contentEntries.id));
      return { items: all.slice((page - 1) * pageSize, page * pageSize).map(presentContent), totalCount: all.length, page, pageSize };
    },

    /**
     * The sale of a day (today in the storefront's zone by default) in spec 3 §3's shape; with none
     * running, `isSaleOn: false` with the default url and colour (spec 3 §9) and no images.
     */
    async sale(storefront: Storefront, day = storefrontToday(storefront, now())): Promise<Sale> {
      const [sale] = await db
        .select()
        .from(sales)
        .where(and(eq(sales.storefrontId, storefront.id), lte(sales.startsOn, day), gte(sales.endsOn, day)))
        .limit(1);
      if (!sale) {
        const none = { name: "", baseImagePath: "", images: {}, message: "", startsOn: null, endsOn: null };
        return { isSaleOn: false, url: DEFAULT_SALE_URL, colour: DEFAULT_SALE_COLOUR, time: day, ...none };
      }
      return {
        isSaleOn: true,
        name: sale.title,
        baseImagePath: SALE_IMAGE_PATH,
        url: sale.url || DEFAULT_SALE_URL,
        colour: sale.colour || DEFAULT_SALE_COLOUR,
        time: day,
        images: saleImages(sale.title),
        message: sale.message,
        startsOn: sale.startsOn,
        endsOn: sale.endsOn,
      };
    },

    /** The promotions running today, ending soonest first. */
    async runningPromotions(storefront: Storefront): Promise<Promotion[]> {
      const today = storefrontToday(storefront, now());
      const rows = await db
        .select()
        .from(promotions)
        .where(and(arrayContains(promotions.storefronts, [storefront.id]), lte(promotions.startsOn, today), gte(promotions.endsOn, today)))
        .orderBy(asc(promotions.endsOn), asc(promotions.id));
      return rows.map((row) => presentPromotion(row, today));
    },

    async promotion(storefront: Storefront, slug: string): Promise<Promotion | undefined> {
      const [row] = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.slug, slug), arrayContains(promotions.storefronts, [storefront.id])))
        .limit(1);
      return row ? presentPromotion(row, storefrontToday(storefront, now())) : undefined;
    },
  };
}
