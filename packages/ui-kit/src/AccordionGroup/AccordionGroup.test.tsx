import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test-helpers";
import { AccordionGroup, type AccordionItem } from "./AccordionGroup";

const items: AccordionItem[] = [
  { id: "coupon", title: "Have a coupon?", content: <p>Enter your gift card or coupon code.</p> },
  { id: "delivery", title: "Delivery options", content: <p>Delivered by our own trucks.</p> },
  { id: "returns", title: "Returns", content: <p>30 days change-of-mind.</p> },
];

describe("AccordionGroup", () => {
  it("starts closed and opens a section on click, emitting the new state", async () => {
    const onToggle = vi.fn();
    renderWithProviders(<AccordionGroup items={items} onToggle={onToggle} />);
    const coupon = screen.getByRole("button", { name: "Have a coupon?" });
    expect(coupon).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region", { name: "Have a coupon?" })).not.toBeInTheDocument();

    await userEvent.click(coupon);
    expect(coupon).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "Have a coupon?" })).toHaveTextContent("Enter your gift card");
    expect(onToggle).toHaveBeenLastCalledWith("coupon", true);

    await userEvent.click(coupon);
    expect(coupon).toHaveAttribute("aria-expanded", "false");
    expect(onToggle).toHaveBeenLastCalledWith("coupon", false);
  });

  it("keeps one section open at a time unless multiple", async () => {
    const onToggle = vi.fn();
    renderWithProviders(<AccordionGroup items={items} defaultOpenIds={["coupon"]} onToggle={onToggle} />);
    await userEvent.click(screen.getByRole("button", { name: "Returns" }));
    expect(screen.getByRole("button", { name: "Have a coupon?" })).toHaveAttribute("aria-expanded", "false");
    expect(onToggle).toHaveBeenCalledWith("coupon", false);
    expect(onToggle).toHaveBeenLastCalledWith("returns", true);
  });

  it("lets several sections stay open with multiple", async () => {
    renderWithProviders(<AccordionGroup items={items} multiple defaultOpenIds={["coupon"]} />);
    await userEvent.click(screen.getByRole("button", { name: "Returns" }));
    expect(screen.getAllByRole("region")).toHaveLength(2);
  });

  it("moves between section headers with the arrow, Home and End keys", async () => {
    renderWithProviders(<AccordionGroup items={items} />);
    screen.getByRole("button", { name: "Have a coupon?" }).focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: "Delivery options" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("button", { name: "Returns" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: "Have a coupon?" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{Home}");
    expect(screen.getByRole("button", { name: "Have a coupon?" })).toHaveFocus();
  });

  it("follows openIds when controlled", async () => {
    const onToggle = vi.fn();
    renderWithProviders(<AccordionGroup items={items} openIds={["delivery"]} onToggle={onToggle} />);
    await userEvent.click(screen.getByRole("button", { name: "Delivery options" }));
    expect(onToggle).toHaveBeenCalledWith("delivery", false);
    expect(screen.getByRole("button", { name: "Delivery options" })).toHaveAttribute("aria-expanded", "true");
  });
});
