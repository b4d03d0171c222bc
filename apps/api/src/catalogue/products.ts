import { and, arrayContains, asc, desc, eq, inArray, lte, type SQL } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { priceHistory, products } from "../db/schema";
import type { Storefront } from "../storefronts";
import { priceIn } from "./prices";
import type { ProductRecord } from "./product-view";

/** Only the products a storefront sells are visible to it. */
export const visibleIn = (storefront: Storefront): SQL => arrayContains(products.storefronts, [storefront.id]);

/** Product rows in the order of the ids asked for; unknown ids are left out. */
export async function productsByIds(db: Database, ids: readonly number[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ProductRecord => row !== undefined);
}

/** A product of the storefront by SKU, read from the database (writes: cart, analytics). */
export async function productBySku(db: Database, storefront: Storefront, sku: string): Promise<ProductRecord | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.sku, sku), visibleIn(storefront)))
    .limit(1);
  return row;
}

/** Products of the storefront by SKU, in the order asked for; SKUs it does not sell are left out. */
export async function productsBySkus(db: Database, storefront: Storefront, skus: readonly string[]): Promise<ProductRecord[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.sku, [...skus]), visibleIn(storefront)));
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  return skus.map((sku) => bySku.get(sku)).filter((row): row is ProductRecord => row !== undefined);
}

/** A day's price and the price changes of a product, in the storefront's currency. */
export interface PriceChange {
  date: string;
  price: number;
}

/**
 * Product reads of the product calls (spec 1 §7). A product is looked up within the request's
 * storefront, by a unique index (slug, id or SKU): one row, whatever the catalogue's size.
 */
export function productReads({ db }: Pick<AppContext, "db">) {
  const lookup = async (storefront: Storefront, condition: SQL): Promise<ProductRecord | undefined> => {
    const [row] = await db
      .select()
      .from(products)
      .where(and(condition, visibleIn(storefront)))
      .limit(1);
    return row;
  };

  return {
    bySlug: (storefront: Storefront, slug: string) => lookup(storefront, eq(products.slug, slug)),
    byId: (storefront: Storefront, id: number) => lookup(storefront, eq(products.id, id)),
    bySku: (storefront: Storefront, sku: string) => lookup(storefront, eq(products.sku, sku)),

    /** The price on a day from the price history (the latest change on or before it), if any. */
    async priceOn(product: ProductRecord, storefront: Storefront, day: string): Promise<number | undefined> {
      const [change] = await db
        .select()
        .from(priceHistory)
        .where(and(eq(priceHistory.productId, product.id), lte(priceHistory.effectiveOn, day)))
        .orderBy(desc(priceHistory.effectiveOn))
        .limit(1);
      return change ? priceIn(change, storefront.currency) : undefined;
    },

    /** Every price change of a product, oldest first. */
    async priceChanges(product: ProductRecord, storefront: Storefront): Promise<PriceChange[]> {
      const rows = await db
        .select()
        .from(priceHistory)
        .where(eq(priceHistory.productId, product.id))
        .orderBy(asc(priceHistory.effectiveOn));
      return rows.map((row) => ({ date: row.effectiveOn, price: priceIn(row, storefront.currency) }));
    },
  };
}

export type ProductReads = ReturnType<typeof productReads>;
