import { describe, expect, it } from "vitest";
import { panelBesidePage, panelMessageAction, panelSrc, panelWidth, toggleEffect, tokensFromQuery } from "./panel-rules";

describe("the side panel's width (spec 3 §9)", () => {
  it("is 320 px below 768 px and 350 px from 768 px", () => {
    expect(panelWidth(320)).toBe(320);
    expect(panelWidth(767)).toBe(320);
    expect(panelWidth(768)).toBe(350);
    expect(panelWidth(1440)).toBe(350);
  });

  it("moves the page aside from 975 px and lies over it below", () => {
    expect(panelBesidePage(974)).toBe(false);
    expect(panelBesidePage(975)).toBe(true);
  });
});

describe("the toolbar toggles (spec 3 §4)", () => {
  it("sends 'project-panel' to /performance-dashboard when switched on and /project when switched off", () => {
    expect(toggleEffect("project-panel", true)).toEqual({ navigate: "/performance-dashboard" });
    expect(toggleEffect("project-panel", false)).toEqual({ navigate: "/project" });
  });

  it("opens and closes the side panel with the other toggles", () => {
    expect(toggleEffect("stats-panel", true)).toEqual({ panel: "stats-panel" });
    expect(toggleEffect("stats-panel", false)).toEqual({ panel: null });
  });
});

describe("the panel's address (spec 3 §2)", () => {
  it("carries the access token and the id token in the query string, then the page's context", () => {
    const src = panelSrc(
      "/blank/staff-panel/product",
      { accessToken: "a.b.c", idToken: "d.e.f" },
      { sku: "KOR-FR1115", projectId: undefined },
    );
    expect(src).toBe("/blank/staff-panel/product?access_token=a.b.c&id_token=d.e.f&sku=KOR-FR1115");
    expect(tokensFromQuery(src.split("?")[1] ?? "")).toEqual({ accessToken: "a.b.c", idToken: "d.e.f" });
  });

  it("gives no tokens to a page whose address lacks one of them", () => {
    expect(tokensFromQuery("access_token=a.b.c")).toBeNull();
  });
});

describe("a panel's message (spec 3 §2)", () => {
  const own = "https://shop.test";

  it("is read when it comes from the panel's own origin with action refreshCart", () => {
    expect(panelMessageAction({ origin: own, data: { action: "refreshCart" } }, own)).toBe("refreshCart");
  });

  it("is ignored from any other origin, and without a known action", () => {
    expect(panelMessageAction({ origin: "https://evil.test", data: { action: "refreshCart" } }, own)).toBeNull();
    expect(panelMessageAction({ origin: own, data: "refreshCart" }, own)).toBeNull();
    expect(panelMessageAction({ origin: own, data: { action: "deleteCart" } }, own)).toBeNull();
  });
});
