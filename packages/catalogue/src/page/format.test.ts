import { describe, expect, it } from "vitest";
import { formatCount } from "./format";

describe("a count of products", () => {
  const au = { locale: "en-AU" };

  it("groups thousands with commas as the English locales do", () => {
    for (const count of [0, 7, 999, 1000, 1199, 12_345, 1_234_567, -4321]) {
      expect(formatCount(count, au)).toBe(new Intl.NumberFormat("en-AU").format(count));
    }
    expect(formatCount(1199, { locale: "en-NZ" })).toBe("1,199");
  });

  it("leaves other locales and fractions to Intl", () => {
    expect(formatCount(1199, { locale: "de-DE" })).toBe(new Intl.NumberFormat("de-DE").format(1199));
    expect(formatCount(1199.5, au)).toBe("1,199.5");
  });
});
