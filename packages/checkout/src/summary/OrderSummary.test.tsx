import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { brandWith, renderWithProviders } from "@storefront/page-kit/testing";
import type { Cart } from "@storefront/api-client/cart";
import { cartFixture } from "../test-helpers";
import { OrderSummary } from "./OrderSummary";

const [freezer] = cartFixture.products;
if (!freezer) throw new Error("the cart fixture has a product");

/** spec 2 §2 "Cart line display": a line with every part the spec lists. */
const cart: Cart = {
  ...cartFixture,
  products: [
    {
      ...freezer,
      image: "/api/images/product/KOR-FR1115/1.svg?size=thumb",
      ribbonType: "sale",
      promoId: "spring-kitchen-event",
      promoTitle: "Spring Kitchen Event",
      condition: "Cosmetic Imperfection",
      missingParts: "Missing parts: shelf",
    },
    {
      ...freezer,
      productCode: "line-2",
      sku: "IRB-OV600",
      title: "Ironbark 60cm Pyrolytic Oven",
      brand: "Ironbark",
      available: false,
      image: null,
      ribbonType: "not-a-ribbon",
    },
  ],
  rewards: [
    {
      ...freezer,
      productCode: "reward-1",
      sku: "BONUS-TRAY",
      title: "Baking tray",
      price: 0,
      promoId: "spring-kitchen-event",
      promoTitle: "Spring Kitchen Event",
    },
  ],
};

function renderSummary({ showRibbons = true } = {}) {
  return renderWithProviders(
    [
      {
        path: "/",
        element: <OrderSummary cart={cart} delivery={null} extras={[]} orderTotal={2000} email="" onEditCart={() => undefined} />,
      },
    ],
    { brand: brandWith({ showRibbons }), settings: { proformaShippingBrands: "Ironbark, Emberline" } },
  );
}

function line(title: string): HTMLElement {
  const item = screen.getByText(title).closest("li");
  if (!item) throw new Error(`no line for ${title}`);
  return item;
}

describe("the order summary's lines (issue 44 item 7)", () => {
  it("shows each line's image, availability, ribbon, condition, missing parts and promotion", () => {
    renderSummary();
    const freezerLine = within(line("Korrin Series 4 380L Upright Freezer"));
    expect(freezerLine.getByRole("presentation")).toHaveAttribute("src", "/api/images/product/KOR-FR1115/1.svg?size=thumb");
    expect(freezerLine.getByText("Available")).toBeInTheDocument();
    expect(freezerLine.getByText("Sale")).toBeInTheDocument();
    expect(freezerLine.getByText("Qty 1 · Cosmetic Imperfection · Missing parts: shelf")).toBeInTheDocument();
    expect(freezerLine.getByRole("link", { name: "Part of Spring Kitchen Event" })).toHaveAttribute(
      "href",
      "/promotion/spring-kitchen-event",
    );
    expect(freezerLine.queryByText("Delivered by the supplier")).not.toBeInTheDocument();
  });

  it("flags a proforma brand's line as delivered by the supplier and an unorderable one as no longer available", () => {
    renderSummary();
    const oven = within(line("Ironbark 60cm Pyrolytic Oven"));
    expect(oven.getByText("Delivered by the supplier")).toBeInTheDocument();
    expect(oven.getByText("No longer available")).toBeInTheDocument();
    expect(oven.queryByRole("presentation")).not.toBeInTheDocument();
    expect(oven.queryByRole("link")).not.toBeInTheDocument();
  });

  it("names the promotion that gave a reward", () => {
    renderSummary();
    expect(within(line("Baking tray")).getByRole("link", { name: "Bonus with Spring Kitchen Event" })).toBeInTheDocument();
  });

  it("leaves the ribbon out where the brand shows no ribbons", () => {
    renderSummary({ showRibbons: false });
    expect(within(line("Korrin Series 4 380L Upright Freezer")).queryByText("Sale")).not.toBeInTheDocument();
  });
});
