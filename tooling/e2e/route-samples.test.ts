import { describe, expect, it } from "vitest";
import { routeTable } from "@storefront/composition/route-table";
import { routeSamples, routesWithoutSamples, type SampleData } from "./tests/route-samples";

/** Data as a brand with every kind of page answers it. */
const fullData: SampleData = {
  firstPath: (prefix) => `${prefix}first`,
  cookingDemoId: 1,
  promotionUri: "/promotion/laundry-days",
  formUri: "/form/product-enquiry",
  virtualTourStoreUri: "brisbane",
  compareSkus: ["A-1", "B/2", "C-3"],
  offeredProviders: { klarna: true, humm: true },
  referralsOffered: true,
};

describe("the phone walk's addresses (phone-layout.spec.ts)", () => {
  it("has addresses for every route of the route table", () => {
    expect(routesWithoutSamples()).toEqual([]);
  });

  it("walks every route at least once when the brand has every kind of page", () => {
    const samples = routeSamples(fullData, { orderId: "WA12345678", projectId: 7, reminderId: 3 }, ["visitor", "customer", "staff"]);
    expect(new Set(samples.map((sample) => sample.route))).toEqual(new Set(routeTable.map((route) => route.path)));
    expect(samples).toContainEqual({ route: "comparison/*", path: "/comparison/A-1/B%2F2/C-3", as: "visitor" });
    expect(samples).toContainEqual({ route: "account/orders/:orderId", path: "/account/orders/WA12345678", as: "customer" });
    expect(samples).toContainEqual({ route: "project/*", path: "/project/7", as: "staff" });
  });

  it("leaves out a route's address when the brand has no such page, and gives each visitor only their pages", () => {
    const samples = routeSamples({ ...fullData, firstPath: () => undefined, cookingDemoId: undefined }, {}, ["visitor"]);
    expect(samples.map((sample) => sample.route)).not.toContain("recipes/:uri");
    expect(samples.map((sample) => sample.route)).not.toContain("cooking-demos/:id");
    expect(samples.every((sample) => sample.as === "visitor")).toBe(true);
    expect(samples.map((sample) => sample.path)).toContain("/recipes");
  });
});
