import { describe, expect, it } from "vitest";
import { setupTestApi } from "../test-helpers";

const api = setupTestApi();

interface Listing {
  totalCount: number;
  totalPages: number;
  page: number;
  products: { sku: string; price: number; brand: string; manufacturer: { slug: string }; rating: number; categoryPath: string }[];
  facets: { key: string; values: { value: string; count: number; selected: boolean }[] }[];
  correctedSearchTerm: string | null;
}

describe("search", () => {
  it("finds products for a term and corrects a typo", async () => {
    const exact = (await api.request({ method: "GET", url: "/api/v3/search?searchTerm=fridge&isAutoCorrectEnabled=true&limit=5" })).json();
    expect(exact.results).toHaveLength(5);
    expect(exact.isAutoCorrected).toBe(false);
    const typo = (await api.request({ method: "GET", url: "/api/v3/search?searchTerm=firdge&isAutoCorrectEnabled=true&limit=5" })).json();
    expect(typo).toMatchObject({ searchTerm: "firdge", correctedSearchTerm: "fridge", isAutoCorrected: true });
    expect(typo.results.length).toBeGreaterThan(0);
    const off = (await api.request({ method: "GET", url: "/api/v3/search?searchTerm=firdge&isAutoCorrectEnabled=false" })).json();
    expect(off.results).toHaveLength(0);
  });

  it("corrects typos in several words", async () => {
    const body = (await api.request({ method: "GET", url: "/api/v3/search?searchTerm=stainelss%20dishwaser" })).json();
    expect(body.correctedSearchTerm).toBe("stainless dishwasher");
    expect(body.results.length).toBeGreaterThan(0);
  });

  it("answers dropdown suggestions with terms and products", async () => {
    const body = (await api.request({ method: "GET", url: "/api/search/products?searchTerms=oven" })).json();
    expect(body.Results.SearchSuggestions).toContainEqual({ Result: "Ovens", Url: "/c/kitchen/ovens" });
    expect(body.Results.ProductResults.length).toBeGreaterThan(0);
    expect(body.Results.ProductResults[0]).toMatchObject({ Name: expect.any(String), ImageUrl: expect.stringContaining(".svg"), Price: expect.any(Number), Url: expect.stringMatching(/^\/p\//) });
  });

  it("answers site-search suggestions: f with terms and products, p with products only, SKU for staff", async () => {
    const full = (await api.request({ method: "GET", url: "/api/v2/SiteSearch/f/washing" })).json<{ suggestions: { type: string; text: string }[] }>();
    expect(full.suggestions.some((s) => s.type === "term")).toBe(true);
    expect(full.suggestions.some((s) => s.type === "product")).toBe(true);
    const products = (await api.request({ method: "GET", url: "/api/v2/sitesearch/p/washing?wid=true" })).json<{ suggestions: { type: string; text: string }[] }>();
    expect(products.suggestions.every((s) => s.type === "product")).toBe(true);
    expect(products.suggestions[0]?.text).toMatch(/\([A-Z]{3}-[A-Z]{2}\d+\)$/);
    expect((await api.request({ method: "GET", url: "/api/v2/sitesearch/x/washing" })).json()).toEqual(["mode must be one of: f, p"]);
  });

  it("answers search destinations: category, brand, redirect rule or the search page", async () => {
    expect((await api.request({ method: "GET", url: "/api/v2/product/search-url?SearchTerm=fridges" })).json()).toEqual({ url: "/c/kitchen/fridges" });
    expect((await api.request({ method: "GET", url: "/api/v2/sitesearch/search-url?searchterms=Korrin" })).json()).toEqual({ url: "/brands/korrin" });
    expect((await api.request({ method: "GET", url: "/api/v2/sitesearch/search-url?searchterms=sale" })).json()).toEqual({ url: "/promotions" });
    expect((await api.request({ method: "GET", url: "/api/v2/product/search-url?SearchTerm=quiet%20fridge" })).json()).toEqual({ url: "/search/quiet%20fridge" });
  });

  it("rejects terms that are too short, too long or carry markup or SQL", async () => {
    expect((await api.request({ method: "GET", url: "/api/v3/search?searchTerm=a" })).json()).toEqual(["searchTerm must be at least 2 characters long"]);
    expect((await api.request({ method: "GET", url: `/api/v3/search?searchTerm=${"a".repeat(101)}` })).json()).toEqual(["searchTerm must be at most 100 characters long"]);
    for (const attack of ["<script>alert(1)</script>", "fridge'; DROP TABLE products; --", "oven\" OR 1=1"]) {
      const response = await api.request({ method: "GET", url: `/api/search/products?searchTerms=${encodeURIComponent(attack)}` });
      expect(response.statusCode, attack).toBe(400);
      expect(response.json()).toEqual(["searchTerms may only contain letters, digits, spaces and - _ + . /"]);
    }
    expect((await api.request({ method: "GET", url: "/api/v3/search?searchTerm=oven&limit=500" })).json()).toEqual(["limit must be at most 100"]);
    expect((await api.request({ method: "GET", url: "/api/v3/search" })).json()).toEqual(["searchTerm is required"]);
  });
});

describe("listing", () => {
  const listing = async (query: string, brand = "wa") => {
    const response = await api.request({ method: "GET", url: `/api/listing?${query}`, brand });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Listing>();
  };

  it("answers a category page with products, pagination and facet counts in one call", async () => {
    const page = await listing("type=category&uri=kitchen/fridges&pageSize=10");
    expect(page.products).toHaveLength(10);
    expect(page.totalPages).toBe(Math.ceil(page.totalCount / 10));
    expect(page.products.every((p) => p.categoryPath === "kitchen/fridges")).toBe(true);
    const brandFacet = page.facets.find((f) => f.key === "brand");
    expect(brandFacet?.values.reduce((sum, v) => sum + v.count, 0)).toBe(page.totalCount);
    expect(page.facets.map((f) => f.key)).toEqual(expect.arrayContaining(["brand", "price", "rating", "feature"]));
  });

  it("covers a category subtree and offers a category facet", async () => {
    const page = await listing("type=category&uri=kitchen&pageSize=5");
    expect(page.facets.find((f) => f.key === "category")?.values.length).toBeGreaterThan(3);
  });

  it("filters by brand, price band, rating and feature, with disjunctive facet counts", async () => {
    const all = await listing("type=category&uri=kitchen/fridges&pageSize=1");
    const brand = all.facets.find((f) => f.key === "brand")?.values[0];
    const filtered = await listing(`type=category&uri=kitchen/fridges&brand=${brand?.value}&pageSize=48`);
    expect(filtered.totalCount).toBe(brand?.count);
    expect(filtered.products.every((p) => p.manufacturer.slug === brand?.value)).toBe(true);
    // The brand facet still counts the other brands, so the shopper can add one.
    expect(filtered.facets.find((f) => f.key === "brand")?.values.length).toBe(all.facets.find((f) => f.key === "brand")?.values.length);
    expect(filtered.facets.find((f) => f.key === "brand")?.values.find((v) => v.value === brand?.value)?.selected).toBe(true);

    const cheap = await listing("type=category&uri=kitchen/fridges&price=under-500,500-1000&pageSize=48");
    expect(cheap.products.every((p) => p.price < 1000)).toBe(true);
    const rated = await listing("type=category&uri=kitchen/fridges&rating=4&pageSize=48");
    expect(rated.products.every((p) => p.rating >= 4)).toBe(true);
    const wifi = await listing("type=category&uri=kitchen/fridges&feature=wifi&pageSize=1");
    expect(wifi.totalCount).toBe(all.facets.find((f) => f.key === "feature")?.values.find((v) => v.value === "wifi")?.count);
  });

  it("sorts by price both ways", async () => {
    const ascending = await listing("type=category&uri=laundry/dryers&sort=price-asc&pageSize=20");
    expect(ascending.products.map((p) => p.price)).toEqual([...ascending.products.map((p) => p.price)].sort((a, b) => a - b));
    const descending = await listing("type=category&uri=laundry/dryers&sort=price-desc&pageSize=20");
    expect(descending.products.map((p) => p.price)).toEqual([...descending.products.map((p) => p.price)].sort((a, b) => b - a));
  });

  it("answers brand, promotion and search listings", async () => {
    expect((await listing("type=brand&uri=korrin")).products.every((p) => p.brand === "Korrin")).toBe(true);
    const [promotion] = (await api.request({ method: "GET", url: "/api/promotions" })).json<{ items: { slug: string }[] }>().items;
    expect((await listing(`type=promotion&uri=${promotion?.slug}`)).totalCount).toBeGreaterThan(0);
    const search = await listing("type=search&searchTerm=dishwasher");
    expect(search.totalCount).toBeGreaterThan(10);
    const typo = await listing("type=search&searchTerm=dishwashr");
    expect(typo.correctedSearchTerm).toBe("dishwasher");
    expect(typo.totalCount).toBe(search.totalCount);
  });

  it("answers 404 for an unknown category, brand or promotion, and a category the storefront does not sell", async () => {
    for (const query of ["type=category&uri=kitchen/toasters", "type=brand&uri=nobody", "type=promotion&uri=no-offer"]) {
      expect((await api.request({ method: "GET", url: `/api/listing?${query}` })).statusCode, query).toBe(404);
    }
    expect((await api.request({ method: "GET", url: "/api/listing?type=category&uri=furniture", brand: "aol" })).statusCode).toBe(404);
  });

  it("rejects unknown types, enum values, bad ranges and injection with a list of messages", async () => {
    const response = await api.request({ method: "GET", url: "/api/listing?type=shelf&page=0&pageSize=500&sort=cheapest&rating=9" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        "type must be one of: category, brand, promotion, search",
        "page must be at least 1",
        "pageSize must be at most 96",
        "sort must be one of: relevance, price-asc, price-desc, newest, rating, discount, name",
        "rating must be at most 4",
      ]),
    );
    expect((await api.request({ method: "GET", url: "/api/listing?type=category&uri=kitchen&brand=korrin'--" })).json()).toEqual(["brand must be lower-case slugs separated by commas"]);
    expect((await api.request({ method: "GET", url: "/api/listing?type=category&uri=kitchen&feature=teleport" })).statusCode).toBe(400);
    expect((await api.request({ method: "GET", url: "/api/listing?type=category" })).json()).toEqual(["uri is required for a category listing"]);
  });
});
