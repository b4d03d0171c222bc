import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MEMBER_PRICE_TEXTS } from "@storefront/ui-kit/member-price";
import { fakeApi, productSummary, renderWithProviders } from "../test-helpers";
import { ProductGrid } from "./ProductGrid";

const products = [
  productSummary({ sku: "KOR-FR1", title: "Korrin Fridge One", memberPrice: 1799 }),
  productSummary({ sku: "KOR-FR2", title: "Korrin Fridge Two", memberPrice: null }),
];

const renderGrid = (settings: Record<string, string>) =>
  renderWithProviders([{ path: "*", element: <ProductGrid products={products} label="Fridges" /> }], {
    path: "/c/kitchen",
    api: fakeApi({}).client,
    settings,
  });

const card = (title: string) => screen.getByRole("heading", { name: title }).closest("article") as HTMLElement;

describe("the listing's deals club prices (issue 45 item 3)", () => {
  it("shows a member offer on its card, and none on a product without one, where dealsClubEnabled is on", () => {
    renderGrid({ dealsClubEnabled: "true" });
    expect(within(card("Korrin Fridge One")).getByText(MEMBER_PRICE_TEXTS.price)).toBeInTheDocument();
    expect(within(card("Korrin Fridge One")).getByText("$1,799")).toBeInTheDocument();
    expect(within(card("Korrin Fridge Two")).queryByText(MEMBER_PRICE_TEXTS.price)).toBeNull();
  });

  it("shows no member price where dealsClubEnabled is off", () => {
    renderGrid({ dealsClubEnabled: "false" });
    expect(screen.queryByText(MEMBER_PRICE_TEXTS.price)).toBeNull();
  });
});
