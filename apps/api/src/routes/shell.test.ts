import { describe, expect, it } from "vitest";
import { deliveryRules } from "../checkout/availability";
import { STOREFRONT_IDS } from "../storefronts";
import { setupTestApi } from "../test-helpers";

const api = setupTestApi();

describe("health and settings", () => {
  it("answers the health check", async () => {
    const response = await api.request({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers the brand's settings with the fixed values first and the spec 3 flags", async () => {
    const response = await api.request({ method: "GET", url: "/api/settings", brand: "hc" });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: { name: string; value: string }[]; totalCount: number }>();
    expect(body.items.slice(0, 3)).toEqual([
      { name: "countryCode", value: "AU" },
      { name: "customerSupportNumber", value: "1300 050 050" },
      { name: "companyName", value: "Hearth & Care" },
    ]);
    expect(body.totalCount).toBe(body.items.length);
    expect(body.items.map((i) => i.name)).toEqual(expect.arrayContaining(["ComparePageEnabled", "PriceHistoryEnabled", "IntercomAppId"]));
  });

  it("resolves the storefront from the Host port when the header is absent", async () => {
    const response = await api.request({ method: "GET", url: "/api/settings", headers: { host: "localhost:3003" } });
    const items = response.json<{ items: { name: string; value: string }[] }>().items;
    expect(items).toContainEqual({ name: "countryCode", value: "NZ" });
    expect(items).toContainEqual({ name: "companyName", value: "Arcline Aotearoa" });
  });

  it("falls back to Wattle & Ash for an unknown host", async () => {
    const response = await api.request({ method: "GET", url: "/api/settings", headers: { host: "example.test" } });
    expect(response.json<{ items: unknown[] }>().items).toContainEqual({ name: "companyName", value: "Wattle & Ash" });
  });

  it("rejects an unknown brand header with 400 and a list of messages", async () => {
    const response = await api.request({ method: "GET", url: "/api/settings", brand: "<script>" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(["x-storefront-brand must be one of: wa, aol, aol-nz, andoo, hc, fk"]);
  });

  it("answers an unknown path with 404 and a message", async () => {
    const response = await api.request({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "There is no API call GET /api/nothing-here" });
  });
});

describe("navigation, banners and content", () => {
  it("answers the navbar with mainNav categories, subcategories, brands and topNav flags", async () => {
    const response = await api.request({ method: "GET", url: "/api/navbar/", brand: "wa" });
    expect(response.statusCode).toBe(200);
    const nav = response.json<{
      mainNav: { categories: { name: string; uri: string; subCategories: unknown[]; brands: unknown[] }[] };
      topNav: Record<string, boolean>;
    }>();
    expect(nav.mainNav.categories.map((c) => c.name)).toContain("Kitchen");
    const kitchen = nav.mainNav.categories.find((c) => c.name === "Kitchen");
    expect(kitchen?.subCategories).toContainEqual({ name: "Fridges", uri: "/c/kitchen/fridges" });
    expect(kitchen?.brands.length).toBeGreaterThan(0);
    expect(nav.topNav).toEqual({ displayCartIcon: true, displayProjectIcon: true, displaySearchIcon: true, displayContactUsIcon: true });
  });

  it("shows each storefront only its own categories", async () => {
    const furniture = await api.request({ method: "GET", url: "/api/navbar", brand: "fk" });
    const trade = await api.request({ method: "GET", url: "/api/navbar", brand: "aol" });
    const names = (r: typeof furniture) => r.json<{ mainNav: { categories: { name: string }[] } }>().mainNav.categories.map((c) => c.name);
    expect(names(furniture)).toContain("Furniture");
    expect(names(trade)).not.toContain("Furniture");
  });

  it("answers the running alert banner, and null for a storefront without one", async () => {
    const wa = await api.request({ method: "GET", url: "/api/alertBanner/", brand: "wa" });
    expect(wa.json()).toMatchObject({
      bannerURL: "/s/delivery",
      backgroundColor: expect.any(String),
      desktopContent: expect.stringContaining("<p>"),
      mobileContent: expect.any(String),
    });
    const hc = await api.request({ method: "GET", url: "/api/alertBanner", brand: "hc" });
    expect(hc.statusCode).toBe(200);
    expect(hc.json()).toBeNull();
  });

  it("answers a static page by slug and 404 for an unknown one", async () => {
    const page = await api.request({ method: "GET", url: "/api/Static/about-us" });
    expect(page.json()).toMatchObject({ kind: "static", slug: "about-us", title: "About us", uri: "/s/about-us" });
    const missing = await api.request({ method: "GET", url: "/api/static/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "No static page 'no-such-page'" });
  });

  it("answers the storage terms the checkout links to in every brand, with the API's storage numbers (issue 44 item 1)", async () => {
    for (const brand of STOREFRONT_IDS) {
      const page = await api.request({ method: "GET", url: "/api/Static/winning-storage-terms-and-conditions", brand });
      expect(page.statusCode).toBe(200);
      const body = page.json<{ title: string; uri: string; body: string }>();
      expect(body).toMatchObject({ title: "Storage terms and conditions", uri: "/s/winning-storage-terms-and-conditions" });
      expect(body.body).toContain(`free for the first ${deliveryRules.storageFreeDays} days`);
      expect(body.body).toContain(`$${deliveryRules.storageDailyFee} a day`);
    }
  });

  it("answers an article at /article/{slug} and a root-level page at /{slug}", async () => {
    const article = await api.request({ method: "GET", url: "/api/content/articles/legendary-service" });
    expect(article.json()).toMatchObject({ kind: "article", title: "Legendary service", uri: "/article/legendary-service" });
    const page = await api.request({ method: "GET", url: "/api/content/pages/culinary-support" });
    expect(page.json()).toMatchObject({ kind: "page", title: "Culinary support", uri: "/culinary-support" });
    expect(page.json().summary).not.toContain("<");
    const missing = await api.request({ method: "GET", url: "/api/content/pages/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "No page 'no-such-page'" });
  });

  it("rejects markup in a static page name", async () => {
    const response = await api.request({ method: "GET", url: `/api/Static/${encodeURIComponent("<img src=x>")}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(["name must be lower-case letters and digits separated by hyphens"]);
  });

  it("lists recipes, blog posts, catalogues and inspirations and answers one by slug", async () => {
    for (const kind of ["recipes", "blog", "catalogues", "inspirations"]) {
      const list = await api.request({ method: "GET", url: `/api/content/${kind}?pageSize=2`, brand: "wa" });
      expect(list.statusCode).toBe(200);
      const body = list.json<{ items: { slug: string }[]; totalCount: number }>();
      expect(body.items).toHaveLength(2);
      expect(body.totalCount).toBeGreaterThan(2);
      const one = await api.request({ method: "GET", url: `/api/content/${kind}/${body.items[0]?.slug}`, brand: "wa" });
      expect(one.statusCode).toBe(200);
    }
    expect((await api.request({ method: "GET", url: "/api/content/recipes/no-such-recipe" })).statusCode).toBe(404);
    expect((await api.request({ method: "GET", url: "/api/content/manuals" })).json()).toEqual([
      "kind must be one of: recipes, blog, catalogues, inspirations, articles, pages",
    ]);
  });

  it("looks up redirects: a known path redirects, an unknown one does not", async () => {
    expect((await api.request({ method: "GET", url: "/api/redirect?fromUrl=/sale" })).json()).toEqual({
      doRedirect: true,
      destinationUri: "/promotions",
    });
    expect((await api.request({ method: "GET", url: "/api/redirect?fromUrl=/nowhere" })).json()).toEqual({
      doRedirect: false,
      destinationUri: null,
    });
    expect((await api.request({ method: "GET", url: "/api/redirect/getdestination?fromUri=/partner-offers" })).json()).toEqual({
      destinationUri: "https://partners.storefront.test/offers",
    });
  });

  it("rejects a redirect lookup that is not a site path", async () => {
    const response = await api.request({ method: "GET", url: `/api/redirect?fromUrl=${encodeURIComponent("/x' OR '1'='1")}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(["fromUrl must be a site path starting with / without spaces, quotes or markup"]);
    expect((await api.request({ method: "GET", url: "/api/redirect" })).json()).toEqual(["fromUrl is required"]);
  });

  it("lists running promotions and answers one, 404 for an unknown one", async () => {
    const list = await api.request({ method: "GET", url: "/api/promotions" });
    const items = list.json<{ items: { slug: string; isActive: boolean }[] }>().items;
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.every((p) => p.isActive)).toBe(true);
    expect((await api.request({ method: "GET", url: `/api/promotion/${items[0]?.slug}` })).statusCode).toBe(200);
    expect((await api.request({ method: "GET", url: "/api/promotion/no-such-offer" })).statusCode).toBe(404);
  });

  it("serves the OpenAPI document and an HTML index of it without external assets", async () => {
    const json = await api.request({ method: "GET", url: "/api/docs/json" });
    const document = json.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/settings", "/api/v3/search", "/api/compare/product", "/api/v2/cookingdemo"]),
    );
    const html = await api.request({ method: "GET", url: "/api/docs" });
    expect(html.headers["content-type"]).toContain("text/html");
    expect(html.body).toContain("/api/docs/json");
    expect(html.body).not.toMatch(/<script[^>]+src=|<link[^>]+href="http/);
  });
});

describe("errors", () => {
  it("answers malformed JSON with 400 and a message, never a stack trace", async () => {
    const response = await api.request({
      method: "POST",
      url: "/api/geo/setlocation",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(["The request body is not valid JSON"]);
    expect(response.body).not.toContain("at ");
  });
});
