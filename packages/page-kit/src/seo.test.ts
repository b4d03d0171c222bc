import { describe, expect, it } from "vitest";
import { getSeoMeta, pageMeta, pageSeo, seoMeta, titleWithCompany } from "./seo";

const matches = [{ id: "root", loaderData: { companyName: "Wattle & Ash", settings: {} } }, { id: "page" }];

describe("the root's title template (spec 3 §9)", () => {
  it("adds ' | company' to a page's title, and leaves the company's own name alone", () => {
    expect(titleWithCompany("Stores", "Wattle & Ash")).toBe("Stores | Wattle & Ash");
    expect(titleWithCompany("Wattle & Ash", "Wattle & Ash")).toBe("Wattle & Ash");
    expect(titleWithCompany("Stores", undefined)).toBe("Stores");
  });

  it("merges the template with the page's description and robots", () => {
    expect(getSeoMeta({ companyName: "Wattle & Ash" }, { title: "Log in", description: "Sign in", robots: "noindex, nofollow" })).toEqual([
      { title: "Log in | Wattle & Ash" },
      { name: "description", content: "Sign in" },
      { name: "robots", content: "noindex, nofollow" },
    ]);
  });
});

describe("route meta functions", () => {
  it("write a fixed title with the company from the root loader", () => {
    expect(pageMeta("Checkout")({ matches })).toEqual([{ title: "Checkout | Wattle & Ash" }]);
    expect(pageMeta("Compare products", { robots: "noindex, follow" })({ matches })).toEqual([
      { title: "Compare products | Wattle & Ash" },
      { name: "robots", content: "noindex, follow" },
    ]);
  });

  it("write the title and description a page loader computed", () => {
    const loaderData = { page: pageSeo({ title: "Fridges", description: "Cold things", type: "product.group" }) };
    expect(seoMeta("Category")({ matches, loaderData })).toEqual([
      { title: "Fridges | Wattle & Ash" },
      { name: "description", content: "Cold things" },
    ]);
  });

  it("fall back to the route's title, or 'Page not found' after a 404", () => {
    expect(seoMeta("Category")({ matches })).toEqual([{ title: "Category | Wattle & Ash" }]);
    expect(seoMeta("Category")({ matches, error: { status: 404 } })).toEqual([{ title: "Page not found | Wattle & Ash" }]);
  });
});
