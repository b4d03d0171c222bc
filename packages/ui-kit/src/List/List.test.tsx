import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test-helpers";
import { LIST_SIZES, LIST_STYLES, List } from "./List";

const items = ["Free delivery over $99", "Price match guarantee", "30 day change of mind"];

describe("List", () => {
  it("offers the spec's five sizes and four styles", () => {
    expect(LIST_SIZES).toEqual(["extra-large", "large", "default", "small", "extra-small"]);
    expect(LIST_STYLES).toEqual(["tick", "minus", "number", "decimal"]);
  });

  it.each([
    ["tick", "UL"],
    ["minus", "UL"],
    ["number", "OL"],
    ["decimal", "OL"],
  ] as const)("draws a %s list as an %s list with its items", (listStyle, tag) => {
    renderWithProviders(<List items={items} listStyle={listStyle} aria-label="Why buy from us" />);
    const list = screen.getByRole("list", { name: "Why buy from us" });
    expect(list.tagName).toBe(tag);
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(items);
  });
});
