import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BACK_TO_TOP_MS, smoothScrollToTop } from "./layout/back-to-top";
import { BackToTop } from "./layout/BackToTop";
import { ScrollToTop } from "./layout/ScrollToTop";
import { showGlobalMessage } from "./messages/global-message";
import { GlobalMessageBar } from "./messages/GlobalMessageBar";
import { fakeFetch, renderWithProviders, testApiClient } from "./test-helpers";
import { ORIGINAL_BUCKET, useVariantBucket, VARIANT_ATTEMPTS, VARIANT_CACHE_KEY, VARIANT_INTERVAL_MS, variantBucket } from "./variant-test";
import { KitLink } from "@storefront/ui-kit/link";

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe("back to top (spec 1 §2.2)", () => {
  it("appears only after the page has scrolled", () => {
    renderWithProviders([{ path: "/", element: <BackToTop /> }]);
    expect(screen.queryByRole("button", { name: "Back to top" })).toBeNull();
    act(() => {
      window.scrollY = 800;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(screen.getByRole("button", { name: "Back to top" })).toBeInTheDocument();
    window.scrollY = 0;
  });

  it("scrolls smoothly to the top in 600 ms", async () => {
    let clock = 0;
    const positions: number[] = [];
    const done = smoothScrollToTop({
      from: 1200,
      now: () => clock,
      frame: (step) => setTimeout(() => step(clock), 16),
      scrollTo: (y) => positions.push(y),
    });
    for (let time = 0; time <= BACK_TO_TOP_MS; time += 16) {
      clock = time;
      await vi.advanceTimersByTimeAsync(16);
    }
    clock = BACK_TO_TOP_MS;
    await vi.advanceTimersByTimeAsync(32);
    await done;
    expect(positions[0]).toBe(1200);
    expect(positions.at(-1)).toBe(0);
    const halfway = positions[Math.floor(positions.length / 2)] ?? 0;
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(1200);
  });
});

describe("scroll to top on a new path (spec 1 §2.2)", () => {
  it("leaves the first page where the shopper scrolled it, and goes to the top when the path changes, not the query", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const { router } = renderWithProviders([
      { path: "/", element: <ScrollToTop /> },
      { path: "/stores", element: <ScrollToTop /> },
    ]);
    // Hydrating (or rendering) the first page scrolls nowhere.
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate("/stores"));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    await act(() => router.navigate("/stores?sort=name"));
    expect(scrollTo).toHaveBeenCalledOnce();
    scrollTo.mockRestore();
  });
});

