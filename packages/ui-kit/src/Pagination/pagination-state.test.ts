import { describe, expect, it } from "vitest";
import { currentPage, DEFAULT_PAGINATION_ID, pageItems, withPage } from "./pagination-state";

describe("pagination instances", () => {
  it("puts an unknown instance on page 1", () => {
    expect(currentPage({}, "orders")).toBe(1);
    expect(currentPage({ orders: 3 })).toBe(1);
    expect(currentPage({ [DEFAULT_PAGINATION_ID]: 2 })).toBe(2);
  });

  it("sets a page only between 1 and ceil(total / perPage)", () => {
    // 27 items at 13 a page (the dashboard's page size) make 3 pages.
    expect(withPage({}, "dashboard", 3, 27, 13)).toEqual({ dashboard: 3 });
    const onTwo = { dashboard: 2 };
    expect(withPage(onTwo, "dashboard", 4, 27, 13)).toBe(onTwo);
    expect(withPage(onTwo, "dashboard", 0, 27, 13)).toBe(onTwo);
    expect(withPage(onTwo, "dashboard", 2.5, 27, 13)).toBe(onTwo);
  });

  it("keeps page 1 when there are no items", () => {
    expect(currentPage(withPage({}, "empty", 2, 0, 10), "empty")).toBe(1);
    expect(currentPage(withPage({}, "negative", 2, -5, 10), "negative")).toBe(1);
  });

  it("leaves other instances alone", () => {
    expect(withPage({ a: 2 }, "b", 3, 100, 10)).toEqual({ a: 2, b: 3 });
  });
});

describe("page buttons", () => {
  it("shows every page when there are few", () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the ends and the neighbours of the current page, with gaps between", () => {
    expect(pageItems(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pageItems(5, 20)).toEqual([1, "gap", 4, 5, 6, "gap", 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
  });

  it("never hides a single page behind a gap", () => {
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, "gap", 8]);
  });

  it("draws nothing for no pages", () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});
