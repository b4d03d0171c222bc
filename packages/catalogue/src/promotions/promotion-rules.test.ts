import { describe, expect, it } from "vitest";
import { isNewPromotion, NEW_PROMOTION_DAYS, newPromotionsFirst } from "./promotion-rules";

const running = (startsOn: string, slug = startsOn) => ({ slug, startsOn, isActive: true });

describe("new promotions (NewPromotionsEnabled, issue 45 item 8)", () => {
  it("calls a running promotion new for its first 7 days, from its first day", () => {
    expect(NEW_PROMOTION_DAYS).toBe(7);
    expect(isNewPromotion(running("2026-11-24"), "2026-11-24")).toBe(true);
    expect(isNewPromotion(running("2026-11-18"), "2026-11-24")).toBe(true);
    expect(isNewPromotion(running("2026-11-17"), "2026-11-24")).toBe(false);
    expect(isNewPromotion(running("2026-11-25"), "2026-11-24")).toBe(false);
    expect(isNewPromotion({ startsOn: "2026-11-24", isActive: false }, "2026-11-24")).toBe(false);
    expect(isNewPromotion(running("not a date"), "2026-11-24")).toBe(false);
  });

  it("puts the new promotions first, each group in its order", () => {
    const list = [
      running("2026-10-01", "old-a"),
      running("2026-11-22", "new-a"),
      running("2026-10-02", "old-b"),
      running("2026-11-20", "new-b"),
    ];
    expect(newPromotionsFirst(list, "2026-11-24").map((promotion) => promotion.slug)).toEqual(["new-a", "new-b", "old-a", "old-b"]);
  });
});