describe("global message bar (spec 1 §4)", () => {
  // The bar's look is loaded with the first message; have it in the module cache, as a page would.
  beforeAll(() => import("@storefront/ui-kit/global-message"));

  function setup() {
    return renderWithProviders([
      { path: "/", element: <GlobalMessageBar /> },
      { path: "/stores", element: <GlobalMessageBar /> },
    ]);
  }

  it("shows a message event and hides it after 3 s", async () => {
    setup();
    await act(async () => showGlobalMessage({ type: "success", text: "Added to cart" }));
    expect(screen.getByRole("status")).toHaveTextContent("Added to cart");
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole("status")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("keeps a keepAlive message until the route changes or it is closed", async () => {
    const { router } = setup();
    await act(async () => showGlobalMessage({ type: "error", text: "Payment declined", keepAlive: true }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole("alert")).toHaveTextContent("Payment declined");
    await act(() => router.navigate("/stores"));
    expect(screen.queryByRole("alert")).toBeNull();
    await act(async () => showGlobalMessage({ type: "error", text: "Again", keepAlive: true }));
    fireEvent.click(screen.getByRole("button", { name: "Close message" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("variant test bucket (spec 1 §7, §8)", () => {
  const answer = (bucket: string, vu: string | null) =>
    fakeFetch({
      "POST /api/varianttest": () =>
        new Response(JSON.stringify({ testId: "t", bucket }), {
          headers: { "content-type": "application/json", ...(vu ? { "x-vu": vu } : {}) },
        }),
    });

  it("takes the bucket when the wau cookie matches the x-vu header, and caches it under currentTests", async () => {
    const outcome = await variantBucket(testApiClient(answer("b", "v1").fetch), "t", { cookie: () => "v1" });
    expect(outcome).toEqual({ bucket: "b", reason: "assigned" });
    expect(JSON.parse(localStorage.getItem(VARIANT_CACHE_KEY) ?? "{}")).toEqual({ t: "b" });
    expect(await variantBucket(testApiClient(answer("c", "v1").fetch), "t")).toEqual({ bucket: "b", reason: "cached" });
  });

  it("falls back to 'original' on a header mismatch", async () => {
    const track = vi.fn();
    const outcome = await variantBucket(testApiClient(answer("b", "other").fetch), "t", { cookie: () => "v1", track });
    expect(outcome.bucket).toBe(ORIGINAL_BUCKET);
    expect(track).toHaveBeenCalledWith("headerMismatch", "t");
  });

  it("tries the cookie 10 times, 300 ms apart, then falls back to 'original'", async () => {
    const cookie = vi.fn(() => null);
    const track = vi.fn();
    const pending = variantBucket(testApiClient(answer("b", "v1").fetch), "t", { cookie, track });
    await vi.advanceTimersByTimeAsync(VARIANT_ATTEMPTS * VARIANT_INTERVAL_MS);
    expect(await pending).toEqual({ bucket: ORIGINAL_BUCKET, reason: "noCookie" });
    expect(cookie).toHaveBeenCalledTimes(VARIANT_ATTEMPTS);
    expect(track).toHaveBeenCalledWith("noCookie", "t");
  });
});

describe("useVariantBucket (issue 45 item 11)", () => {
  function Bucket({ enabled = true }: { enabled?: boolean }) {
    return <p>Bucket: {useVariantBucket("search-suggestions", enabled)}</p>;
  }
  const answering = (bucket: string, vu: string) =>
    fakeFetch({
      "POST /api/varianttest": () =>
        new Response(JSON.stringify({ testId: "search-suggestions", bucket }), {
          headers: { "content-type": "application/json", "x-vu": vu },
        }),
      "POST /api/varianttest/failure": true,
    });
  afterEach(() => {
    document.cookie = "wau=; max-age=0; path=/";
  });

  it("shows 'original' until asked, then the assigned bucket, kept for the next page", async () => {
    document.cookie = "wau=visitor-1; path=/";
    const api = answering("products-first", "visitor-1");
    const page = renderWithProviders([{ path: "/", element: <Bucket enabled={false} /> }], { fetch: api.fetch });
    expect(screen.getByText("Bucket: original")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url.pathname === "/api/varianttest")).toEqual([]);
    page.unmount();
    renderWithProviders([{ path: "/", element: <Bucket /> }], { fetch: api.fetch });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText("Bucket: products-first")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(VARIANT_CACHE_KEY) ?? "{}")).toEqual({ "search-suggestions": "products-first" });
  });

  it("reports a fall-back to 'original' to the API (spec 1 §8)", async () => {
    document.cookie = "wau=visitor-1; path=/";
    const api = answering("products-first", "someone-else");
    renderWithProviders([{ path: "/", element: <Bucket /> }], { fetch: api.fetch });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText("Bucket: original")).toBeInTheDocument();
    expect(api.calls.find((call) => call.url.pathname === "/api/varianttest/failure")?.body).toEqual({
      testId: "search-suggestions",
      reason: "headerMismatch",
    });
  });
});

describe("kit links in the frame (spec 1 §2.2 internal links)", () => {
  it("navigates inside the app for app routes and loads other paths in full", () => {
    renderWithProviders([
      {
        path: "/",
        element: (
          <>
            <KitLink href="/stores">Stores</KitLink>
            <KitLink href="/legacy/page">Legacy</KitLink>
            <KitLink href="https://partner.example.com/x">Partner</KitLink>
          </>
        ),
      },
      { path: "/stores", element: <p>Stores page</p> },
    ]);
    fireEvent.click(screen.getByRole("link", { name: "Stores" }));
    expect(screen.getByText("Stores page")).toBeInTheDocument();
  });
});
