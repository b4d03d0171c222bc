import { describe, expect, it } from "vitest";
import { SANDBOX_ACCOUNTS } from "../seed/accounts";
import { accessTokenOf, setupTestApi } from "../test-helpers";

const api = setupTestApi();

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
    expect(body.Results.ProductResults[0]).toMatchObject({
      Name: expect.any(String),
      ImageUrl: expect.stringContaining(".svg"),
      Price: expect.any(Number),
      Url: expect.stringMatching(/^\/p\//),
    });
  });

  it("answers site-search suggestions: f with terms and products, p with products only", async () => {
    const full = (await api.request({ method: "GET", url: "/api/v2/SiteSearch/f/washing" })).json<{
      suggestions: { type: string; text: string }[];
    }>();
    expect(full.suggestions.some((s) => s.type === "term")).toBe(true);
    expect(full.suggestions.some((s) => s.type === "product")).toBe(true);
    const products = (await api.request({ method: "GET", url: "/api/v2/sitesearch/p/washing" })).json<{
      suggestions: { type: string; text: string }[];
    }>();
    expect(products.suggestions.every((s) => s.type === "product")).toBe(true);
    expect((await api.request({ method: "GET", url: "/api/v2/sitesearch/x/washing" })).json()).toEqual(["mode must be one of: f, p"]);
  });

  it("shows SKUs with wid=true only to a signed-in staff member; a shopper's wid=true changes nothing", async () => {
    const [staff, customer] = SANDBOX_ACCOUNTS;
    const texts = async (headers: Record<string, string> = {}) => {
      const response = await api.request({ method: "GET", url: "/api/v2/sitesearch/p/washing?wid=true", headers });
      return { response, texts: response.json<{ suggestions: { text: string }[] }>().suggestions.map((s) => s.text) };
    };
    const plain = (await api.request({ method: "GET", url: "/api/v2/sitesearch/p/washing" })).json<{ suggestions: { text: string }[] }>();
    const anonymous = await texts();
    expect(anonymous.texts).toEqual(plain.suggestions.map((s) => s.text));
    const shopper = await texts({ authorization: `Bearer ${await accessTokenOf(api, customer!)}` });
    expect(shopper.texts).toEqual(anonymous.texts);
    expect((await texts({ authorization: "Bearer forged.token.value" })).texts).toEqual(anonymous.texts);
    const staffMember = await texts({ authorization: `Bearer ${await accessTokenOf(api, staff!)}` });
    expect(staffMember.texts[0]).toMatch(/\([A-Z]{3}-[A-Z]{2}\d+\)$/);
    expect(staffMember.response.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers search destinations: category, brand, redirect rule or the search page", async () => {
    expect((await api.request({ method: "GET", url: "/api/v2/product/search-url?SearchTerm=fridges" })).json()).toEqual({
      url: "/c/kitchen/fridges",
    });
    expect((await api.request({ method: "GET", url: "/api/v2/sitesearch/search-url?searchterms=Korrin" })).json()).toEqual({
      url: "/brands/korrin",
    });
    expect((await api.request({ method: "GET", url: "/api/v2/sitesearch/search-url?searchterms=sale" })).json()).toEqual({
      url: "/promotions",
    });
    expect((await api.request({ method: "GET", url: "/api/v2/product/search-url?SearchTerm=quiet%20fridge" })).json()).toEqual({
      url: "/search/quiet%20fridge",
    });
  });

  it("rejects terms that are too short, too long or carry markup or SQL", async () => {
    expect((await api.request({ method: "GET", url: "/api/v3/search?searchTerm=a" })).json()).toEqual([
      "searchTerm must be at least 2 characters long",
    ]);
    expect((await api.request({ method: "GET", url: `/api/v3/search?searchTerm=${"a".repeat(101)}` })).json()).toEqual([
      "searchTerm must be at most 100 characters long",
    ]);
    for (const attack of ["<script>alert(1)</script>", "fridge'; DROP TABLE products; --", 'oven" OR 1=1']) {
      const response = await api.request({ method: "GET", url: `/api/search/products?searchTerms=${encodeURIComponent(attack)}` });
      expect(response.statusCode, attack).toBe(400);
      expect(response.json()).toEqual(["searchTerms may only contain letters, digits, spaces and - _ + . /"]);
    }
    expect((await api.request({ method: "GET", url: "/api/v3/search?searchTerm=oven&limit=500" })).json()).toEqual([
      "limit must be at most 100",
    ]);
    expect((await api.request({ method: "GET", url: "/api/v3/search" })).json()).toEqual(["searchTerm is required"]);
  });
});
