import { describe, expect, it } from "vitest";
import {
  initialNewsletterState,
  isNewsletterDue,
  isNewsletterPage,
  markNewsletterSubscribed,
  NEWSLETTER_EXPIRY_KEY,
  NEWSLETTER_SUBSCRIPTION_KEY,
  NEWSLETTER_SUPPRESS_MS,
  newsletterReducer,
  suppressNewsletter,
  type NewsletterEvent,
} from "./newsletter-machine";

function memory() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map };
}

const run = (events: NewsletterEvent[]) => events.reduce(newsletterReducer, initialNewsletterState);

describe("newsletter state machine (spec 1 §4)", () => {
  it("goes from hidden to minimised when due, and expands on a click", () => {
    expect(run([{ type: "check", showable: true }]).status).toBe("minimised");
    expect(run([{ type: "check", showable: true }, { type: "expand" }]).status).toBe("expanded");
    expect(run([{ type: "check", showable: false }]).status).toBe("hidden");
  });

  it("expands once after more than 250 px of scrolling from the first position", () => {
    const minimised = run([{ type: "check", showable: true }]);
    expect(newsletterReducer(minimised, { type: "scrolled", distance: 250 }).status).toBe("minimised");
    const expanded = newsletterReducer(minimised, { type: "scrolled", distance: 251 });
    expect(expanded.status).toBe("expanded");
    const closed = newsletterReducer(expanded, { type: "close" });
    expect(closed.status).toBe("minimised");
    expect(newsletterReducer(closed, { type: "scrolled", distance: 900 }).status).toBe("minimised");
  });

  it("minimises an expanded popup on close, and hides a minimised one", () => {
    const expanded = run([{ type: "check", showable: true }, { type: "expand" }]);
    const minimised = newsletterReducer(expanded, { type: "close" });
    expect(minimised.status).toBe("minimised");
    expect(newsletterReducer(minimised, { type: "close" }).status).toBe("hidden");
  });

  it("shows thanks after a signup, then hides", () => {
    const thanks = run([{ type: "check", showable: true }, { type: "expand" }, { type: "subscribed" }]);
    expect(thanks.status).toBe("thanks");
    expect(newsletterReducer(thanks, { type: "check", showable: false }).status).toBe("thanks");
    expect(newsletterReducer(thanks, { type: "thanksElapsed" }).status).toBe("hidden");
  });
});

describe("newsletter storage rules", () => {
  it("is due when not subscribed and the 7-day suppression has passed", () => {
    const storage = memory();
    expect(isNewsletterDue(storage, 0)).toBe(true);
    suppressNewsletter(storage, 1000);
    expect(storage.map.get(NEWSLETTER_SUBSCRIPTION_KEY)).toBe("false");
    expect(storage.map.get(NEWSLETTER_EXPIRY_KEY)).toBe(String(1000 + NEWSLETTER_SUPPRESS_MS));
    expect(isNewsletterDue(storage, 1000 + NEWSLETTER_SUPPRESS_MS - 1)).toBe(false);
    expect(isNewsletterDue(storage, 1000 + NEWSLETTER_SUPPRESS_MS)).toBe(true);
    markNewsletterSubscribed(storage);
    expect(isNewsletterDue(storage, Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it("shows on desktop only, never on excluded pages, and with compare products only on home or compare", () => {
    expect(isNewsletterPage({ pageType: "generic", desktop: true, compareCount: 0 })).toBe(true);
    expect(isNewsletterPage({ pageType: "generic", desktop: false, compareCount: 0 })).toBe(false);
    for (const pageType of ["checkout", "brandPage", "categoryPage", "product", "contactUs"] as const) {
      expect(isNewsletterPage({ pageType, desktop: true, compareCount: 0 })).toBe(false);
    }
    expect(isNewsletterPage({ pageType: "generic", desktop: true, compareCount: 1 })).toBe(false);
    expect(isNewsletterPage({ pageType: "homepage", desktop: true, compareCount: 1 })).toBe(true);
    expect(isNewsletterPage({ pageType: "productComparison", desktop: true, compareCount: 2 })).toBe(true);
  });
});
