import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, renderWithProviders, testApiClient } from "../test-helpers";
import { AlertBanner } from "./AlertBanner";
import { ALERT_CACHE_KEY, ALERT_CLOSED_COOKIE, ALERT_RECHECK_KEY, ALERT_RECHECK_MS, isAlertClosed } from "./alert-banner-rules";
import { LandingBanner } from "./LandingBanner";
import { Breadcrumbs } from "../layout/Breadcrumbs";

const banner = {
  bannerURL: "/s/delivery",
  backgroundColor: "#1d3557",
  desktopContent: "<p><strong>Free delivery</strong> over $99</p>",
  mobileContent: "<p>Free delivery</p>",
};

describe("alert banner (spec 1 §2.4, §4, §9)", () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = `${ALERT_CLOSED_COOKIE}=; Max-Age=0; Path=/`;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  function render(answer: unknown) {
    let current = answer;
    const api = fakeFetch({ "GET /api/alertBanner": () => current });
    renderWithProviders([{ path: "/", element: <AlertBanner /> }], { api: testApiClient(api.fetch) });
    return {
      api,
      set: (next: unknown) => (current = next),
      fetches: () => api.calls.filter((call) => call.url.pathname === "/api/alertBanner").length,
    };
  }

  it("shows the sanitised banner linking to bannerURL and caches it", async () => {
    render({ ...banner, desktopContent: '<p>Sale<script>bad()</script><a href="java\tscript:bad()">now</a></p>' });
    await act(() => vi.advanceTimersByTimeAsync(10));
    // The browser loads the sanitiser on demand before it shows a banner it read itself.
    const region = await vi.waitFor(() => screen.getByRole("region", { name: "Announcement" }), { timeout: 10_000 });
    expect(region).toHaveTextContent("Salenow");
    expect(region.querySelector("script")).toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("link")).toHaveAttribute("href", "/s/delivery");
    expect(JSON.parse(localStorage.getItem(ALERT_CACHE_KEY) ?? "null")).toMatchObject({ bannerURL: "/s/delivery" });
  });

  it("closing clears the banner and its cache", async () => {
    render(banner);
    await act(() => vi.advanceTimersByTimeAsync(10));
    fireEvent.click(screen.getByRole("button", { name: "Close announcement" }));
    expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
    expect(localStorage.getItem(ALERT_CACHE_KEY)).toBeNull();
  });

  it("removes the cache after an empty answer and checks again 10 minutes later", async () => {
    localStorage.setItem(ALERT_CACHE_KEY, JSON.stringify(banner));
    const harness = render(null);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(localStorage.getItem(ALERT_CACHE_KEY)).toBeNull();
    expect(Number(localStorage.getItem(ALERT_RECHECK_KEY))).toBe(Date.now() - 10 + ALERT_RECHECK_MS);
    expect(harness.fetches()).toBe(1);
    harness.set(banner);
    await act(() => vi.advanceTimersByTimeAsync(ALERT_RECHECK_MS - 20));
    expect(harness.fetches()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(harness.fetches()).toBe(2);
    expect(screen.getByRole("region", { name: "Announcement" })).toBeInTheDocument();
  });

  it("shows the cached banner without fetching before the re-check time", async () => {
    localStorage.setItem(ALERT_CACHE_KEY, JSON.stringify(banner));
    localStorage.setItem(ALERT_RECHECK_KEY, String(Date.now() + 60_000));
    const harness = render(null);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(harness.fetches()).toBe(0);
    expect(screen.getByRole("region", { name: "Announcement" })).toBeInTheDocument();
  });

  function renderServerRead(serverBanner: unknown, answer: unknown = null) {
    const api = fakeFetch({ "GET /api/alertBanner": () => answer });
    renderWithProviders(
      [
        {
          id: "root",
          path: "/",
          loader: () => ({ companyName: "Wattle & Ash", settings: {}, alertBanner: serverBanner }),
          HydrateFallback: () => null,
          element: <AlertBanner />,
        },
      ],
      { api: testApiClient(api.fetch) },
    );
    return { fetches: () => api.calls.filter((call) => call.url.pathname === "/api/alertBanner").length };
  }

  it("shows the banner the root loader read on the server, caching it without a second fetch", async () => {
    const harness = renderServerRead(banner, null);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole("region", { name: "Announcement" })).toHaveTextContent("Free delivery over $99");
    expect(harness.fetches()).toBe(0);
    expect(JSON.parse(localStorage.getItem(ALERT_CACHE_KEY) ?? "null")).toMatchObject({ bannerURL: "/s/delivery" });
    // The browser re-checks 10 minutes on (spec 1 §9), and an empty answer takes the banner away.
    await act(() => vi.advanceTimersByTimeAsync(ALERT_RECHECK_MS));
    expect(harness.fetches()).toBe(1);
    expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
  });

  it("closing tells the server too, until the re-check time", async () => {
    renderServerRead(banner);
    await act(() => vi.advanceTimersByTimeAsync(10));
    fireEvent.click(screen.getByRole("button", { name: "Close announcement" }));
    expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
    expect(isAlertClosed(document.cookie)).toBe(true);
    expect(localStorage.getItem(ALERT_CACHE_KEY)).toBeNull();
  });

  it("treats a failed fetch like an empty one", async () => {
    const harness = render(new Response("{}", { status: 500 }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(harness.fetches()).toBe(1);
    expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
    expect(localStorage.getItem(ALERT_RECHECK_KEY)).not.toBeNull();
  });
});

