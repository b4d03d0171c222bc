import { beforeEach, describe, expect, it } from "vitest";
import { COMPARE_STORAGE_KEY, rehydrateCompareStore, selectCompareCount, useCompareStore } from "./compare-store";
import { product } from "./test-helpers";

beforeEach(() => {
  localStorage.clear();
  useCompareStore.setState({ comparisonProducts: [], tooManyOpen: false, hydrated: false, synced: false });
});

describe("compare store", () => {
  it("persists the list under CompareProducts as { comparisonProducts }", () => {
    useCompareStore.getState().add(product("A"));
    const saved = JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? "{}") as { state: { comparisonProducts: { productSKU: string }[] } };
    expect(saved.state.comparisonProducts.map((item) => item.productSKU)).toEqual(["A"]);
    expect(Object.keys(saved.state)).toEqual(["comparisonProducts"]);
  });

  it("reads the saved list only when asked (after hydration)", async () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify({ state: { comparisonProducts: [product("A"), product("B")] }, version: 0 }));
    expect(selectCompareCount(useCompareStore.getState())).toBe(0);
    await rehydrateCompareStore();
    expect(selectCompareCount(useCompareStore.getState())).toBe(2);
    expect(useCompareStore.getState().hydrated).toBe(true);
  });

  it("opens the too-many dialog instead of adding a fourth product", () => {
    const { add } = useCompareStore.getState();
    ["A", "B", "C"].forEach((sku) => expect(add(product(sku))).toBe("ok"));
    expect(add(product("D"))).toBe("limit");
    expect(useCompareStore.getState().tooManyOpen).toBe(true);
    expect(selectCompareCount(useCompareStore.getState())).toBe(3);
  });
});
