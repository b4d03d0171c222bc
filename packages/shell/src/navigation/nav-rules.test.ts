import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { navbarFixture } from "../test-helpers";
import {
  CATEGORY_CLOSE_DELAY_MS,
  createHoverController,
  isNavbarCacheExpired,
  NAVBAR_CACHE_KEY,
  NAVBAR_CACHE_MS,
  nextStickyState,
  readNavbarCache,
  tapCategory,
  writeNavbarCache,
} from "./nav-rules";
import { useNavStore } from "./nav-store";
import { isScrollLocked } from "../util/scroll-lock";

const kitchen = navbarFixture.mainNav.categories[0]!;
const outdoor = navbarFixture.mainNav.categories[1]!;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("desktop category hover (spec 1 §4)", () => {
  it("opens a category with its first subcategory on enter", () => {
    const onChange = vi.fn();
    createHoverController(onChange).enter(kitchen);
    expect(onChange).toHaveBeenCalledWith({ category: "/c/kitchen", subCategory: "/c/kitchen/fridges" });
  });

  it("closes 100 ms after the pointer leaves, unless it comes back first", () => {
    const onChange = vi.fn();
    const hover = createHoverController(onChange);
    hover.enter(kitchen);
    hover.leave();
    vi.advanceTimersByTime(CATEGORY_CLOSE_DELAY_MS - 1);
    hover.enter(kitchen);
    vi.advanceTimersByTime(CATEGORY_CLOSE_DELAY_MS);
    expect(onChange).not.toHaveBeenCalledWith({ category: null, subCategory: null });

    hover.leave();
    vi.advanceTimersByTime(CATEGORY_CLOSE_DELAY_MS);
    expect(onChange).toHaveBeenLastCalledWith({ category: null, subCategory: null });
  });
});

describe("touch taps (spec 1 §4)", () => {
  it("opens on the first tap and closes on the second tap of a category with subcategories", () => {
    expect(tapCategory(null, kitchen, "/")).toEqual({ kind: "open", category: "/c/kitchen" });
    expect(tapCategory("/c/kitchen", kitchen, "/")).toEqual({ kind: "close" });
  });

  it("navigates for a category without subcategories, or closes and scrolls up when already there", () => {
    expect(tapCategory(null, outdoor, "/")).toEqual({ kind: "navigate", uri: "/c/outdoor" });
    expect(tapCategory(null, outdoor, "/c/outdoor/")).toEqual({ kind: "closeAndScrollTop" });
  });
});

describe("sticky nav on small screens", () => {
  it("waits out of sight when scrolling down, comes back scrolling up, and is static at the top", () => {
    expect(nextStickyState("static", 0, 400, 70)).toBe("waiting");
    expect(nextStickyState("waiting", 400, 300, 70)).toBe("scrollingUp");
    expect(nextStickyState("scrollingUp", 300, 200, 70)).toBe("floating");
    expect(nextStickyState("floating", 200, 40, 70)).toBe("static");
  });
});

describe("navbar cache (spec 1 §7: one hour, marker in local storage)", () => {
  it("is read until the marker passes, then needs a fetch", () => {
    const store = new Map<string, string>();
    const read = (key: string) => store.get(key) ?? null;
    expect(isNavbarCacheExpired(read, 0)).toBe(true);
    writeNavbarCache((key, value) => store.set(key, value), navbarFixture, 1000);
    expect(store.get(NAVBAR_CACHE_KEY)).toBe(String(1000 + NAVBAR_CACHE_MS));
    expect(readNavbarCache(read, 1000 + NAVBAR_CACHE_MS - 1)?.utilityLinks).toEqual(navbarFixture.utilityLinks);
    expect(readNavbarCache(read, 1000 + NAVBAR_CACHE_MS)).toBeNull();
    expect(isNavbarCacheExpired(read, 1000 + NAVBAR_CACHE_MS)).toBe(true);
  });
});

describe("nav store", () => {
  it("locks scrolling while a dropdown is open", () => {
    useNavStore.getState().setView("store");
    expect(isScrollLocked()).toBe(true);
    useNavStore.getState().setView("none");
    expect(isScrollLocked()).toBe(false);
  });

  it("resets the view and category stack and unlocks scrolling when the mobile nav closes", () => {
    const nav = useNavStore.getState();
    nav.openMobile();
    nav.pushCategory("/c/kitchen");
    nav.setView("search");
    expect(isScrollLocked()).toBe(true);
    nav.closeMobile();
    expect(useNavStore.getState()).toMatchObject({ mobileOpen: false, view: "none", categoryStack: [] });
    expect(isScrollLocked()).toBe(false);
  });
});
