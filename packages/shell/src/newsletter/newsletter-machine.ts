import type { PageType } from "@storefront/page-kit/page-types";

/** spec 1 §9: local keys, the 24 h re-check, the 7-day suppression, the 250 px scroll trigger, thanks for 4 s. */
export const NEWSLETTER_SUBSCRIPTION_KEY = "waNewsletterSubscription";
export const NEWSLETTER_EXPIRY_KEY = "waNewsletterSubscriptionExpiry";
export const NEWSLETTER_RECHECK_MS = 24 * 60 * 60 * 1000;
export const NEWSLETTER_SUPPRESS_MS = 7 * 24 * 60 * 60 * 1000;
export const NEWSLETTER_SCROLL_TRIGGER_PX = 250;
export const NEWSLETTER_THANKS_MS = 4000;

/** spec 1 §4: never on checkout, brand, category, product and ask-an-expert pages. */
export const NEWSLETTER_EXCLUDED_PAGES: ReadonlySet<PageType> = new Set(["checkout", "brandPage", "categoryPage", "product", "contactUs"]);

export type NewsletterStatus = "hidden" | "minimised" | "expanded" | "thanks";

export interface NewsletterState {
  status: NewsletterStatus;
  /** The scroll trigger fires once per page view. */
  scrollTriggered: boolean;
}

export const initialNewsletterState: NewsletterState = { status: "hidden", scrollTriggered: false };

export type NewsletterEvent =
  | { type: "check"; showable: boolean }
  | { type: "expand" }
  | { type: "scrolled"; distance: number }
  | { type: "close" }
  | { type: "subscribed" }
  | { type: "thanksElapsed" };

interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** spec 1 §4: shown while not subscribed and once the suppression expiry has passed. */
export function isNewsletterDue(storage: Storage, now: number): boolean {
  if (storage.getItem(NEWSLETTER_SUBSCRIPTION_KEY) === "true") return false;
  const expiry = Number(storage.getItem(NEWSLETTER_EXPIRY_KEY));
  return !storage.getItem(NEWSLETTER_EXPIRY_KEY) || !Number.isFinite(expiry) || expiry <= now;
}

/** Desktop widths only; not on excluded pages; with compare products only on home or compare. */
export function isNewsletterPage(input: { pageType: PageType | undefined; desktop: boolean; compareCount: number }): boolean {
  if (!input.desktop) return false;
  if (input.pageType && NEWSLETTER_EXCLUDED_PAGES.has(input.pageType)) return false;
  if (input.compareCount > 0) return input.pageType === "homepage" || input.pageType === "productComparison";
  return true;
}

/** Dismissing the minimised popup suppresses it for 7 days. */
export function suppressNewsletter(storage: Storage, now: number): void {
  storage.setItem(NEWSLETTER_SUBSCRIPTION_KEY, "false");
  storage.setItem(NEWSLETTER_EXPIRY_KEY, String(now + NEWSLETTER_SUPPRESS_MS));
}

export function markNewsletterSubscribed(storage: Storage): void {
  storage.setItem(NEWSLETTER_SUBSCRIPTION_KEY, "true");
}

/** The popup's state machine (spec 1 §4). Storage effects are the caller's (see the helpers above). */
export function newsletterReducer(state: NewsletterState, event: NewsletterEvent): NewsletterState {
  switch (event.type) {
    case "check":
      if (state.status === "thanks") return state;
      if (!event.showable) return state.status === "hidden" ? state : { ...state, status: "hidden" };
      return state.status === "hidden" ? { ...state, status: "minimised" } : state;
    case "expand":
      return state.status === "minimised" ? { ...state, status: "expanded" } : state;
    case "scrolled":
      if (state.scrollTriggered || state.status !== "minimised" || event.distance <= NEWSLETTER_SCROLL_TRIGGER_PX) return state;
      return { status: "expanded", scrollTriggered: true };
    case "close":
      if (state.status === "expanded") return { ...state, status: "minimised" };
      return state.status === "hidden" ? state : { ...state, status: "hidden" };
    case "subscribed":
      return { ...state, status: "thanks" };
    case "thanksElapsed":
      return state.status === "thanks" ? { ...state, status: "hidden" } : state;
    default:
      return state;
  }
}
