import type { Navbar } from "@storefront/api-client/content";

/** spec 1 §2.9: the navigation's views. */
export type NavView = "none" | "search" | "cart" | "store" | "contactUs" | "account";

/** spec 1 §9: a hovered category closes 100 ms after the pointer leaves. */
export const CATEGORY_CLOSE_DELAY_MS = 100;
/** spec 1 §9: the navigation is cached for one hour. */
export const NAVBAR_CACHE_MS = 60 * 60 * 1000;
/** The local-storage marker of the navigation cache (spec 1 §7: refetched after one hour). */
export const NAVBAR_CACHE_KEY = "navbarCacheExpiry";
export const NAVBAR_DATA_KEY = "navbarCacheData";

export type NavCategory = Navbar["mainNav"]["categories"][number];

export interface HoverTarget {
  category: string | null;
  subCategory: string | null;
}

/**
 * Desktop hover (spec 1 §4): entering a category opens it with its first subcategory; leaving
 * closes it after 100 ms unless the pointer comes back first. Timers only, no React.
 */
export function createHoverController(onChange: (target: HoverTarget) => void, delay = CATEGORY_CLOSE_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    enter(category: NavCategory) {
      clearTimeout(timer);
      onChange({ category: category.uri, subCategory: category.subCategories[0]?.uri ?? null });
    },
    leave() {
      clearTimeout(timer);
      timer = setTimeout(() => onChange({ category: null, subCategory: null }), delay);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}

export type TapOutcome =
  { kind: "open"; category: string } | { kind: "close" } | { kind: "navigate"; uri: string } | { kind: "closeAndScrollTop" };

/**
 * Touch and mobile (spec 1 §4): a first tap opens a category with subcategories, a second tap on
 * the same one closes it; a category without subcategories navigates to its uri, or, when the
 * shopper is already there, closes the nav and scrolls up.
 */
export function tapCategory(
  openCategory: string | null,
  category: Pick<NavCategory, "uri" | "subCategories">,
  currentPath: string,
): TapOutcome {
  if (category.subCategories.length > 0) {
    return openCategory === category.uri ? { kind: "close" } : { kind: "open", category: category.uri };
  }
  const here = currentPath.replace(/\/+$/, "") === category.uri.replace(/\/+$/, "");
  return here ? { kind: "closeAndScrollTop" } : { kind: "navigate", uri: category.uri };
}

/** spec 1 §4: the sticky nav on small screens tracks scrolling up, floating and waiting. */
export type StickyState = "static" | "waiting" | "scrollingUp" | "floating";

/**
 * Where the nav is after a scroll on a small screen: at the top it is static; scrolling down
 * past the nav it waits out of sight; scrolling up brings it back (scrollingUp, then floating
 * once it is fully shown and the shopper keeps still or keeps going up).
 */
export function nextStickyState(state: StickyState, previousY: number, y: number, navHeight: number): StickyState {
  if (y <= navHeight) return "static";
  if (y > previousY) return "waiting";
  if (y < previousY) return state === "waiting" || state === "static" ? "scrollingUp" : "floating";
  return state;
}

export interface NavbarCache {
  navbar: Navbar;
  expiresAt: number;
}

/** The cached navigation while its marker is in the future; null once it has expired. */
export function readNavbarCache(read: (key: string) => string | null, now: number): Navbar | null {
  const expiry = Number(read(NAVBAR_CACHE_KEY));
  if (!Number.isFinite(expiry) || expiry <= now) return null;
  try {
    const text = read(NAVBAR_DATA_KEY);
    return text ? (JSON.parse(text) as Navbar) : null;
  } catch {
    return null;
  }
}

export function writeNavbarCache(write: (key: string, value: string) => void, navbar: Navbar, now: number): void {
  write(NAVBAR_DATA_KEY, JSON.stringify(navbar));
  write(NAVBAR_CACHE_KEY, String(now + NAVBAR_CACHE_MS));
}

/** The navigation needs fetching when no marker exists or it has passed. */
export function isNavbarCacheExpired(read: (key: string) => string | null, now: number): boolean {
  const expiry = Number(read(NAVBAR_CACHE_KEY));
  return !Number.isFinite(expiry) || expiry <= now;
}
