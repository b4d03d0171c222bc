import { describe, expect, it } from "vitest";
import type { Sale } from "@storefront/api-contract/content";
import { setupTestApi } from "../test-helpers";

const api = setupTestApi();

const PLACEMENTS = ["categoryBadge", "checkoutBanner", "footerBanner", "homePageBanner", "navIcon", "priceTag", "siteWideHeaderBanners"];

describe("the sale (GET /api/promotion/sale/, spec 3 §3)", () => {
  it("answers the running sale in the spec's shape, with an image for every placement", async () => {
    const response = await api.request({ method: "GET", url: "/api/promotion/sale/", brand: "wa" });
    expect(response.statusCode).toBe(200);
    const sale = response.json<Sale>();
    expect(sale).toMatchObject({
      isSaleOn: true,
      name: "Summer Sale",
      baseImagePath: "/api/images/sale/",
      url: "/sale",
      colour: "#c4102b",
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(Object.keys(sale.images).sort()).toEqual(PLACEMENTS);
    expect(sale.images.footerBanner).toEqual({
      src: "/api/images/sale/footer-banner.svg",
      attributes: { alt: "Summer Sale", width: "480", height: "120" },
    });
    for (const image of Object.values(sale.images)) expect(image?.src.startsWith(sale.baseImagePath)).toBe(true);
  });

  it("answers each storefront's own sale", async () => {
    const furniture = await api.request({ method: "GET", url: "/api/promotion/sale", brand: "fk" });
    expect(furniture.json<Sale>()).toMatchObject({ isSaleOn: true, name: "Furniture Sale" });
  });

  it("answers isSaleOn false with the default url and colour and no images on a day without a sale", async () => {
    const response = await api.request({ method: "GET", url: "/api/promotion/sale?dateOverride=2001-01-01", brand: "wa" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isSaleOn: false,
      name: "",
      baseImagePath: "",
      url: "/sale",
      colour: "#c4102b",
      time: "2001-01-01",
      images: {},
      message: "",
      startsOn: null,
      endsOn: null,
    });
  });

  it("previews another day with dateOverride: time says the day", async () => {
    const today = (await api.request({ method: "GET", url: "/api/promotion/sale" })).json<Sale>();
    const response = await api.request({ method: "GET", url: `/api/promotion/sale?dateOverride=${today.endsOn}` });
    expect(response.json<Sale>()).toMatchObject({ isSaleOn: true, time: today.endsOn });
  });

  it("refuses a bad dateOverride with a clear 400, never a 5xx", async () => {
    for (const [value, message] of [
      ["2026-02-30", "dateOverride must be a real calendar date as YYYY-MM-DD"],
      ["9999-12-31", "dateOverride must be a date from 1900-01-01 to 2999-12-31"],
    ]) {
      const response = await api.request({ method: "GET", url: `/api/promotion/sale?dateOverride=${value}` });
      expect(response.statusCode, value).toBe(400);
      expect(response.json()).toEqual([message]);
    }
    for (const value of ["tomorrow", "2026-1-1", "%00", "2026-01-01T00:00:00Z"]) {
      const response = await api.request({ method: "GET", url: `/api/promotion/sale?dateOverride=${value}` });
      expect(response.statusCode, value).toBe(400);
      expect(response.json<string[]>()[0]).toMatch(/^dateOverride /);
    }
  });

  it("serves the running sale's artwork for each placement, and 404 for another file", async () => {
    const image = await api.request({ method: "GET", url: "/api/images/sale/footer-banner.svg", brand: "wa" });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(image.body).toContain('aria-label="Summer Sale"');
    expect(image.body).toContain('fill="#c4102b"');
    expect((await api.request({ method: "GET", url: "/api/images/sale/nothing.svg" })).statusCode).toBe(404);
    expect((await api.request({ method: "GET", url: "/api/images/sale/..%2Fsecret" })).statusCode).toBe(400);
  });
});
