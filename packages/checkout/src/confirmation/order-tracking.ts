import type { OrderAnswer } from "@storefront/api-client/checkout";
import {
  AFFILIATE_MAX_LINES,
  AFFILIATE_NAME_MAX_LENGTH,
  AFFILIATE_PIXEL_PATH,
  paymentTypeOf,
  type AffiliatePaymentType,
} from "@storefront/api-contract/tracking";
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
 *   names no tag manager, so the storefront loads none: it only publishes the data (checkout README).
 * - The affiliate tracking pixel (spec 2 §7), requested from AFFILIATE_PIXEL_PATH, the affiliate
 *   network's sandbox the API serves (the spec gives the request's contents, not its address).
 */
export function orderEvent(order: Pick<OrderAnswer, "lines">): { type: ReturnType<typeof orderEventType>; details: ShopperEventDetails } {
  return { type: orderEventType(order.lines.length), details: { skus: order.lines.map((line) => line.sku) } };
}

/** spec 2 §7: tax is 10 percent of revenue. */
export const ECOMMERCE_TAX_RATE = 0.1;

/** spec 2 §7: a line's value is its price divided by 1.1 (the price without GST), to two decimals. */
export const PRICE_WITH_TAX_DIVISOR = 1.1;

export function valueExTax(price: number): number {
  return roundToCents(price / PRICE_WITH_TAX_DIVISOR);
}

/**
 * The order's revenue: its total less the delivery tip (issue 45 item 4, ours), which the shop
 * passes to the delivery crew: no sale of the shop, so neither the reported value nor its tax.
 */
export function orderRevenue(order: Pick<OrderAnswer, "orderTotal" | "tip">): number {
  return roundToCents(order.orderTotal - (order.tip ?? 0));
}

/** spec 2 §7: the tax both report, 10 percent of the order's revenue. */
export function orderTax(order: Pick<OrderAnswer, "orderTotal" | "tip">): number {
  return roundToCents(orderRevenue(order) * ECOMMERCE_TAX_RATE);
}

export interface PurchaseEvent {
  event: "purchase";
  ecommerce: {
    transaction_id: string;
    value: number;
    tax: number;
    shipping: number;
    currency: CurrencyCode;
    coupon?: string;
    /** spec 2 §7 payment type names ('Credit Card', 'Paypal', 'Zip', 'Afterpay'; ours: 'Humm', 'Klarna', 'Other'). */
    payment_type: AffiliatePaymentType;
    /** price: the line's unit price without tax (price ÷ 1.1, two decimals). */
    items: { item_id: string; item_name: string; price: number; quantity: number; item_category?: string; item_brand?: string }[];
  };
}

export function purchaseEvent(order: OrderAnswer, currency: CurrencyCode): PurchaseEvent {
  return {
    event: "purchase",
    ecommerce: {
      transaction_id: order.orderNumber,
      value: orderRevenue(order),
      tax: orderTax(order),
      shipping: order.shipping,
      currency,
      ...(order.couponCode ? { coupon: order.couponCode } : {}),
      payment_type: paymentTypeOf(order.paymentMethod),
      items: order.lines.map((line) => ({
        item_id: line.sku,
        item_name: line.title,
        price: valueExTax(line.price),
        quantity: line.quantity,
        ...(line.category ? { item_category: line.category } : {}),
        ...(line.brand ? { item_brand: line.brand } : {}),
      })),
    },
  };
}

/** Ours: the pixel's optional customer type, a guest or a signed-in account. */
export type AffiliateCustomerType = "guest" | "account";

/**
 * The affiliate pixel's address (spec 2 §7): order id, shipping, tax, payment type, currency (NZD
 * for NZ, else AUD, as the purchase event's), country, the customer type when known, and per line
 * in six parallel lists its sku, name, category, brand, value (price ÷ 1.1, two decimals) and
 * quantity (`AffiliatePixelQuery` of the contract). At most AFFILIATE_MAX_LINES lines, names cut to
 * AFFILIATE_NAME_MAX_LENGTH characters, so the address stays within what servers accept.
 */
export function affiliatePixelUrl(order: OrderAnswer, currency: CurrencyCode, customerType?: AffiliateCustomerType): string {
  const query = new URLSearchParams({
    orderId: order.orderNumber,
    shipping: order.shipping.toFixed(2),
    tax: orderTax(order).toFixed(2),
    paymentType: paymentTypeOf(order.paymentMethod),
    currency,
    country: currency === "NZD" ? "NZ" : "AU",
  });
  if (customerType) query.set("customerType", customerType);
  for (const line of order.lines.slice(0, AFFILIATE_MAX_LINES)) {
    query.append("sku", line.sku);
    query.append("name", line.title.slice(0, AFFILIATE_NAME_MAX_LENGTH));
    query.append("category", line.category ?? "");
    query.append("brand", line.brand ?? "");
    query.append("value", valueExTax(line.price).toFixed(2));
    query.append("qty", String(line.quantity));
  }
  return `${AFFILIATE_PIXEL_PATH}?${query.toString()}`;
}

/** Requests the pixel as an image, as an affiliate network's pixel is loaded: nothing is added to the page. */
export function requestPixel(url: string): void {
  const pixel = new Image(1, 1);
  pixel.alt = "";
  pixel.src = url;
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
