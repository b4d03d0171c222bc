// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { PageType } from "@storefront/page-kit/page-types";
import { isPersonalPath } from "@storefront/runtime/personal-pages";
import { routeTable } from "./route-table";

/**
 * The page types whose pages show one visitor's own things (spec 3 §2): the account and its
 * orders, login and logout, password reset, checkout and its confirmation, delivery rescheduling,
 * the cart, and the staff pages (projects, the performance dashboard).
 */
const PERSONAL_PAGE_TYPES: ReadonlySet<PageType> = new Set<PageType>([
  "accounts",
  "OrderSummary",
  "resetPassword",
  "checkout",
  "orderConfirmation",
  "rescheduleDelivery",
  "shoppingCart",
  "project",
  "performanceDashboard",
]);

/** The personal routes: their page type says so, or staff tooling serves them (the staff panel). */
const isPersonalRoute = (route: (typeof routeTable)[number]) =>
  PERSONAL_PAGE_TYPES.has(route.pageType) || route.owner === "@storefront/staff";

/** An address of the route, its parameters and splat filled in. */
const addressOf = (path: string) => `/${path.replace(/:\w+/g, "x").replace(/\*$/, "x")}`;

describe("personal pages of the route table (issue 17 item 2)", () => {
  it("are all private to the production server, which keeps them out of every cache", () => {
    const personal = routeTable.filter(isPersonalRoute);
    expect(personal.length).toBeGreaterThan(10);
    for (const route of personal) expect(isPersonalPath(addressOf(route.path)), route.path).toBe(true);
  });

  it("leave every other page to the page cache and the browser's cache", () => {
    const others = routeTable.filter((route) => !isPersonalRoute(route) && route.path !== "*");
    expect(others.map((route) => route.path)).toContain("");
    for (const route of others) expect(isPersonalPath(addressOf(route.path)), route.path).toBe(false);
  });
});
