import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test-helpers";
import { PageNavigation, type PageNavigationTab } from "./PageNavigation";

const tabs: PageNavigationTab[] = [
  { title: "Overview", uri: "#overview", display: true },
  { title: "Specifications", uri: "#specifications", display: true },
  { title: "Reviews", uri: "#reviews", display: false },
  { title: "Delivery", uri: "delivery", display: true },
];

function Page() {
  return (
    <>
      <PageNavigation tabs={tabs} scrollOffset={70} />
      {["overview", "specifications", "reviews", "delivery"].map((id) => (
        <section key={id} id={id} aria-label={id} />
      ))}
    </>
  );
}

describe("PageNavigation", () => {
  it("shows only the tabs flagged display, the first one active", () => {
    renderWithProviders(<Page />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Overview", "Specifications", "Delivery"]);
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  });

  it("scrolls to the tab's anchor below the sticky header and makes the clicked tab active", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    renderWithProviders(<Page />);
    const section = document.getElementById("specifications")!;
    vi.spyOn(section, "getBoundingClientRect").mockReturnValue({ top: 900 } as DOMRect);

    await userEvent.click(screen.getByRole("tab", { name: "Specifications" }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 830, behavior: "smooth" });
    expect(screen.getByRole("tab", { name: "Specifications" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "false");
  });

  it("moves focus with the arrow keys and chooses a tab with Enter", async () => {
    const onTabChange = vi.fn();
    renderWithProviders(<PageNavigation tabs={tabs} onTabChange={onTabChange} />);
    await userEvent.tab();
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Delivery" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onTabChange).toHaveBeenCalledWith("delivery");
    expect(screen.getByRole("tab", { name: "Delivery" })).toHaveAttribute("aria-selected", "true");
  });
});
