import { asc } from "drizzle-orm";
import type { Database } from "../db/client";
import { categories, manufacturers } from "../db/schema";

export type CategoryRecord = typeof categories.$inferSelect;
export type ManufacturerRecord = typeof manufacturers.$inferSelect;

/** Categories and manufacturers: small, fixed after the seed, read on almost every call. */
export interface ReferenceData {
  categories: CategoryRecord[];
  categoryById: Map<number, CategoryRecord>;
  categoryByPath: Map<string, CategoryRecord>;
  manufacturerById: Map<number, ManufacturerRecord>;
  manufacturerBySlug: Map<string, ManufacturerRecord>;
}

/** Loads the reference data once per app and keeps it; the catalogue tables do not change at runtime. */
export function referenceDataLoader(db: Database): () => Promise<ReferenceData> {
  let loading: Promise<ReferenceData> | undefined;
  return () => {
    loading ??= (async () => {
      const [categoryRows, manufacturerRows] = await Promise.all([
        db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
        db.select().from(manufacturers).orderBy(asc(manufacturers.name)),
      ]);
      return {
        categories: categoryRows,
        categoryById: new Map(categoryRows.map((c) => [c.id, c])),
        categoryByPath: new Map(categoryRows.map((c) => [c.path, c])),
        manufacturerById: new Map(manufacturerRows.map((m) => [m.id, m])),
        manufacturerBySlug: new Map(manufacturerRows.map((m) => [m.slug, m])),
      };
    })().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
