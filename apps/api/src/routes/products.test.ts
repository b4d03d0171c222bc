import { and, arrayContains, eq, gt, not, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "../db/schema";
import { setupTestApi } from "../test-helpers";

const api = setupTestApi();
let product: typeof products.$inferSelect;
let furnitureOnly: typeof products.$inferSelect;

beforeAll(async () => {
  [product] = (await api.db
    .select()
    .from(products)
    .where(and(arrayContains(products.storefronts, ["wa", "aol-nz"]), gt(products.rrpAud, products.priceAud)))
    .limit(1)) as [typeof product];
  [furnitureOnly] = (await api.db
    .select()
    .from(products)
    .where(and(arrayContains(products.storefronts, ["fk"]), not(arrayContains(products.storefronts, ["aol"]))))
    .limit(1)) as [typeof product];
});

describe("product calls", () => {
  it("answers the product page record by slug with pricing, breadcrumbs, specifications and images", async () => {
    const response = await api.request({ method: "GET", url: `/api/v2/product/slug/${product.slug}`, brand: "wa" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      productId: product.id,
      sku: product.sku,
      slug: product.slug,
      title: product.title,
      currency: "AUD",
      price: product.priceAud,
      rrp: product.rrpAud,
    });
    expect(body.discountOffRrp).toBeCloseTo(product.rrpAud - product.priceAud, 2);
    expect(body.breadcrumbs.at(-1)).toEqual({ name: product.title, uri: `/p/${product.slug}` });
    expect(body.specifications[0].group).toBe("General");
    expect(body.images[0]).toMatchObject({
      url: `/api/images/product/${product.sku}/1.svg`,
      thumbUrl: expect.stringContaining("size=thumb"),
    });
    expect(body.pricing).toHaveProperty("hasDiscount");
  });

  it("answers a product page record again from the kept answer, the same text, and each storefront its own", async () => {
    const url = `/api/v2/product/slug/${product.slug}`;
    const first = await api.request({ method: "GET", url, brand: "wa" });
    const again = await api.request({ method: "GET", url, brand: "wa" });
    expect(again.statusCode).toBe(200);
    expect(again.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(again.body).toBe(first.body);
    const nz = (await api.request({ method: "GET", url, brand: "aol-nz" })).json();
    expect(nz).toMatchObject({ currency: "NZD", price: product.priceNzd });
    const missing = await api.request({ method: "GET", url: "/api/v2/product/slug/no-such-product-xyz", brand: "wa" });
    expect(missing.statusCode).toBe(404);
  });

  it("prices in NZD for the NZ storefront", async () => {
    const body = (await api.request({ method: "GET", url: `/api/v2/product/sku/${product.sku}`, brand: "aol-nz" })).json();
    expect(body.currency).toBe("NZD");
    expect(body.price).toBe(product.priceNzd);
  });

  it("answers the price on a past date from the price history", async () => {
    const response = await api.request({ method: "GET", url: `/api/v2/product/slug/${product.slug}?date=2001-1-1`, brand: "wa" });
    expect(response.statusCode).toBe(200);
    const history = (await api.request({ method: "GET", url: `/api/pricehistory/get-price-history/${product.sku}` })).json<{
      points: { date: string; price: number }[];
      currentPrice: number;
      lowestPrice: number;
    }>();
    expect(history.points.length).toBeGreaterThan(0);
    expect(history.points.at(-1)?.price).toBe(history.currentPrice);
    expect(history.lowestPrice).toBeLessThanOrEqual(history.currentPrice);
    const [y, m, d] = (history.points[0]?.date ?? "").split("-").map(Number);
    const onFirst = await api.request({ method: "GET", url: `/api/v2/product/slug/${product.slug}?date=${y}-${m}-${d}`, brand: "wa" });
    expect(onFirst.json().price).toBe(history.points[0]?.price);
  });

  it("rejects a date that is not YYYY-M-D or not a real day", async () => {
    expect((await api.request({ method: "GET", url: `/api/v2/product/slug/${product.slug}?date=yesterday` })).json()).toEqual([
      "date must be a date as YYYY-M-D",
    ]);
    expect((await api.request({ method: "GET", url: `/api/v2/product/slug/${product.slug}?date=2026-2-31` })).json()).toEqual([
      "date must be a real calendar date as YYYY-M-D",
    ]);
  });

  it("answers by id, extended by id, upsell options, features, specifications and meta", async () => {
    const byId = await api.request({ method: "GET", url: `/api/v2/product/id/${product.id}/` });
    expect(byId.json().sku).toBe(product.sku);
    const extended = (await api.request({ method: "GET", url: `/api/v2/product/extended/id/${product.id}` })).json();
    expect(extended.upsellOptions.map((o: { type: string }) => o.type)).toContain("warranty");
    expect(extended.priceHistory.length).toBeGreaterThan(0);
    const upsell = (await api.request({ method: "GET", url: `/api/v2/product/upselloptions/sku/${product.sku}` })).json();
    expect(upsell).toMatchObject({ sku: product.sku, currency: "AUD" });
    expect((await api.request({ method: "GET", url: `/api/product/features/id/${product.id}` })).json()).toEqual({
      productId: product.id,
      sku: product.sku,
      features: product.features,
    });
    expect((await api.request({ method: "GET", url: `/api/product/features/sku/${product.sku}` })).json().features).toEqual(
      product.features,
    );
    expect((await api.request({ method: "GET", url: `/api/v2/product/specifications/id/${product.id}` })).json().specifications).toEqual(
      product.specifications,
    );
    expect((await api.request({ method: "GET", url: `/api/v2/product/specifications/sku/${product.sku}` })).json().sku).toBe(product.sku);
    const meta = (await api.request({ method: "GET", url: `/api/meta/product/${product.id}`, brand: "wa" })).json();
    expect(meta).toMatchObject({
      title: `${product.title} | Wattle & Ash`,
      type: "product",
      url: `/p/${product.slug}`,
      image: { width: 1600, height: 630 },
    });
  });

  it("answers 404 for unknown products and for products another storefront does not sell", async () => {
    for (const url of [
      "/api/v2/product/slug/no-such-product",
      "/api/v2/product/id/999999",
      "/api/v2/product/sku/NOPE-1",
      "/api/v2/product/extended/id/999999",
      "/api/product/features/sku/NOPE-1",
      "/api/v2/product/specifications/id/999999",
      "/api/meta/product/999999",
      "/api/pricehistory/get-price-history/NOPE-1",
      "/api/v2/product/upselloptions/sku/NOPE-1",
      "/api/v2/product/crosssell/sku/NOPE-1",
    ]) {
      const response = await api.request({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toHaveProperty("message");
    }
    expect((await api.request({ method: "GET", url: `/api/v2/product/sku/${furnitureOnly.sku}`, brand: "aol" })).statusCode).toBe(404);
    expect((await api.request({ method: "GET", url: `/api/v2/product/sku/${furnitureOnly.sku}`, brand: "fk" })).statusCode).toBe(200);
  });

  it("answers the cross-sell strip: buyable products of the paired categories, the same brand first (issue 20)", async () => {
    const [oven] = (await api.db
      .select()
      .from(products)
      .where(and(arrayContains(products.storefronts, ["wa"]), sql`${products.categoryPath} like '%/ovens'`))
      .limit(1)) as [typeof product];
    const response = await api.request({ method: "GET", url: `/api/v2/product/crosssell/sku/${oven.sku}`, brand: "wa" });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ sku: string; products: { sku: string; category: string; stockStatus: string; currency: string }[] }>();
    expect(answer.sku).toBe(oven.sku);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.length).toBeLessThanOrEqual(4);
    for (const related of answer.products) {
      expect(["Cooktops", "Rangehoods"]).toContain(related.category);
      expect(["inStock", "backOrder"]).toContain(related.stockStatus);
      expect(related.sku).not.toBe(oven.sku);
      expect(related.currency).toBe("AUD");
    }
    const sofa = (await api.db
      .select()
      .from(products)
      .where(sql`${products.categoryPath} like '%/sofas'`)
      .limit(1)) as [typeof product];
    const furniture = await api.request({ method: "GET", url: `/api/v2/product/crosssell/sku/${sofa[0].sku}`, brand: "fk" });
    expect(furniture.json<{ products: { category: string }[] }>().products.every((p) => p.category === "Dining Tables")).toBe(true);
  });

  it("rejects wrong types, out-of-range ids and injection attempts with 400", async () => {
    expect((await api.request({ method: "GET", url: "/api/v2/product/id/abc" })).json()).toEqual(["id must be a whole number"]);
    expect((await api.request({ method: "GET", url: "/api/v2/product/id/0" })).json()).toEqual(["id must be at least 1"]);
    expect((await api.request({ method: "GET", url: "/api/v2/product/id/99999999999" })).json()).toEqual(["id must be at most 2147483647"]);
    const injection = await api.request({ method: "GET", url: `/api/v2/product/sku/${encodeURIComponent("1' OR '1'='1")}` });
    expect(injection.statusCode).toBe(400);
    expect(injection.json()).toEqual(["sku must be a SKU of up to 40 letters, digits, hyphens or slashes"]);
    const [{ n }] = (await api.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products)) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(2000);
  });

  it("serves product illustrations as SVG, and 404 past the last image", async () => {
    const image = await api.request({ method: "GET", url: `/api/images/product/${product.sku}/1.svg?size=thumb` });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toContain("image/svg+xml");
    expect(image.body).toMatch(/^<svg[^>]+width="150" height="150"/);
    expect((await api.request({ method: "GET", url: `/api/images/product/${product.sku}/9.svg` })).statusCode).toBe(404);
    expect((await api.request({ method: "GET", url: `/api/images/product/${product.sku}/1.png` })).statusCode).toBe(400);
    const [brand] = (await api.request({ method: "GET", url: "/api/brands" })).json<{ items: { image: string }[] }>().items;
    expect((await api.request({ method: "GET", url: brand?.image ?? "" })).headers["content-type"]).toContain("image/svg+xml");
  });

  it("lists categories and brands of the storefront and answers one brand", async () => {
    const categories = (await api.request({ method: "GET", url: "/api/categories", brand: "fk" })).json<{ items: { path: string }[] }>()
      .items;
    expect(categories.map((c) => c.path)).toContain("furniture");
    const brands = (await api.request({ method: "GET", url: "/api/brands", brand: "wa" })).json<{
      items: { slug: string; productCount: number }[];
      totalCount: number;
    }>();
    expect(brands.totalCount).toBeGreaterThanOrEqual(40);
    const one = await api.request({ method: "GET", url: `/api/brands/${brands.items[0]?.slug}`, brand: "wa" });
    expect(one.json().productCount).toBe(brands.items[0]?.productCount);
    expect((await api.request({ method: "GET", url: "/api/brands/no-such-brand" })).statusCode).toBe(404);
  });

  it("keeps product rows unchanged by a rejected request", async () => {
    const before = await api.db.select().from(products).where(eq(products.id, product.id));
    await api.request({ method: "GET", url: `/api/v2/product/slug/${encodeURIComponent("x'; DROP TABLE products; --")}` });
    expect(await api.db.select().from(products).where(eq(products.id, product.id))).toEqual(before);
  });
});
