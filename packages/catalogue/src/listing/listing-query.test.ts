// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  clearFilters,
  emptyListingState,
  hasFilters,
  readListingState,
  toggleFilter,
  toListingQuery,
  writeListingState,
} from "./listing-query";

describe("listing state in the address", () => {
  it("reads group=value pairs, repeated or comma-joined, and drops what the API would refuse", () => {
    const state = readListingState(new URLSearchParams("brand=veldt&brand=korrin,alpenhaus&price=500-1000&rating=4&feature=wifi&feature=<script>&sort=price-asc&page=3"));
    expect(state).toEqual({ brand: ["alpenhaus", "korrin", "veldt"], price: ["500-1000"], rating: 4, feature: ["wifi"], sort: "price-asc", page: 3 });
  });

  it("falls back to the defaults for an unknown sort, a rating out of range and a page that is not a number", () => {
    expect(readListingState(new URLSearchParams("sort=cheapest&rating=9&page=abc"))).toEqual(emptyListingState);
  });

  it("writes filters back as one pair per value, leaving defaults and other parameters alone", () => {
    const search = writeListingState({ ...emptyListingState, brand: ["korrin", "veldt"], rating: 3 }, new URLSearchParams("department=kitchen&page=4"));
    expect(search.toString()).toBe("department=kitchen&brand=korrin&brand=veldt&rating=3");
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
    expect(toListingQuery({ type: "search", searchTerm: "fridge" }, emptyListingState)).toEqual({ type: "search", searchTerm: "fridge", pageSize: 24 });
  });
});
