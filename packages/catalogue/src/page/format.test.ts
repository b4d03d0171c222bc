import { describe, expect, it } from "vitest";
import { formatCount } from "./format";

describe("a count of products", () => {
  const au = { locale: "en-AU" } as const;

  it("groups thousands with commas as en-AU and en-NZ do", () => {
    for (const count of [0, 7, 999, 1000, 1199, 12_345, 1_234_567, -4321]) {
      expect(formatCount(count, au)).toBe(new Intl.NumberFormat("en-AU").format(count));
    }
    expect(formatCount(1199, { locale: "en-NZ" })).toBe(new Intl.NumberFormat("en-NZ").format(1199));
  });

  it("leaves a fraction to Intl", () => {
    expect(formatCount(1199.5, au)).toBe("1,199.5");
  });
});
