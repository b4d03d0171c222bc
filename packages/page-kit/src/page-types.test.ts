import { describe, expect, it } from "vitest";
import { pageTypeOf, routeDataOf } from "./page-types";

describe("the route data of spec 3 §2", () => {
  it("is the deepest matched route's: the locality suggestion hidden, a preload key, the tracking", () => {
    const matches = [
      { handle: { pageType: "homepage", preloadKey: "/cart" } },
      { handle: undefined },
      { handle: { pageType: "checkout", hideLocalitySuggestion: true, preloadKey: "/customer/confirmation", tracking: "manual" } },
    ];
    expect(pageTypeOf(matches)).toBe("checkout");
    expect(routeDataOf(matches)).toEqual({ hideLocalitySuggestion: true, preloadKey: "/customer/confirmation", tracking: "manual" });
  });

  it("shows the suggestion, preloads nothing and tracks automatically where a route says nothing", () => {
    expect(routeDataOf([{ handle: { pageType: "generic" } }])).toEqual({
      hideLocalitySuggestion: false,
      preloadKey: undefined,
      tracking: "automatic",
    });
    expect(routeDataOf([])).toEqual({ hideLocalitySuggestion: false, preloadKey: undefined, tracking: "automatic" });
  });
});
