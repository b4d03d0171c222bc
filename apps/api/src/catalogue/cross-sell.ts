import { and, arrayContains, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { categories, productListing } from "../db/schema";
import type { Storefront } from "../storefronts";
import { productsByIds } from "./products";
import type { ProductRecord } from "./product-view";

/**
 * What a shopper buying from one category also needs (issue 20, CrossSellEnabled): the seeded
 * catalogue has no order history, so the pairs are the trade's own: a cooktop with an oven and a
 * rangehood, a dryer with a washer, a soundbar with a TV. A category not named here gets none.
 */
export const CROSS_SELL_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  ovens: ["cooktops", "rangehoods"],
  cooktops: ["rangehoods", "ovens"],
  rangehoods: ["cooktops", "ovens"],
  dishwashers: ["rangehoods", "microwaves"],
  microwaves: ["coffee-machines"],
  "coffee-machines": ["microwaves"],
  fridges: ["freezers", "dishwashers"],
  freezers: ["fridges"],
  "washing-machines": ["dryers"],
  dryers: ["washing-machines"],
  tvs: ["soundbars"],
  soundbars: ["tvs"],
  bbqs: ["dining"],
  sofas: ["dining"],
  dining: ["sofas"],
  beds: ["sofas"],
  "air-conditioners": ["vacuums"],
  vacuums: ["air-conditioners"],
};

/** At most this many products in the strip. */
export const CROSS_SELL_LIMIT = 4;

/**
 * The products bought with this one: buyable products of the paired categories that the
 * storefront sells, the same brand first, then the most reviewed.
 */
export async function crossSellFor(
  { db }: Pick<AppContext, "db">,
  product: ProductRecord,
  storefront: Storefront,
): Promise<ProductRecord[]> {
  const [own] = await db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, product.categoryId)).limit(1);
  const paired = own ? (CROSS_SELL_CATEGORIES[own.slug] ?? []) : [];
  if (paired.length === 0) return [];
  const rows = await db
    .select({ id: productListing.id })
    .from(productListing)
    .innerJoin(categories, eq(categories.id, productListing.categoryId))
    .where(
      and(
        inArray(categories.slug, [...paired]),
        arrayContains(productListing.storefronts, [storefront.id]),
        ne(productListing.id, product.id),
        inArray(productListing.stockStatus, ["inStock", "backOrder"]),
      ),
    )
    .orderBy(desc(sql`${productListing.manufacturerId} = ${product.manufacturerId}`), desc(productListing.reviewCount), productListing.id)
    .limit(CROSS_SELL_LIMIT);
  return productsByIds(
    db,
    rows.map((row) => row.id),
  );
}
