import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { products } from "../db/schema";

type ProductRecord = typeof products.$inferSelect;

const MAX_SCOPES = 500;

/**
 * The catalogue (products, categories, brands) is written only by the seed, so reads of it can be
 * kept: scoped listing projections by key (least recently used dropped past MAX_SCOPES) and
 * product rows by id. Shopper data (sessions, bookings, events) is never cached. A process that
 * changed the catalogue at runtime would call clear().
 */
export class CatalogueCache {
  private readonly scopes = new Map<string, Promise<unknown>>();
  private readonly productById = new Map<number, ProductRecord>();

  constructor(private readonly db: Database) {}

  scope<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.scopes.get(key);
    if (hit) {
      this.scopes.delete(key);
      this.scopes.set(key, hit);
      return hit as Promise<T>;
    }
    const loading = load().catch((error: unknown) => {
      this.scopes.delete(key);
      throw error;
    });
    this.scopes.set(key, loading);
    if (this.scopes.size > MAX_SCOPES) this.scopes.delete(this.scopes.keys().next().value as string);
    return loading;
  }

  /** Product rows in the order of the ids asked for; unknown ids are left out. */
  async productsByIds(ids: number[]): Promise<ProductRecord[]> {
    const missing = ids.filter((id) => !this.productById.has(id));
    if (missing.length) {
      for (const row of await this.db.select().from(products).where(inArray(products.id, missing))) this.productById.set(row.id, row);
    }
    return ids.map((id) => this.productById.get(id)).filter((row): row is ProductRecord => row !== undefined);
  }

  clear(): void {
    this.scopes.clear();
    this.productById.clear();
  }
}
