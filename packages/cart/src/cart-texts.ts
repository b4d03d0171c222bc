/** The cart page, page-kit's (the catalogue's Add to Cart posts to its action too). */
export { CART_PATH } from "@storefront/page-kit/cart-action";

/** The header cart's words (ours, where spec 3 §2 and §8 give none). */
export const cartTexts = {
  title: "Your cart",
  empty: "Your cart is empty.",
  loading: "Loading your cart",
  checkout: "Go to checkout",
  total: "Order total",
  tryAgain: "Try again",
  quantity: "Quantity",
  update: "Update",
  updating: "Updating…",
  remove: "Remove",
  removing: "Removing…",
  quantityUpdated: "Quantity updated.",
  removed: "Removed from your cart.",
  unknownProduct: "We couldn't find that product.",
  unknownChange: "That change could not be made to your cart. Please try again.",
} as const;

/** The accessible names of a line's controls: which product they change. */
export const lineLabels = {
  quantity: (title: string) => `Quantity of ${title}`,
  update: (title: string) => `Update the quantity of ${title}`,
  remove: (title: string) => `Remove ${title}`,
};

/** The cart button's accessible name: the count once the cart has loaded ("Cart, 2 items"). */
export function cartButtonLabel(count: number | undefined): string {
  if (count === undefined) return "Cart";
  return `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}
