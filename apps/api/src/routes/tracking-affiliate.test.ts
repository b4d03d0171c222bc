import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { catalogueNamesOf } from "../catalogue/line-names";
import { affiliatePixelHits, categories, manufacturers, products } from "../db/schema";
import { TRANSPARENT_GIF } from "../tracking/affiliate-pixel";
import { setupTestApi } from "../test-helpers";

const api = setupTestApi();

/** A pixel address as the confirmation page builds it: the order's facts, then one value per line in each list. */
function pixelUrl(orderId: string, extra = "", lines = 2): string {
  const query = new URLSearchParams({ orderId, shipping: "29", tax: "104.96", paymentType: "Credit Card", currency: "AUD", country: "AU" });
  for (let index = 0; index < lines; index += 1) {
    query.append("sku", `KOR-FR${1000 + index}`);
    query.append("name", `Korrin Series ${index} 380L Upright Freezer`);
    query.append("category", "Freezers");
    query.append("brand", "Korrin");
    query.append("value", "909.09");
    query.append("qty", String(index + 1));
  }
  return `/api/tracking/affiliate?${query.toString()}${extra}`;
}

const hitsOf = async (orderNumber: string) =>
  (await api.db.select({ n: count() }).from(affiliatePixelHits).where(eq(affiliatePixelHits.orderNumber, orderNumber)))[0]?.n ?? 0;

describe("GET /api/tracking/affiliate, the affiliate network's sandbox pixel (spec 2 §7)", () => {
  it("answers a 1×1 transparent GIF that is never cached and records the order's report once", async () => {
    const response = await api.request({ method: "GET", url: pixelUrl("WA-200001", "&customerType=guest"), brand: "wa" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/gif");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.rawPayload.equals(TRANSPARENT_GIF)).toBe(true);
    expect(response.rawPayload.subarray(0, 6).toString("latin1")).toBe("GIF89a");
    expect(response.rawPayload.readUInt16LE(6)).toBe(1);
    expect(response.rawPayload.readUInt16LE(8)).toBe(1);

    expect(await hitsOf("WA-200001")).toBe(1);
    const [hit] = await api.db.select().from(affiliatePixelHits).where(eq(affiliatePixelHits.orderNumber, "WA-200001"));
    expect(hit?.storefrontId).toBe("wa");
    expect(hit?.payload).toEqual({
      orderId: "WA-200001",
      shipping: 29,
      tax: 104.96,
      paymentType: "Credit Card",
      currency: "AUD",
      country: "AU",
      customerType: "guest",
      lines: [
        { sku: "KOR-FR1000", name: "Korrin Series 0 380L Upright Freezer", category: "Freezers", brand: "Korrin", value: 909.09, qty: 1 },
        { sku: "KOR-FR1001", name: "Korrin Series 1 380L Upright Freezer", category: "Freezers", brand: "Korrin", value: 909.09, qty: 2 },
      ],
    });
  });

  it("takes one line, the spec's payment type names and ours, NZD and NZ", async () => {
    for (const paymentType of ["Paypal", "Zip", "Afterpay", "Humm", "Klarna"]) {
      const url = pixelUrl(`NZ-${paymentType}`, "", 1)
        .replace("paymentType=Credit+Card", `paymentType=${paymentType}`)
        .replace("currency=AUD&country=AU", "currency=NZD&country=NZ");
      expect((await api.request({ method: "GET", url, brand: "aol-nz" })).statusCode).toBe(200);
      expect(await hitsOf(`NZ-${paymentType}`)).toBe(1);
    }
  });

  it("takes 100 lines and refuses 101", async () => {
    expect((await api.request({ method: "GET", url: pixelUrl("WA-200100", "", 100) })).statusCode).toBe(200);
    const refused = await api.request({ method: "GET", url: pixelUrl("WA-200101", "", 101) });
    expect(refused.statusCode).toBe(400);
    expect(await hitsOf("WA-200101")).toBe(0);
  });

  it.each([
    ["no order id", (url: string) => url.replace("orderId=WA-200200&", "")],
    ["an order id with markup", (url: string) => url.replace("orderId=WA-200200", "orderId=%3Cscript%3E")],
    ["a negative tax", (url: string) => url.replace("tax=104.96", "tax=-1")],
    ["a tax that is no number", (url: string) => url.replace("tax=104.96", "tax=ten")],
    ["an unknown payment type", (url: string) => url.replace("paymentType=Credit+Card", "paymentType=Bitcoin")],
    ["a currency of neither country", (url: string) => url.replace("currency=AUD", "currency=USD")],
    ["an unknown customer type", (url: string) => `${url}&customerType=vip`],
    ["a line without its quantity", (url: string) => url.replace(/&qty=2$/, "")],
    ["a quantity of 0", (url: string) => url.replace("qty=1", "qty=0")],
    ["a fractional quantity", (url: string) => url.replace("qty=1", "qty=1.5")],
    ["a value above the range", (url: string) => url.replace("value=909.09", "value=1e12")],
    ["a name with a NUL byte", (url: string) => url.replace("name=Korrin", "name=%00Korrin")],
    ["a name of 101 characters", (url: string) => url.replace("name=Korrin", `name=${"K".repeat(101)}`)],
    ["a SKU with a space", (url: string) => url.replace("sku=KOR-FR1000", "sku=KOR%20FR")],
  ])("refuses %s with 400 and records nothing", async (_, change) => {
    const response = await api.request({ method: "GET", url: change(pixelUrl("WA-200200")) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(await hitsOf("WA-200200")).toBe(0);
  });
});

describe("the order lines' category and brand (spec 2 §7)", () => {
  it("names each product's category and brand by SKU, and nothing for a SKU the catalogue lacks", async () => {
    const [product] = await api.db
      .select({ sku: products.sku, category: categories.name, brand: manufacturers.name })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .innerJoin(manufacturers, eq(products.manufacturerId, manufacturers.id))
      .limit(1);
    const names = await catalogueNamesOf(api.db, [product!.sku, product!.sku, "NO-SUCH-SKU"]);
    expect(names.get(product!.sku)).toEqual({ category: product!.category, brand: product!.brand });
    expect(names.has("NO-SUCH-SKU")).toBe(false);
    expect((await catalogueNamesOf(api.db, [])).size).toBe(0);
  });
});
