import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Promotion } from "@storefront/api-client/catalogue";
import { shopToday } from "@storefront/validation/dates";
import { mainBrand, renderWithProviders } from "../test-helpers";
import { PromotionGrid } from "./PromotionCard";
import { NEW_PROMOTION_LABEL } from "./promotion-rules";

const today = shopToday(mainBrand);
const daysAgo = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

function promotion(slug: string, title: string, startsOn: string): Promotion {
  return {
    slug,
    title,
    summary: `${title} on selected products.`,
    terms: "",
    ribbon: "bonus",
    startsOn,
    endsOn: "2099-12-31",
    uri: `/promotion/${slug}`,
    isActive: true,
  };
}

const promotions = [promotion("laundry-days", "Laundry Days", daysAgo(30)), promotion("kitchen-event", "Kitchen Event", daysAgo(2))];

function renderGrid(settings: Record<string, string>) {
  renderWithProviders([{ path: "/", element: <PromotionGrid promotions={promotions} min={240} label="Current promotions" /> }], {
    settings,
  });
  return within(screen.getByRole("list", { name: "Current promotions" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

describe("PromotionGrid and NewPromotionsEnabled (spec 3 §3, issue 45 item 8)", () => {
  it("puts a promotion in its first week first, marked 'New this week', where the flag is on", () => {
    const cards = renderGrid({ NewPromotionsEnabled: "true" });
    expect(cards[0]).toContain("Kitchen Event");
    expect(cards[0]).toContain(NEW_PROMOTION_LABEL);
    expect(cards[1]).toContain("Laundry Days");
    expect(cards[1]).not.toContain(NEW_PROMOTION_LABEL);
  });

  it("keeps the API's order and marks none where the flag is off", () => {
    const cards = renderGrid({ NewPromotionsEnabled: "false" });
    expect(cards[0]).toContain("Laundry Days");
    expect(screen.queryByText(NEW_PROMOTION_LABEL)).toBeNull();
  });
});
