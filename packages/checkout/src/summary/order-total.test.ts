import { describe, expect, it } from "vitest";
import { orderTotal } from "./order-total";

describe("the order total (spec 2 §3 'Cart totals')", () => {
  it("adds a positive shipping cost, supplier prices and priced services to the cart total, to the cent", () => {
    expect(orderTotal({ cartTotal: 1000.1, shippingCost: 49.2, supplierPrices: [10], servicePrices: [30, 0] })).toBe(1089.3);
  });

  it("ignores a shipping cost of 0 or less", () => {
    expect(orderTotal({ cartTotal: 500, shippingCost: -5, supplierPrices: [], servicePrices: [] })).toBe(500);
  });

  it("adds the delivery tip (issue 45 item 4), none when it is missing", () => {
    expect(orderTotal({ cartTotal: 1000.1, shippingCost: 49, supplierPrices: [], servicePrices: [], tip: 10 })).toBe(1059.1);
    expect(orderTotal({ cartTotal: 1000.1, shippingCost: 49, supplierPrices: [], servicePrices: [] })).toBe(1049.1);
  });
});
