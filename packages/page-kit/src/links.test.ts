import { beforeAll, describe, expect, it } from "vitest";
import { appRootSegments, registerAppRoutes } from "./app-routes";
import { inAppPath, isExternalHref } from "./links";
import { registerTestRoutes } from "./testing";

beforeAll(registerTestRoutes);

describe("internal links (spec 1 §2.2)", () => {
  const host = "shop.example:3001";

  it("navigates inside the app for a same-host URL whose first segment is a route", () => {
    expect(inAppPath("/stores/engine-room?x=1#map", host)).toBe("/stores/engine-room?x=1#map");
    expect(inAppPath(`http://${host}/c/fridges`, host)).toBe("/c/fridges");
  });

  it("loads the page in full for an unknown first segment or another host", () => {
    expect(inAppPath("/legacy/thing", host)).toBeNull();
    expect(inAppPath("https://elsewhere.example/stores", host)).toBeNull();
    expect(inAppPath("mailto:help@example.com", host)).toBeNull();
  });

  it("treats links starting with http or https as external", () => {
    expect(isExternalHref("https://example.com")).toBe(true);
    expect(isExternalHref("http://example.com")).toBe(true);
    expect(isExternalHref("/stores")).toBe(false);
  });
});

describe("the registered route table", () => {
  it("knows the first segments of its paths, never a parameter or the catch-all", () => {
    registerAppRoutes([
      { id: "a/stores", path: "stores/:uri", pageType: "generic", module: "store", purpose: "Store" },
      { id: "a/param", path: ":lang/x", pageType: "generic", module: "x", purpose: "X" },
      { id: "a/all", path: "*", pageType: "notFound", module: "not-found", purpose: "Page not found" },
    ]);
    expect([...appRootSegments()]).toEqual(["stores"]);
    registerTestRoutes();
  });
});
