import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@storefront/page-kit/testing";
import type { DeliveryDate } from "../form/checkout-values";
import { DeliveryCalendar } from "./DeliveryCalendar";

const today: DeliveryDate = [2026, 11, 24];
const availability = [
  { date: [2026, 11, 26] as DeliveryDate, price: 49, available: true },
  { date: [2026, 11, 27] as DeliveryDate, price: 0, available: false },
  { date: [2026, 12, 3] as DeliveryDate, price: 0, available: true },
];

function renderCalendar(onSelect = vi.fn()) {
  renderWithProviders([
    { path: "/", element: <DeliveryCalendar availability={availability} selected={null} today={today} onSelect={onSelect} /> },
  ]);
  return onSelect;
}

describe("the delivery calendar", () => {
  it("opens on the first available day's month with the previous-month button disabled", async () => {
    renderCalendar();
    expect(await screen.findByRole("heading", { name: "November 2026" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous month" })).toBeDisabled();
  });

  it("chooses an available day and ignores an unavailable one", async () => {
    const user = userEvent.setup();
    const onSelect = renderCalendar();
    const grid = await screen.findByRole("grid");
    await user.click(within(grid).getByRole("button", { name: /27 November 2026/ }));
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(within(grid).getByRole("button", { name: /26 November 2026/ }));
    expect(onSelect).toHaveBeenCalledWith([2026, 11, 26], availability[0]);
  });

  it("moves by keyboard: a week down with the down arrow, into the next month, and chooses with Enter", async () => {
    const user = userEvent.setup();
    const onSelect = renderCalendar();
    const grid = await screen.findByRole("grid");
    within(grid)
      .getByRole("button", { name: /26 November 2026/ })
      .focus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("heading", { name: "December 2026" })).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName(/3 December 2026/);
    await user.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledWith([2026, 12, 3], availability[2]);
  });
});
