// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  clearFilters,
  emptyListingState,
  hasFilters,
  isNormalListingSearch,
  normalListingSearch,
  readListingState,
  sameChoices,
  toggleFilter,
  toListingQuery,
  writeListingState,
} from "./listing-query";

describe("listing state in the address", () => {
  it("reads group=value pairs, repeated or comma-joined, and drops what the API would refuse", () => {
    const state = readListingState(
      new URLSearchParams("brand=veldt&brand=korrin,alpenhaus&price=500-1000&rating=4&feature=wifi&feature=<script>&sort=price-asc&page=3"),
    );
    expect(state).toEqual({
      brand: ["alpenhaus", "korrin", "veldt"],
      price: ["500-1000"],
      rating: 4,
      feature: ["wifi"],
      sort: "price-asc",
      page: 3,
    });
  });

  it("falls back to the defaults for an unknown sort, a rating out of range and a page that is not a number", () => {
    expect(readListingState(new URLSearchParams("sort=cheapest&rating=9&page=abc"))).toEqual(emptyListingState);
  });

  it("writes filters back as one pair per value, leaving defaults and other parameters alone", () => {
    const search = writeListingState(
      { ...emptyListingState, brand: ["korrin", "veldt"], rating: 3 },
      new URLSearchParams("utm_source=mail&page=4"),
    );
    expect(search.toString()).toBe("utm_source=mail&brand=korrin&brand=veldt&rating=3");
  });

  it("reads a category only on the all-products listing, where it is one choice that clearing removes", () => {
    const search = new URLSearchParams("category=Kitchen/Fridges&brand=korrin");
    expect(readListingState(search, { type: "category", uri: "kitchen" }).category).toBeUndefined();
    expect(readListingState(new URLSearchParams("category=../etc"), { type: "all" }).category).toBeUndefined();
    const state = readListingState(search, { type: "all" });
    expect(state).toMatchObject({ category: "kitchen/fridges", brand: ["korrin"] });
    expect(hasFilters({ ...emptyListingState, category: "kitchen" })).toBe(true);
    expect(toggleFilter(state, "category", "laundry").category).toBe("laundry");
    expect(toggleFilter(state, "category", "kitchen/fridges").category).toBeUndefined();
    expect(writeListingState(state).toString()).toBe("category=kitchen%2Ffridges&brand=korrin");
    expect(clearFilters(state).category).toBeUndefined();
  });

  it("goes back to the first page whenever a filter changes, and rating is a single choice", () => {
    const onPageFive = { ...emptyListingState, page: 5 };
    const withBrand = toggleFilter(onPageFive, "brand", "korrin");
    expect(withBrand).toMatchObject({ brand: ["korrin"], page: 1 });
    expect(toggleFilter(withBrand, "brand", "korrin").brand).toEqual([]);
    expect(toggleFilter(toggleFilter(withBrand, "rating", "4"), "rating", "3").rating).toBe(3);
    expect(toggleFilter({ ...withBrand, rating: 3 }, "rating", "3").rating).toBeUndefined();
  });

  it("clears every filter but keeps the sort", () => {
    const state = { ...emptyListingState, brand: ["korrin"], feature: ["wifi"], sort: "price-desc" as const, page: 2 };
    expect(hasFilters(state)).toBe(true);
    expect(clearFilters(state)).toEqual({ ...emptyListingState, sort: "price-desc" });
  });
});

describe("the API's listing query", () => {
  it("joins each group with commas and leaves defaults out", () => {
    const state = { ...emptyListingState, brand: ["korrin", "veldt"], price: ["under-500"], sort: "newest" as const, page: 2 };
    expect(toListingQuery({ type: "category", uri: "kitchen/fridges" }, state)).toEqual({
      type: "category",
      uri: "kitchen/fridges",
      brand: "korrin,veldt",
      price: "under-500",
      sort: "newest",
      page: 2,
      pageSize: 24,
    });
    expect(toListingQuery({ type: "search", searchTerm: "fridge" }, emptyListingState)).toEqual({
      type: "search",
      searchTerm: "fridge",
      pageSize: 24,
    });
  });

  it("lists every product of the shop, and a chosen category as that category's listing", () => {
    expect(toListingQuery({ type: "all" }, { ...emptyListingState, sort: "name" })).toEqual({ type: "all", sort: "name", pageSize: 24 });
    expect(toListingQuery({ type: "all" }, { ...emptyListingState, category: "kitchen", brand: ["korrin"] })).toEqual({
      type: "category",
      uri: "kitchen",
      brand: "korrin",
      pageSize: 24,
    });
  });
});

describe("a listing address in its one form (issue 40 item 2)", () => {
  it("writes a GET form's submission as the hydrated page writes its navigation", () => {
    const submitted = new URLSearchParams("utm_source=mail&sort=relevance&brand=veldt&brand=korrin&category=kitchen");
    expect(normalListingSearch(submitted, { type: "category", uri: "kitchen" }).toString()).toBe(
      "utm_source=mail&brand=korrin&brand=veldt",
    );
    expect(normalListingSearch(new URLSearchParams("sort=price-asc&rating=4"), { type: "all" }).toString()).toBe("rating=4&sort=price-asc");
  });

  it("tells an address in that form from one that is not, whatever other parameters it has", () => {
    const scope = { type: "search", searchTerm: "oven" } as const;
    expect(isNormalListingSearch(new URLSearchParams("brand=korrin&utm_source=mail&sort=name&page=2"), scope)).toBe(true);
    expect(isNormalListingSearch(new URLSearchParams(""), scope)).toBe(true);
    for (const search of ["sort=relevance", "page=1", "sort=name&brand=korrin", "brand=Korrin", "rating=", "brand=korrin,veldt"]) {
      expect(isNormalListingSearch(new URLSearchParams(search), scope)).toBe(false);
    }
  });

  it("compares the choices a form can make, the page aside", () => {
    const chosen = { ...emptyListingState, brand: ["korrin"], sort: "price-asc" as const };
    expect(sameChoices(chosen, { ...chosen, page: 4 })).toBe(true);
    expect(sameChoices(chosen, { ...chosen, sort: "relevance" })).toBe(false);
    expect(sameChoices(chosen, { ...chosen, brand: [] })).toBe(false);
  });
});
