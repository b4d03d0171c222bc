import { describe, expect, it } from "vitest";
import { brandGrep, everyBrand, forBrands } from "./brand-coverage";
import { appIds, type AppId } from "./storefronts";

/** The brands whose projects run a test with these tags, as Playwright matches titles and tags. */
const brandsRunning = (title: string, tags: string[] = []) => appIds.filter((id: AppId) => brandGrep(id).test([title, ...tags].join(" ")));

describe("which brands run a journey", () => {
  it("runs a journey tagged for no brand in the two sample brands only", () => {
    expect(brandsRunning("catalogue.spec.ts a category filters by brand")).toEqual(["wa", "aol-nz"]);
  });

  it("runs a brand-variant journey in exactly the brands it names", () => {
    expect(brandsRunning("compare.spec.ts compare", forBrands("wa", "andoo").tag)).toEqual(["wa", "andoo"]);
    expect(brandsRunning("sign-in.spec.ts staff", forBrands("aol").tag)).toEqual(["aol"]);
  });

  it("never mistakes one brand for another whose id starts the same", () => {
    expect(brandsRunning("x", forBrands("aol-nz").tag)).toEqual(["aol-nz"]);
    expect(brandsRunning("x", forBrands("aol").tag)).toEqual(["aol"]);
  });

  it("runs an every-brand journey in all six", () => {
    expect(brandsRunning("storefront.spec.ts theme colour", everyBrand.tag)).toEqual([...appIds]);
  });
});
