/**
 * The cart's action as the pages that offer Add to Cart see it (issue 40): the cart domain serves
 * it at its page, `/cart` (spec 3 page type shoppingCart), and the catalogue's product page posts
 * to it; neither imports the other (ARCHITECTURE.md, Layout), so its address and fields live here.
 */

/** The cart page, whose action adds, changes and removes lines. */
export const CART_PATH = "/cart";

/** The cart action's intents (its form's `intent` field). */
export const cartIntents = { add: "add", update: "update", remove: "remove" } as const;
export type CartIntent = (typeof cartIntents)[keyof typeof cartIntents];

/** The fields of an add (POST /api/cart/product/'s, spec 2 §3 "Cart line (sent)"). */
export const addToCartFields = {
  sku: "sku",
  qty: "qty",
  warrantyId: "warrantyId",
  installId: "installId",
  category: "category",
} as const;

/** The message of a successful add (spec: 'Added to your cart.'). */
export const ADDED_TO_CART_MESSAGE = "Added to your cart.";
