import { MAX_LINE_QUANTITY } from "@storefront/api-contract/cart";
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/client";
import { cartLines, carts } from "../db/schema";

export type CartLine = typeof cartLines.$inferSelect;

export { MAX_LINE_QUANTITY };
/** Different lines a cart holds at most (ours: keeps a cart answer small and fast). */
export const MAX_CART_LINES = 50;

export interface NewCartLine {
  sku: string;
  quantity: number;
  warrantyId: string | null;
  installId: string | null;
}

export type AddLineResult = { added: true; lineId: string } | { added: false; quantityInCart: number };

/**
 * Carts and their lines. A shopper has at most one cart per storefront, keyed by the session
 * cookie; the storefront is part of the key because one cookie may serve several local
 * storefronts (ports share cookies).
 */
export class CartStore {
  constructor(private readonly db: Database) {}

  /** The cart id and its lines in display order; no cart id when the shopper has never added anything here. */
  async load(sessionId: string | undefined, storefrontId: string): Promise<{ cartId?: string; lines: CartLine[] }> {
    if (!sessionId) return { lines: [] };
    const rows = await this.db
      .select({ cartId: carts.id, line: cartLines })
      .from(carts)
      .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
      .where(and(eq(carts.sessionId, sessionId), eq(carts.storefrontId, storefrontId)))
      .orderBy(asc(cartLines.sortOrder), asc(cartLines.createdAt));
    return { cartId: rows[0]?.cartId, lines: rows.flatMap((row) => (row.line ? [row.line] : [])) };
  }

  /** The cart row (id, guest email, applied code) of a session on a storefront. */
  async header(sessionId: string | undefined, storefrontId: string): Promise<typeof carts.$inferSelect | undefined> {
    if (!sessionId) return undefined;
    const [row] = await this.db
      .select()
      .from(carts)
      .where(and(eq(carts.sessionId, sessionId), eq(carts.storefrontId, storefrontId)))
      .limit(1);
    return row;
  }

  async setCouponCode(cartId: string, couponCode: string | null): Promise<void> {
    await this.db
      .update(carts)
      .set({ couponCode, updatedAt: sql`now()` })
      .where(eq(carts.id, cartId));
  }

  async setEmail(cartId: string, email: string): Promise<void> {
    await this.db
      .update(carts)
      .set({ email, updatedAt: sql`now()` })
      .where(eq(carts.id, cartId));
  }

  /** The shopper's cart on this storefront, created when there is none. */
  async ensure(sessionId: string, storefrontId: string): Promise<string> {
    const [cart] = await this.db
      .insert(carts)
      .values({ id: randomUUID(), sessionId, storefrontId })
      .onConflictDoUpdate({ target: [carts.sessionId, carts.storefrontId], set: { updatedAt: sql`now()` } })
      .returning({ id: carts.id });
    if (!cart) throw new Error("cart upsert returned no row");
    return cart.id;
  }

  /**
   * Adds a line, or adds to the quantity of the line with the same SKU and options. One
   * statement, so two adds at once cannot pass the limit: the update only happens while the sum
   * stays within MAX_LINE_QUANTITY.
   */
  async addLine(cartId: string, line: NewCartLine): Promise<AddLineResult> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`INSERT INTO ${cartLines} (id, cart_id, sku, quantity, warranty_id, install_id, sort_order)
        VALUES (${randomUUID()}, ${cartId}, ${line.sku}, ${line.quantity}, ${line.warrantyId}, ${line.installId},
          (SELECT coalesce(max(sort_order), 0) + 1 FROM ${cartLines} WHERE cart_id = ${cartId}))
        ON CONFLICT (cart_id, sku, (coalesce(warranty_id, '')), (coalesce(install_id, '')))
        DO UPDATE SET quantity = ${cartLines}.quantity + excluded.quantity
        WHERE ${cartLines}.quantity + excluded.quantity <= ${MAX_LINE_QUANTITY}
        RETURNING id`,
    );
    if (rows[0]) return { added: true, lineId: rows[0].id };
    const [existing] = await this.db
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .where(
        and(
          eq(cartLines.cartId, cartId),
          eq(cartLines.sku, line.sku),
          sql`coalesce(${cartLines.warrantyId}, '') = ${line.warrantyId ?? ""}`,
          sql`coalesce(${cartLines.installId}, '') = ${line.installId ?? ""}`,
        ),
      );
    return { added: false, quantityInCart: existing?.quantity ?? 0 };
  }

  /**
   * Sets a line's quantity (1 to MAX_LINE_QUANTITY, checked by the route's schema) in one
   * statement; false when the cart has no such line.
   */
  async setLineQuantity(cartId: string, lineId: string, quantity: number): Promise<boolean> {
    const rows = await this.db
      .update(cartLines)
      .set({ quantity })
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)))
      .returning({ id: cartLines.id });
    return rows.length > 0;
  }

  async removeLine(cartId: string, lineId: string): Promise<void> {
    await this.db.delete(cartLines).where(and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)));
  }

  /** Removes the cart and its lines; the next add starts a new cart. */
  async remove(sessionId: string | undefined, storefrontId: string): Promise<void> {
    if (!sessionId) return;
    await this.db.delete(carts).where(and(eq(carts.sessionId, sessionId), eq(carts.storefrontId, storefrontId)));
  }
}