describe("landing banner and breadcrumbs", () => {
  const masthead = {
    mastheadHeading: "Virtual tours",
    mastheadText: "Walk our stores from home",
    subTitles: ["Twelve stores", "Any time"],
    mastheadBg: { src: "/img/tour.jpg", alt: "", mediaSet: [{ source: "/img/tour-small.jpg", media: "(max-width: 767px)" }] },
    mastheadBtn: [
      { type: "link" as const, txt: "Launch", href: "/virtual-tour" },
      { type: "external link" as const, txt: "Partner", href: "https://example.com" },
      { type: "search" as const, txt: "Search" },
    ],
    breadcrumbs: [
      { name: "Stores", uri: "/stores" },
      { name: "Virtual tours", uri: "/virtual-tour" },
    ],
  };

  it("renders heading, text, sub-titles, a responsive image and the button types", () => {
    renderWithProviders([{ path: "/", element: <LandingBanner />, handle: { masthead } }]);
    expect(screen.getByRole("heading", { level: 1, name: "Virtual tours" })).toBeInTheDocument();
    expect(screen.getByText("Twelve stores")).toBeInTheDocument();
    expect(document.querySelector("picture source")).toHaveAttribute("media", "(max-width: 767px)");
    expect(screen.getByRole("link", { name: "Launch" })).toHaveAttribute("href", "/virtual-tour");
    expect(screen.getByRole("link", { name: "Partner" })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("button", { name: "Search" })).toBeInTheDocument();
  });

  it("plays a video background", () => {
    renderWithProviders([
      { path: "/", element: <LandingBanner />, handle: { masthead: { ...masthead, mastheadBg: { src: "/v/tour.mp4" } } } },
    ]);
    expect(document.querySelector("video")).not.toBeNull();
  });

  it("tracks the video shown once when it plays (spec 3 §9), however often it resumes", async () => {
    const api = fakeFetch({ "POST /api/analytics/widget": true });
    renderWithProviders(
      [{ path: "/", element: <LandingBanner />, handle: { masthead: { ...masthead, mastheadBg: { src: "/v/tour.mp4" } } } }],
      { fetch: api.fetch },
    );
    const video = document.querySelector("video");
    if (!video) throw new Error("no video");
    fireEvent.playing(video);
    fireEvent.playing(video);
    await waitFor(() => expect(api.calls.filter((call) => call.url.pathname === "/api/analytics/widget")).toHaveLength(1));
    expect(api.calls.find((call) => call.url.pathname === "/api/analytics/widget")?.body).toEqual({
      widget: "video",
      action: "shown",
      url: "/",
    });
  });

  it("lists the breadcrumbs with Home first and the current page last", () => {
    renderWithProviders([{ path: "/", element: <Breadcrumbs />, handle: { masthead } }]);
    const trail = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(trail).toHaveTextContent("HomeStoresVirtual tours");
    expect(screen.getByText("Virtual tours")).toHaveAttribute("aria-current", "page");
  });
});
