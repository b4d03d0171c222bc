import type { OrderAnswer } from "@storefront/api-client/checkout";
import { orderEventType, type ShopperEventDetails } from "@storefront/page-kit/analytics";
import { roundToCents, type CurrencyCode } from "@storefront/validation/price";

/**
 * What the confirmation tells the analytics once an order is placed (spec 1 §3, spec 2 §7).
 *
 * - The shopper event: productOrder for one line, productMultiOrder for several, with the lines'
 *   SKUs (POST /api/analytics/search).
 * - The ecommerce purchase event (spec 2 §7 "Ecommerce events use AUD with tax 10 percent of
 *   revenue", the currency following the countryCode setting as the conversion tag's does, spec 3
 *   §9), pushed to `window.dataLayer`, where a tag manager the brand team adds reads it. The spec
 *   names no tag manager and no pixel address, so the storefront loads none: it only publishes the
 *   data (checkout README).
 */
export function orderEvent(order: Pick<OrderAnswer, "lines">): { type: ReturnType<typeof orderEventType>; details: ShopperEventDetails } {
  return { type: orderEventType(order.lines.length), details: { skus: order.lines.map((line) => line.sku) } };
}

/** spec 2 §7: tax is 10 percent of revenue. */
export const ECOMMERCE_TAX_RATE = 0.1;

export interface PurchaseEvent {
  event: "purchase";
  ecommerce: {
    transaction_id: string;
    value: number;
    tax: number;
    shipping: number;
    currency: CurrencyCode;
    coupon?: string;
    items: { item_id: string; item_name: string; price: number; quantity: number }[];
  };
}

export function purchaseEvent(order: OrderAnswer, currency: CurrencyCode): PurchaseEvent {
  return {
    event: "purchase",
    ecommerce: {
      transaction_id: order.orderNumber,
      value: order.orderTotal,
      tax: roundToCents(order.orderTotal * ECOMMERCE_TAX_RATE),
      shipping: order.shipping,
      currency,
      ...(order.couponCode ? { coupon: order.couponCode } : {}),
      items: order.lines.map((line) => ({ item_id: line.sku, item_name: line.title, price: line.price, quantity: line.quantity })),
    },
  };
}

/** Session storage: the orders this tab has already reported, so a reload of the confirmation counts no second sale. */
export const TRACKED_ORDERS_KEY = "trackedOrders";

/** True the first time an order number is seen in this browser session (and remembers it); true as well when storage is blocked. */
export function firstReportOf(orderNumber: string): boolean {
  try {
    const seen = JSON.parse(sessionStorage.getItem(TRACKED_ORDERS_KEY) ?? "[]") as unknown;
    const list = Array.isArray(seen) ? seen.filter((entry): entry is string => typeof entry === "string") : [];
    if (list.includes(orderNumber)) return false;
    sessionStorage.setItem(TRACKED_ORDERS_KEY, JSON.stringify([...list, orderNumber].slice(-20)));
    return true;
  } catch {
    return true;
  }
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushToDataLayer(entry: unknown): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}
