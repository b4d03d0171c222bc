import { describe, expect, it } from "vitest";
import { clampPage, isPageInRange, nextPage, pageCount } from "./pagination";

describe("pageCount", () => {
  it.each([
    [0, 13, 0],
    [1, 13, 1],
    [13, 13, 1],
    [14, 13, 2],
    [2001, 13, 154],
    [10, 0, 0],
    [-5, 10, 0],
    [Number.NaN, 10, 0],
  ])("%s items at %s a page make %s pages", (total, perPage, expected) => {
    expect(pageCount(total, perPage)).toBe(expected);
  });
});

describe("clampPage", () => {
  it.each([
    [0, 30, 10, 1],
    [-3, 30, 10, 1],
    [2, 30, 10, 2],
    [4, 30, 10, 3],
    [2.7, 30, 10, 2],
    [5, 0, 10, 1],
    [Number.NaN, 30, 10, 1],
  ])("page %s of %s items at %s a page becomes %s", (page, total, perPage, expected) => {
    expect(clampPage(page, total, perPage)).toBe(expected);
  });
});

describe("nextPage", () => {
  it("moves to a page within 1..ceil(total/perPage)", () => {
    expect(isPageInRange(3, 30, 10)).toBe(true);
    expect(nextPage(1, 3, 30, 10)).toBe(3);
  });

  it.each([0, 4, 1.5])("ignores page %s and keeps the current one", (requested) => {
    expect(nextPage(2, requested, 30, 10)).toBe(2);
  });
});
