import { beforeEach, describe, expect, it } from "vitest";
import { COMPARE_STORAGE_KEY, readStoredCompareList, writeStoredCompareList } from "./compare-storage";
import { product } from "./test-helpers";

beforeEach(() => localStorage.clear());

describe("the browser's copy of the compare list (spec 1 §3)", () => {
  it("is kept under CompareProducts as { comparisonProducts }, as earlier releases wrote it", () => {
    writeStoredCompareList([product("A")]);
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? "{}")).toEqual({
      state: { comparisonProducts: [product("A")] },
      version: 0,
    });
    expect(readStoredCompareList()).toEqual([product("A")]);
  });

  it("reads as empty when there is none or it cannot be read", () => {
    expect(readStoredCompareList()).toEqual([]);
    localStorage.setItem(COMPARE_STORAGE_KEY, "{not json");
    expect(readStoredCompareList()).toEqual([]);
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify({ state: { comparisonProducts: [{ nope: 1 }, product("B")] } }));
    expect(readStoredCompareList()).toEqual([product("B")]);
  });
});
