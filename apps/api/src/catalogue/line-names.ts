import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { categories, manufacturers, products } from "../db/schema";

/** A product's category and brand names, as the order's lines report them (spec 2 §7 affiliate pixel and purchase event). */
export interface LineCatalogueNames {
  category: string;
  brand: string;
}

/** The category and brand names of the products with these SKUs, by SKU (a SKU the catalogue no longer has is missing). */
export async function catalogueNamesOf(db: Database, skus: readonly string[]): Promise<Map<string, LineCatalogueNames>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ sku: products.sku, category: categories.name, brand: manufacturers.name })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(manufacturers, eq(products.manufacturerId, manufacturers.id))
    .where(inArray(products.sku, [...new Set(skus)]));
  return new Map(rows.map(({ sku, category, brand }) => [sku, { category, brand }]));
}
