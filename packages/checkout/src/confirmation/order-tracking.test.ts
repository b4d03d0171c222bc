import { beforeEach, describe, expect, it } from "vitest";
import { orderFixture } from "../test-helpers";
import { firstReportOf, orderEvent, purchaseEvent, TRACKED_ORDERS_KEY } from "./order-tracking";

const twoLines = {
  ...orderFixture,
  lines: [...orderFixture.lines, { ...orderFixture.lines[0]!, sku: "VEL-OV60", title: "Veldt 60cm Oven", price: 799, lineTotal: 799 }],
};

describe("the order's analytics (spec 1 §3, spec 2 §7)", () => {
  beforeEach(() => sessionStorage.clear());

  it("is a productOrder for one line and a productMultiOrder for several, with the SKUs", () => {
    expect(orderEvent(orderFixture)).toEqual({ type: "productOrder", details: { skus: ["KOR-FR1115"] } });
    expect(orderEvent(twoLines)).toEqual({ type: "productMultiOrder", details: { skus: ["KOR-FR1115", "VEL-OV60"] } });
  });

  it("names the currency it is given and tax at 10 percent of revenue", () => {
    const event = purchaseEvent({ ...orderFixture, orderTotal: 1049.55, couponCode: "SAVE10" }, "NZD");
    expect(event).toEqual({
      event: "purchase",
      ecommerce: {
        transaction_id: "WA-100042",
        value: 1049.55,
        tax: 104.96,
        shipping: orderFixture.shipping,
        currency: "NZD",
        coupon: "SAVE10",
        items: [{ item_id: "KOR-FR1115", item_name: "Korrin Series 4 380L Upright Freezer", price: 1000, quantity: 1 }],
      },
    });
    expect(purchaseEvent(orderFixture, "AUD").ecommerce).not.toHaveProperty("coupon");
  });

  it("reports an order once per browser session", () => {
    expect(firstReportOf("WA-1")).toBe(true);
    expect(firstReportOf("WA-1")).toBe(false);
    expect(firstReportOf("WA-2")).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(TRACKED_ORDERS_KEY) ?? "")).toEqual(["WA-1", "WA-2"]);
  });
});
