import { describe, expect, it } from "vitest";
import { canAddToCompare, canCompare, COMPARE_LIMIT } from "./compare";

describe("canAddToCompare", () => {
  it("allows at most three products", () => {
    expect(COMPARE_LIMIT).toBe(3);
  });

  it.each([
    [[], "A", "ok"],
    [["A", "B"], "C", "ok"],
    [["A", "B", "C"], "D", "limit"],
    [["A"], "A", "duplicate"],
    [["A", "B", "C"], "B", "duplicate"],
  ] as const)("with %j adding %s is %s", (skus, sku, expected) => {
    expect(canAddToCompare(skus, sku)).toBe(expected);
  });
});

describe("canCompare", () => {
  it("needs at least two products", () => {
    expect(canCompare(["A"])).toBe(false);
    expect(canCompare(["A", "B"])).toBe(true);
  });
});
