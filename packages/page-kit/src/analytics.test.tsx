import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "@storefront/api-client/http";
import { ApiClientProvider } from "@storefront/api-client/react";
import { BrandProvider } from "@storefront/ui-kit/brand";
import { analyticsEvent, orderEventType, tagCurrency, useShopperAnalytics, useVisitEvent, useWidgetTracking } from "./analytics";
import { analyticsEventsSent, brandWith, fakeFetch } from "./testing";

describe("the analytics event body (spec 1 §3)", () => {
  it("carries the type, the trimmed query, the SKUs, the path and the repeat-user flag", () => {
    expect(analyticsEvent("search", { query: "  oven ", skus: ["OV-1", "OV-2"], url: "/search/oven" }, true)).toEqual({
      analyticsEventType: "search",
      query: "oven",
      productList: ["OV-1", "OV-2"],
      url: "/search/oven",
      isRepeatUser: true,
    });
  });

  it("leaves out what the API would refuse: malformed or repeated SKUs, a query string, an odd path", () => {
    const event = analyticsEvent("productClick", { skus: ["OV-1", "", null, "bad sku!", "OV-1"], url: "/p/oven?colour=red#top" }, false);
    expect(event).toEqual({ analyticsEventType: "productClick", productList: ["OV-1"], url: "/p/oven", isRepeatUser: false });
    expect(analyticsEvent("search", { query: "   ", url: "/search/<b>" }, false)).toEqual({
      analyticsEventType: "search",
      isRepeatUser: false,
    });
  });

  it("keeps the query and product list within the API's limits", () => {
    const skus = Array.from({ length: 150 }, (_, index) => `SKU-${index}`);
    const event = analyticsEvent("search", { query: "x".repeat(250), skus }, false);
    expect(event.query).toHaveLength(200);
    expect(event.productList).toHaveLength(100);
    expect(event.productList?.[0]).toBe("SKU-0");
  });

  it("names an order of one line productOrder and of several productMultiOrder", () => {
    expect(orderEventType(1)).toBe("productOrder");
    expect(orderEventType(2)).toBe("productMultiOrder");
  });
});

describe("the tags' currency (spec 2 §7, spec 3 §9)", () => {
  it("follows the countryCode setting: NZD for NZ, else AUD", () => {
    expect(tagCurrency("NZ", "AU")).toBe("NZD");
    expect(tagCurrency("AU", "NZ")).toBe("AUD");
  });

  it("falls back to the brand's country when the setting is missing", () => {
    expect(tagCurrency(undefined, "NZ")).toBe("NZD");
    expect(tagCurrency(undefined, "AU")).toBe("AUD");
  });
});

describe("useShopperAnalytics", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  function trackerOn(fetch: typeof globalThis.fetch) {
    const api = createApiClient({ brand: "wa", baseUrl: "http://shop.test", fetch });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BrandProvider brand={brandWith()}>
        <ApiClientProvider client={api}>
          <MemoryRouter initialEntries={["/search/oven?sort=price-asc"]}>{children}</MemoryRouter>
        </ApiClientProvider>
      </BrandProvider>
    );
    return renderHook(() => useShopperAnalytics(), { wrapper }).result.current;
  }

  it("posts the event with the page's path and this visit's repeat-user flag", async () => {
    const api = fakeFetch({ "POST /api/analytics/search": true });
    const track = trackerOn(api.fetch);
    await act(async () => track("search", { query: "oven", skus: ["OV-1"] }));
    // A later visit: the session's answer is gone, the shopper's mark stays.
    sessionStorage.clear();
    await act(async () => track("productClick", { skus: ["OV-1"] }));
    expect(analyticsEventsSent(api.sent)).toEqual([
      { analyticsEventType: "search", query: "oven", productList: ["OV-1"], url: "/search/oven", isRepeatUser: false },
      { analyticsEventType: "productClick", productList: ["OV-1"], url: "/search/oven", isRepeatUser: true },
    ]);
  });

  it("ignores a failed or refused call", async () => {
    const refused = fakeFetch({ "POST /api/analytics/search": new Response("{}", { status: 500 }) });
    const track = trackerOn(refused.fetch);
    expect(() => track("productAddToCart", { skus: ["OV-1"] })).not.toThrow();
    const offline = trackerOn(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(() => offline("productAddToCart", { skus: ["OV-1"] })).not.toThrow();
    await vi.waitFor(() => expect(analyticsEventsSent(refused.sent)).toHaveLength(1));
  });
});

describe("the visit event and widget tracking (issue 45 item 11)", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  function wrapperOn(fetch: typeof globalThis.fetch, path = "/c/kitchen") {
    const api = createApiClient({ brand: "wa", baseUrl: "http://shop.test", fetch });
    return function Wrapper({ children }: { children: ReactNode }) {
      return (
        <BrandProvider brand={brandWith()}>
          <ApiClientProvider client={api}>
            <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          </ApiClientProvider>
        </BrandProvider>
      );
    };
  }

  it("sends 'visit' once per visit, from the page the shopper lands on, and again on a later visit", async () => {
    const api = fakeFetch({ "POST /api/analytics/search": true });
    const first = renderHook(() => useVisitEvent(), { wrapper: wrapperOn(api.fetch) });
    // Another page and a reload of the same visit: no second event.
    first.rerender();
    renderHook(() => useVisitEvent(), { wrapper: wrapperOn(api.fetch, "/p/oven") });
    await vi.waitFor(() => expect(analyticsEventsSent(api.sent)).toHaveLength(1));
    expect(analyticsEventsSent(api.sent)[0]).toEqual({ analyticsEventType: "visit", url: "/c/kitchen", isRepeatUser: false });
    // A later visit (a new browser session): a repeat user's visit.
    sessionStorage.clear();
    renderHook(() => useVisitEvent(), { wrapper: wrapperOn(api.fetch, "/") });
    await vi.waitFor(() => expect(analyticsEventsSent(api.sent)).toHaveLength(2));
    expect(analyticsEventsSent(api.sent)[1]).toEqual({ analyticsEventType: "visit", url: "/", isRepeatUser: true });
  });

  it("posts a widget's use with the page's path, and ignores a refusal", async () => {
    const api = fakeFetch({ "POST /api/analytics/widget": new Response("{}", { status: 500 }) });
    const track = renderHook(() => useWidgetTracking(), { wrapper: wrapperOn(api.fetch, "/p/oven?colour=red") }).result.current;
    expect(() => track("chat", "opened")).not.toThrow();
    await vi.waitFor(() => expect(api.sent.filter((entry) => entry.call === "POST /api/analytics/widget")).toHaveLength(1));
    expect(api.sent.find((entry) => entry.call === "POST /api/analytics/widget")?.body).toEqual({
      widget: "chat",
      action: "opened",
      url: "/p/oven",
    });
  });
});
