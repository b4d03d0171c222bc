import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { rovingTarget } from "../internal/roving-focus";
import { renderWithProviders } from "../test-helpers";
import { Tabs, type TabItem } from "./Tabs";

const items: TabItem[] = [
  { id: "stock", label: "Stock", panel: <p>Stock by store</p> },
  { id: "price", label: "Price", panel: <p>Price today</p> },
  { id: "notes", label: "Notes", panel: <p>Notes on the line</p> },
];

const tab = (name: string) => screen.getByRole("tab", { name });
const tabbable = () => screen.getAllByRole("tab").filter((element) => element.tabIndex === 0);

describe("Tabs", () => {
  it("is a named tab list whose first tab is selected and shows its panel, named by the tab", () => {
    renderWithProviders(<Tabs label="Fridge tabs" items={items} />);
    expect(screen.getByRole("tablist", { name: "Fridge tabs" })).toBeInTheDocument();
    expect(tab("Stock")).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel", { name: "Stock" });
    expect(panel).toHaveTextContent("Stock by store");
    expect(tab("Stock")).toHaveAttribute("aria-controls", panel.id);
    expect(screen.queryByText("Price today")).not.toBeInTheDocument();
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  it("selects a tab by pointer, showing only its panel", async () => {
    const onSelect = vi.fn();
    renderWithProviders(<Tabs label="Fridge tabs" items={items} onSelect={onSelect} />);
    await userEvent.click(tab("Price"));
    expect(tab("Price")).toHaveAttribute("aria-selected", "true");
    expect(tab("Stock")).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tabpanel", { name: "Price" })).toHaveTextContent("Price today");
    expect(screen.queryByText("Stock by store")).not.toBeInTheDocument();
    expect(onSelect).toHaveBeenCalledWith("price");
  });

  it("moves and selects with the arrow keys (wrapping), Home and End; only one tab is in the tab order", async () => {
    renderWithProviders(<Tabs label="Fridge tabs" items={items} />);
    expect(tabbable()).toEqual([tab("Stock")]);
    await userEvent.tab();
    expect(tab("Stock")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Price")).toHaveFocus();
    expect(tab("Price")).toHaveAttribute("aria-selected", "true");
    expect(tabbable()).toEqual([tab("Price")]);
    await userEvent.keyboard("{End}");
    expect(tab("Notes")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Stock")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(tab("Notes")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(tab("Stock")).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Stock" })).toBeInTheDocument();
  });

  it("goes from the selected tab to its panel with Tab", async () => {
    renderWithProviders(<Tabs label="Fridge tabs" items={items} />);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    await userEvent.tab();
    expect(screen.getByRole("tabpanel", { name: "Price" })).toHaveFocus();
  });

  it("with manual activation, arrows only move the focus and Enter or Space selects", async () => {
    renderWithProviders(<Tabs label="Fridge tabs" items={items} activation="manual" />);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Price")).toHaveFocus();
    expect(tab("Stock")).toHaveAttribute("aria-selected", "true");
    expect(tabbable()).toEqual([tab("Price")]);
    await userEvent.keyboard("{Enter}");
    expect(tab("Price")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}{ }");
    expect(tab("Notes")).toHaveAttribute("aria-selected", "true");
  });

  it("puts the selected tab back in the tab order when the focus leaves the list", async () => {
    renderWithProviders(
      <>
        <Tabs label="Fridge tabs" items={items} activation="manual" />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    await userEvent.click(screen.getByRole("button", { name: "After" }));
    expect(tabbable()).toEqual([tab("Stock")]);
  });

  it("starts on defaultSelectedId, and follows selectedId when controlled", async () => {
    const { unmount } = renderWithProviders(<Tabs label="Fridge tabs" items={items} defaultSelectedId="notes" />);
    expect(tab("Notes")).toHaveAttribute("aria-selected", "true");
    unmount();

    function Controlled() {
      const [selected, setSelected] = useState("price");
      return (
        <>
          <Tabs label="Fridge tabs" items={items} selectedId={selected} onSelect={setSelected} />
          <p>Showing {selected}</p>
        </>
      );
    }
    renderWithProviders(<Controlled />);
    expect(tab("Price")).toHaveAttribute("aria-selected", "true");
    await userEvent.click(tab("Notes"));
    expect(screen.getByText("Showing notes")).toBeInTheDocument();
    expect(tab("Notes")).toHaveAttribute("aria-selected", "true");
  });
});

describe("rovingTarget", () => {
  it("answers the next tab for the arrows, Home and End, and nothing for other keys", () => {
    expect(rovingTarget("ArrowRight", 2, 3)).toBe(0);
    expect(rovingTarget("ArrowLeft", 0, 3)).toBe(2);
    expect(rovingTarget("Home", 2, 3)).toBe(0);
    expect(rovingTarget("End", 0, 3)).toBe(2);
    expect(rovingTarget("ArrowDown", 0, 3)).toBeUndefined();
    expect(rovingTarget("ArrowRight", 0, 0)).toBeUndefined();
  });
});
