import { describe, expect, it } from "vitest";
import { breadcrumbsOf, mastheadOf } from "./masthead";

const masthead = { mastheadHeading: "Virtual tours", breadcrumbs: [{ name: "Virtual tours", uri: "/virtual-tour" }] };

describe("masthead and breadcrumbs (spec 1 §2.2, §2.3)", () => {
  it("come from the deepest route's loader data before its handle", () => {
    const matches = [
      { id: "root", handle: { masthead: { mastheadHeading: "Root" } } },
      { id: "page", handle: { masthead }, loaderData: { page: { breadcrumbs: [{ name: "Kitchen", uri: "/c/kitchen" }] } } },
    ];
    expect(mastheadOf(matches)).toEqual(masthead);
    expect(breadcrumbsOf(matches)).toEqual([{ name: "Kitchen", uri: "/c/kitchen" }]);
  });

  it("take the masthead's breadcrumbs when the page gives none, and none at all otherwise", () => {
    expect(breadcrumbsOf([{ handle: { masthead } }])).toEqual(masthead.breadcrumbs);
    expect(breadcrumbsOf([{ handle: { pageType: "homepage" } }])).toEqual([]);
    expect(mastheadOf([])).toBeUndefined();
  });
});
