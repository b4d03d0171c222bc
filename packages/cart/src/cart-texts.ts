/** Where the dropdown's checkout link goes (the route table's checkout page, spec 1 §2.1). */
export const CHECKOUT_PATH = "/customer/checkout";

/** The header cart's words (ours, where spec 3 §2 and §8 give none). */
export const cartTexts = {
  title: "Your cart",
  empty: "Your cart is empty.",
  loading: "Loading your cart",
  checkout: "Go to checkout",
  total: "Order total",
  tryAgain: "Try again",
} as const;

/** The cart button's accessible name: the count once the cart has loaded ("Cart, 2 items"). */
export function cartButtonLabel(count: number | undefined): string {
  if (count === undefined) return "Cart";
  return `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}
