import { beforeEach, describe, expect, it } from "vitest";
import { orderFixture } from "../test-helpers";
import { affiliatePixelUrl, firstReportOf, orderEvent, purchaseEvent, TRACKED_ORDERS_KEY, valueExTax } from "./order-tracking";

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

  it("values a line at its price divided by 1.1, to two decimals (spec 2 §7)", () => {
    expect(valueExTax(1000)).toBe(909.09);
    expect(valueExTax(799)).toBe(726.36);
    expect(valueExTax(1.1)).toBe(1);
    expect(valueExTax(0)).toBe(0);
  });

  it("names the currency it is given, tax at 10 percent of revenue, the payment type and each line's value ex tax", () => {
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
        payment_type: "Credit Card",
        items: [{ item_id: "KOR-FR1115", item_name: "Korrin Series 4 380L Upright Freezer", price: 909.09, quantity: 1 }],
      },
    });
    expect(purchaseEvent(orderFixture, "AUD").ecommerce).not.toHaveProperty("coupon");
    expect(purchaseEvent({ ...orderFixture, paymentMethod: "AfterPay" }, "AUD").ecommerce.payment_type).toBe("Afterpay");
    const categorised = { ...orderFixture, lines: [{ ...orderFixture.lines[0]!, category: "Freezers", brand: "Korrin" }] };
    expect(purchaseEvent(categorised, "AUD").ecommerce.items[0]).toMatchObject({ item_category: "Freezers", item_brand: "Korrin" });
  });

  it("reports the order's revenue without the delivery tip, which goes to the delivery crew (issue 45 item 4)", () => {
    const tipped = purchaseEvent({ ...orderFixture, tip: 10, orderTotal: 1059 }, "AUD").ecommerce;
    expect(tipped).toMatchObject({ value: 1049, tax: 104.9 });
    expect(purchaseEvent({ ...orderFixture, tip: 0 }, "AUD").ecommerce).toMatchObject({ value: 1049, tax: 104.9 });
  });

  it("builds the affiliate pixel's address: the order's facts, then one value per line in each list (spec 2 §7)", () => {
    const order = {
      ...twoLines,
      paymentMethod: "PayPal" as const,
      lines: twoLines.lines.map((line, index) => (index === 0 ? { ...line, category: "Freezers", brand: "Korrin" } : line)),
    };
    const url = new URL(affiliatePixelUrl(order, "NZD", "guest"), "https://shop.example");
    expect(url.pathname).toBe("/api/tracking/affiliate");
    const query = url.searchParams;
    expect(
      Object.fromEntries(
        ["orderId", "shipping", "tax", "paymentType", "currency", "country", "customerType"].map((key) => [key, query.get(key)]),
      ),
    ).toEqual({
      orderId: "WA-100042",
      shipping: "49.00",
      tax: "104.90",
      paymentType: "Paypal",
      currency: "NZD",
      country: "NZ",
      customerType: "guest",
    });
    expect(query.getAll("sku")).toEqual(["KOR-FR1115", "VEL-OV60"]);
    expect(query.getAll("name")).toEqual(["Korrin Series 4 380L Upright Freezer", "Veldt 60cm Oven"]);
    expect(query.getAll("category")).toEqual(["Freezers", ""]);
    expect(query.getAll("brand")).toEqual(["Korrin", ""]);
    expect(query.getAll("value")).toEqual(["909.09", "726.36"]);
    expect(query.getAll("qty")).toEqual(["1", "1"]);

    const aud = new URL(affiliatePixelUrl(orderFixture, "AUD"), "https://shop.example").searchParams;
    expect([aud.get("currency"), aud.get("country"), aud.get("paymentType"), aud.has("customerType")]).toEqual([
      "AUD",
      "AU",
      "Credit Card",
      false,
    ]);
  });

  it("keeps the pixel's address bounded: at most 100 lines, names of at most 100 characters", () => {
    const many = {
      ...orderFixture,
      lines: Array.from({ length: 120 }, (_, index) => ({ ...orderFixture.lines[0]!, sku: `SKU-${index}`, title: "N".repeat(150) })),
    };
    const query = new URL(affiliatePixelUrl(many, "AUD"), "https://shop.example").searchParams;
    expect(query.getAll("sku")).toHaveLength(100);
    expect(query.getAll("name").every((name) => name.length === 100)).toBe(true);
  });

  it("reports an order once per browser session", () => {
    expect(firstReportOf("WA-1")).toBe(true);
    expect(firstReportOf("WA-1")).toBe(false);
    expect(firstReportOf("WA-2")).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(TRACKED_ORDERS_KEY) ?? "")).toEqual(["WA-1", "WA-2"]);
  });
});
