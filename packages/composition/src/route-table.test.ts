// @vitest-environment node
import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { appRootSegments, registerAppRoutes } from "@storefront/page-kit/app-routes";
import { routeTable } from "./route-table";
import { moduleFile, storefrontRoutes } from "./routes";

describe("route table", () => {
  it("declares every path of spec 1 §2.1", () => {
    const paths = routeTable.map((route) => route.path);
    for (const path of [
      "",
      "virtual-tour",
      "winning-commercial",
      "customer/checkout",
      "customer/confirmation",
      "zipmoney",
      "afterpay",
      "blog",
      "cooking-demos",
      "recipes",
      "recipes/:uri",
      "catalogue",
      "catalogue-details/:id",
      "p/*",
      "c/*",
      "brands",
      "brands/:uri",
      "inspiration/:uri",
      "inspirations/:uri",
      "project-admin/*",
      "project/*",
      "performance-dashboard/*",
      "s/:uri",
      "stores",
      "stores/:uri",
      "search/:uri",
      "products",
      "promotion/:uri",
      "promotions",
      "compare",
      "sitemap",
      "pe-bookings",
      "form/:url",
      "ask-an-expert",
      "account",
      "blank/account/login-callback",
      "culinary-support",
      "cookbook",
      "404",
      "*",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("adds the spec 3 §2 sign-in routes", () => {
    const paths = routeTable.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(["account/login", "account/logout"]));
  });

  it("gives each path exactly one entry", () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("serves the performance dashboard from @storefront/projects, not a placeholder (spec 3 §2)", () => {
    expect(routeTable.find((route) => route.path === "performance-dashboard/*")).toMatchObject({
      owner: "@storefront/projects",
      pageType: "performanceDashboard",
      id: "projects/performance-dashboard",
    });
  });

  it("serves the article and the root-level content pages from @storefront/catalogue (spec 1 §2.1, spec 3 §2)", () => {
    const content = ["article/:uri", "winning-commercial", "pe-bookings", "culinary-support", "cookbook"];
    expect(
      routeTable.filter((route) => content.includes(route.path)).map(({ path, owner, pageType }) => ({ path, owner, pageType })),
    ).toEqual([
      { path: "article/:uri", owner: "@storefront/catalogue", pageType: "topic" },
      { path: "winning-commercial", owner: "@storefront/catalogue", pageType: "generic" },
      { path: "pe-bookings", owner: "@storefront/catalogue", pageType: "generic" },
      { path: "culinary-support", owner: "@storefront/catalogue", pageType: "pages" },
      { path: "cookbook", owner: "@storefront/catalogue", pageType: "pages" },
    ]);
  });

  it("sends any other path to the not-found page", () => {
    expect(routeTable.at(-1)).toMatchObject({ path: "*", pageType: "notFound" });
  });

  it("gives the first segments that navigate inside the app (spec 1 §2.2)", () => {
    registerAppRoutes(routeTable);
    expect(appRootSegments().has("stores")).toBe(true);
    expect(appRootSegments().has("comparison")).toBe(true);
    expect(appRootSegments().has("*")).toBe(false);
  });

  it("names a page type of spec 3 §2 for every route, from the package that serves it", () => {
    expect(new Set(routeTable.map((route) => route.owner))).toEqual(
      new Set([
        "@storefront/catalogue",
        "@storefront/compare",
        "@storefront/cart",
        "@storefront/checkout",
        "@storefront/projects",
        "@storefront/staff",
        "@storefront/account",
        "@storefront/shell",
      ]),
    );
  });
});

describe("storefrontRoutes", () => {
  const appDirectory = fileURLToPath(new URL("../../../apps/wa/app", import.meta.url).href);
  const routes = storefrontRoutes(appDirectory);

  it("points every route at a module file that exists, with a unique id", () => {
    expect(routes).toHaveLength(routeTable.length);
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    for (const route of routes) {
      expect(existsSync(resolve(appDirectory, route.file))).toBe(true);
    }
  });

  // Importing every route module transforms most of the workspace on first use: 10 s on a quiet
  // machine, past the usual 20 s when CI's two cores are shared.
  it("declares each module's page type in its handle, matching the table", { timeout: 120_000 }, async () => {
    for (const route of routeTable) {
      const loaded = (await import(/* @vite-ignore */ moduleFile(route))) as { handle: { pageType: string }; default: unknown };
      expect(loaded.handle.pageType, route.module).toBe(route.pageType);
      expect(typeof loaded.default).toBe("function");
    }
  });
});
