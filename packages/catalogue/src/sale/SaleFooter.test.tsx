import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NO_SALE, shellKeys } from "@storefront/api-client/content";
import { fakeApi, renderWithProviders, saleFixture } from "../test-helpers";
import { OffersTile } from "./OffersTile";
import { SaleFooter } from "./SaleFooter";
import { SALE_FOOTER_CLIP_PATH, SALE_FOOTER_DISMISSED_KEY, saleColour, saleTextColour } from "./sale-rules";

const MINUTE = 60_000;
const START = new Date("2026-11-24T09:00:00+11:00");

beforeEach(() => {
  localStorage.clear();
  // Only the clock is fake: Testing Library's waits keep their real timers.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

function renderFooter(sale: unknown = saleFixture()) {
  return renderWithProviders([{ path: "*", element: <SaleFooter /> }], { api: fakeApi({ "GET /api/promotion/sale": sale }).client });
}

describe("SaleFooter (spec 3 §2, §4, §9)", () => {
  it("shows the running sale in its colour, linking to the sale, with the footer banner cut by the clip path", async () => {
    renderFooter();
    const footer = await screen.findByRole("complementary", { name: "Summer Sale" });
    expect(footer).toHaveStyle({ backgroundColor: "#c4102b", color: "#ffffff" });
    expect(within(footer).getByRole("link", { name: /Summer Sale/ })).toHaveAttribute("href", "/sale");
    const image = footer.querySelector("img");
    expect(image).toHaveAttribute("src", "/api/images/sale/footer-banner.svg");
    expect(image).toHaveAttribute("alt", "");
    expect(SALE_FOOTER_CLIP_PATH).toMatch(/^polygon\(38% /);
  });

  it("stays dismissed for 1440 minutes, then shows again", async () => {
    const user = userEvent.setup();
    const first = renderFooter();
    await user.click(await screen.findByRole("button", { name: "Dismiss sale banner" }));
    expect(screen.queryByRole("complementary", { name: "Summer Sale" })).toBeNull();
    first.unmount();

    // A reload a minute short of a day later: still dismissed.
    vi.setSystemTime(START.getTime() + 1439 * MINUTE);
    const second = renderFooter();
    await waitFor(() => expect(second.queryClient.getQueryData(shellKeys.sale())).toMatchObject({ isSaleOn: true }));
    expect(screen.queryByRole("complementary", { name: "Summer Sale" })).toBeNull();
    second.unmount();

    // A day later: shown again.
    vi.setSystemTime(START.getTime() + 1440 * MINUTE);
    renderFooter();
    expect(await screen.findByRole("complementary", { name: "Summer Sale" })).toBeInTheDocument();
    expect(localStorage.getItem(SALE_FOOTER_DISMISSED_KEY)).toBeNull();
  });

  it("shows a new sale although the last one was dismissed", async () => {
    const user = userEvent.setup();
    const first = renderFooter();
    await user.click(await screen.findByRole("button", { name: "Dismiss sale banner" }));
    first.unmount();
    renderFooter(saleFixture({ name: "Winter Sale" }));
    expect(await screen.findByRole("complementary", { name: "Winter Sale" })).toBeInTheDocument();
  });

  it("shows nothing while no sale is on", async () => {
    const { queryClient } = renderFooter(NO_SALE);
    await waitFor(() => expect(queryClient.getQueryData(shellKeys.sale())).toMatchObject({ isSaleOn: false }));
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("uses the default colour for a colour that is no hex colour, and dark text on a light sale colour", () => {
    expect(saleColour({ colour: "red; background: url(x)" })).toBe("#c4102b");
    expect(saleColour({ colour: "#ffd100" })).toBe("#ffd100");
    expect(saleTextColour("#ffd100")).toBe("#1a1a1a");
    expect(saleTextColour("#c4102b")).toBe("#ffffff");
  });
});

describe("OffersTile (spec 3 §2)", () => {
  it("says 'Hot Offers' and 'Check out our daily hot deals' by default and leads to the sale while one is on", async () => {
    renderWithProviders([{ path: "*", element: <OffersTile /> }], {
      api: fakeApi({ "GET /api/promotion/sale": saleFixture({ url: "/sale/summer" }) }).client,
    });
    const tile = screen.getByRole("region", { name: "Hot Offers" });
    expect(tile).toHaveTextContent("Check out our daily hot deals");
    await waitFor(() => expect(within(tile).getByRole("link", { name: "Hot Offers" })).toHaveAttribute("href", "/sale/summer"));
  });

  it("leads to the promotions page without a sale, and takes other words", () => {
    renderWithProviders([{ path: "*", element: <OffersTile title="Daily deals" text="New every morning" /> }], {
      api: fakeApi({ "GET /api/promotion/sale": NO_SALE }).client,
    });
    const tile = screen.getByRole("region", { name: "Daily deals" });
    expect(tile).toHaveTextContent("New every morning");
    expect(within(tile).getByRole("link", { name: "Daily deals" })).toHaveAttribute("href", "/promotions");
  });
});
