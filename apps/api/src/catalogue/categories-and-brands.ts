import type { Brand, Category } from "@storefront/api-contract/catalogue";
import { and, count, eq, type SQL } from "drizzle-orm";
import type { AppContext } from "../context";
import { products } from "../db/schema";
import type { Storefront } from "../storefronts";
import { visibleIn } from "./products";
import type { ManufacturerRecord, ReferenceData } from "./reference-data";

/** The category tree of a storefront: its top categories, each with its subcategories. */
export function categoryTree(reference: ReferenceData, storefront: Storefront): Category[] {
  const visible = reference.categories.filter((c) => c.storefronts.includes(storefront.id));
  const link = (c: (typeof visible)[number]) => ({ name: c.name, slug: c.slug, path: c.path, uri: `/c/${c.path}` });
  return visible
    .filter((c) => c.parentId === null)
    .map((top) => ({ ...link(top), subCategories: visible.filter((c) => c.parentId === top.id).map(link) }));
}

const presentBrand = (m: ManufacturerRecord, productCount: number): Brand => ({
  name: m.name,
  slug: m.slug,
  uri: `/brands/${m.slug}`,
  image: `/api/images/brand/${m.slug}.svg`,
  description: m.description,
  productCount,
});

/** The brands (manufacturers) a storefront sells, with how many of their products it sells. */
export function brandReads({ db, reference }: Pick<AppContext, "db" | "reference">) {
  async function productCounts(condition: SQL) {
    const rows = await db
      .select({ id: products.manufacturerId, n: count() })
      .from(products)
      .where(condition)
      .groupBy(products.manufacturerId);
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  return {
    /** Every brand with a product in the storefront, A to Z. */
    async all(storefront: Storefront): Promise<Brand[]> {
      const [ref, counts] = await Promise.all([reference(), productCounts(visibleIn(storefront))]);
      return [...ref.manufacturerById.values()].filter((m) => counts.has(m.id)).map((m) => presentBrand(m, counts.get(m.id) ?? 0));
    },

    /** One brand by slug, if the storefront sells any of its products. */
    async bySlug(storefront: Storefront, slug: string): Promise<Brand | undefined> {
      const manufacturer = (await reference()).manufacturerBySlug.get(slug);
      if (!manufacturer) return undefined;
      const counts = await productCounts(and(visibleIn(storefront), eq(products.manufacturerId, manufacturer.id)) as SQL);
      const productCount = counts.get(manufacturer.id);
      return productCount ? presentBrand(manufacturer, productCount) : undefined;
    },
  };
}
