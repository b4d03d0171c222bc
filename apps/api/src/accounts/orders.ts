import type { InvoicedOrdersPage } from "@storefront/api-contract/account";
import type { OrderAnswer } from "@storefront/api-contract/checkout";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { orderAnswer } from "../checkout/orders";
import type { Database } from "../db/client";
import { orderLines, orders } from "../db/schema";
import type { Storefront } from "../storefronts";

/** Orders per page of the account area's list (ours: the spec gives only the page index, from 0). */
export const INVOICED_PAGE_SIZE = 10;

/**
 * The account area's orders (spec 3 §7 order/invoiced): the orders the checkout stored for the
 * signed-in account on this storefront, newest first. Every order the checkout stores is paid
 * (authorised), so every one is invoiced.
 */
export function accountOrders(db: Database) {
  const owned = (accountId: string, storefront: Storefront) => and(eq(orders.accountId, accountId), eq(orders.storefrontId, storefront.id));

  return {
    async page(accountId: string, storefront: Storefront, page: number): Promise<InvoicedOrdersPage> {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            orderNumber: orders.orderNumber,
            createdAt: orders.createdAt,
            currency: orders.currency,
            orderTotal: orders.orderTotal,
            amountPaid: orders.amountPaid,
            itemCount: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
          })
          .from(orders)
          .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
          .where(owned(accountId, storefront))
          .groupBy(orders.id)
          .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
          .limit(INVOICED_PAGE_SIZE)
          .offset(page * INVOICED_PAGE_SIZE),
        db.select({ value: count() }).from(orders).where(owned(accountId, storefront)),
      ]);
      return {
        items: rows.map((row) => ({
          orderNumber: row.orderNumber,
          placedAt: row.createdAt.toISOString(),
          status: "completed",
          currency: row.currency,
          orderTotal: row.orderTotal,
          amountPaid: row.amountPaid,
          itemCount: Number(row.itemCount),
        })),
        totalCount: total?.value ?? 0,
        page,
        pageSize: INVOICED_PAGE_SIZE,
      };
    },

    /** One of the account's orders by its number; undefined for another's or an unknown one (a 404, never a 403, so numbers are not probed). */
    async detail(accountId: string, storefront: Storefront, orderNumber: string): Promise<OrderAnswer | undefined> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(owned(accountId, storefront), eq(orders.orderNumber, orderNumber)))
        .limit(1);
      return order ? orderAnswer(db, order) : undefined;
    },
  };
}
