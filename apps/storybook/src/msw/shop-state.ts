import type { Cart } from "@storefront/api-client/cart";
import { carts, geo, productBySku } from "../fixtures";

/**
 * What a story can set about the shop when it starts, as `parameters.shop`. Stories live in the
 * packages and cannot import this type; the shop checks the values at run time instead.
 */
export interface ShopParameters {
  /** SKUs on the shopper's compare list (the server's, which the compare tray syncs from). Default none. */
  compare?: string[];
  /** The shopper's cart. Default `withLines`. */
  cart?: keyof typeof carts;
}

/** The state a story can change through the API (compare list, cart); reset before every story. */
export interface ShopState {
  compare: string[];
  cart: Cart;
  geo: typeof geo;
}

/** Read and changed by the shop's handlers (./shop.ts). */
export const state: ShopState = { compare: [], cart: carts.withLines, geo };

/**
 * Called before every story with its `parameters.shop`; unknown names fail the story loudly. Kept
 * apart from the handlers so the preview can call it without loading Mock Service Worker.
 */
export function resetShop(parameters: ShopParameters = {}): void {
  const compare = parameters.compare ?? [];
  const unknown = compare.filter((sku) => !productBySku(sku));
  if (unknown.length > 0) throw new Error(`parameters.shop.compare names SKUs the fixtures do not have: ${unknown.join(", ")}`);
  if (compare.length > 3) throw new Error("parameters.shop.compare holds at most 3 SKUs (spec 1 §4)");
  const cartName = parameters.cart ?? "withLines";
  if (!(cartName in carts)) throw new Error(`parameters.shop.cart must be one of: ${Object.keys(carts).join(", ")}`);
  Object.assign(state, { compare: [...compare], cart: structuredClone(carts[cartName]), geo });
}
