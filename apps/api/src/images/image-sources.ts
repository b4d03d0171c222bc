import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { contentEntries, products, stores } from "../db/schema";

/** What the generated illustrations are drawn from: a product's type, a brand's, store's or content entry's name. */
export function imageSources({ db, reference }: Pick<AppContext, "db" | "reference">) {
  return {
    async product(sku: string) {
      const [row] = await db
        .select({ sku: products.sku, title: products.title, productType: products.productType, imageCount: products.imageCount })
        .from(products)
        .where(eq(products.sku, sku))
        .limit(1);
      return row;
    },

    brandName: async (slug: string) => (await reference()).manufacturerBySlug.get(slug)?.name,

    async storeName(storeUri: string) {
      const [row] = await db.select({ name: stores.name }).from(stores).where(eq(stores.storeUri, storeUri)).limit(1);
      return row?.name;
    },

    async contentTitle(kind: string, slug: string) {
      const [row] = await db
        .select({ title: contentEntries.title, kind: contentEntries.kind })
        .from(contentEntries)
        .where(eq(contentEntries.slug, slug))
        .limit(5);
      return row && row.kind === kind ? row.title : undefined;
    },
  };
}
