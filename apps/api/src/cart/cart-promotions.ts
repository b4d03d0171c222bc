import { and, arrayContains, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Database } from "../db/client";
import { products, promotionProducts, promotions } from "../db/schema";
import { storefrontToday, type Storefront } from "../storefronts";

/** The running promotion a cart line's product is part of: its slug (the line's promoId) and title. */
export interface LinePromotion {
  slug: string;
  title: string;
}

/**
 * spec 2 §2 cart line display ("promotion id"): for each SKU, the promotion of the storefront that
 * runs today and lists the product; the one ending soonest when there are several (as
 * GET /api/promotions orders them). SKUs in no running promotion are not in the map.
 */
export async function runningPromotionsBySku(
  db: Database,
  storefront: Storefront,
  skus: readonly string[],
  now: Date,
): Promise<Map<string, LinePromotion>> {
  if (skus.length === 0) return new Map();
  const today = storefrontToday(storefront, now);
  const rows = await db
    .select({ sku: products.sku, slug: promotions.slug, title: promotions.title })
    .from(promotionProducts)
    .innerJoin(promotions, eq(promotions.id, promotionProducts.promotionId))
    .innerJoin(products, eq(products.id, promotionProducts.productId))
    .where(
      and(
        inArray(products.sku, [...skus]),
        arrayContains(promotions.storefronts, [storefront.id]),
        lte(promotions.startsOn, today),
        gte(promotions.endsOn, today),
      ),
    )
    .orderBy(asc(promotions.endsOn), asc(promotions.id));
  const bySku = new Map<string, LinePromotion>();
  for (const row of rows) if (!bySku.has(row.sku)) bySku.set(row.sku, { slug: row.slug, title: row.title });
  return bySku;
}
