import { describe, expect, it } from "vitest";
import { shouldRevalidateRoot } from "./revalidation";

const at = (path: string) => new URL(`https://shop.test${path}`);

describe("the root loader's revalidation", () => {
  it("keeps settings, navigation and alert banner across a listing's filter, sort and page changes", () => {
    expect(shouldRevalidateRoot({ currentUrl: at("/c/kitchen"), nextUrl: at("/c/kitchen?brand=korrin") })).toBe(false);
    expect(shouldRevalidateRoot({ currentUrl: at("/c/kitchen?brand=korrin"), nextUrl: at("/c/kitchen?brand=korrin&page=2") })).toBe(false);
    expect(shouldRevalidateRoot({ currentUrl: at("/c/kitchen"), nextUrl: at("/stores") })).toBe(false);
  });

  it("reads them again after a form submission or an explicit revalidation", () => {
    expect(shouldRevalidateRoot({ formMethod: "POST", currentUrl: at("/c/kitchen"), nextUrl: at("/c/kitchen") })).toBe(true);
    expect(shouldRevalidateRoot({ currentUrl: at("/stores?x=1"), nextUrl: at("/stores?x=1") })).toBe(true);
    expect(shouldRevalidateRoot({ formMethod: "GET", currentUrl: at("/stores"), nextUrl: at("/search/oven") })).toBe(false);
  });

  it("keeps them after a shopper action the hydrated page submitted without asking for a reload (issue 40)", () => {
    const post = { formMethod: "POST", currentUrl: at("/p/oven"), nextUrl: at("/p/oven") } as const;
    expect(shouldRevalidateRoot({ ...post, defaultShouldRevalidate: false })).toBe(false);
    expect(shouldRevalidateRoot({ ...post, defaultShouldRevalidate: true })).toBe(true);
  });
});
