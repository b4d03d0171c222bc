/**
 * spec 2 §3 "Cart totals": the order total is the cart total, plus the selected shipping cost if
 * positive, plus supplier delivery prices and priced extras (delivery services), plus the
 * delivery tip (issue 45 item 4).
 */
export interface OrderTotalParts {
  cartTotal: number;
  shippingCost: number | null;
  supplierPrices: readonly number[];
  servicePrices: readonly number[];
  /** The chosen delivery tip in dollars; none when missing. */
  tip?: number;
}

function cents(amount: number): number {
  return Math.round(amount * 100);
}

export function orderTotal({ cartTotal, shippingCost, supplierPrices, servicePrices, tip = 0 }: OrderTotalParts): number {
  const shipping = shippingCost !== null && shippingCost > 0 ? cents(shippingCost) : 0;
  const sum = (list: readonly number[]) => list.reduce((total, price) => total + (price > 0 ? cents(price) : 0), 0);
  return (cents(cartTotal) + shipping + sum(supplierPrices) + sum(servicePrices) + sum([tip])) / 100;
}
