import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test-helpers";
import { ConditionBadge, MissingParts, PRODUCT_CONDITIONS } from "./ConditionBadge";

describe("ConditionBadge", () => {
  it.each(PRODUCT_CONDITIONS)("labels %s to the character", (condition) => {
    renderWithProviders(<ConditionBadge condition={condition} />);
    expect(screen.getByText(condition)).toBeInTheDocument();
  });

  it("tells screen readers when the condition stock is unavailable", () => {
    renderWithProviders(<ConditionBadge condition="Brand New Runout" unavailable />);
    expect(screen.getByText("Brand New Runout")).toHaveTextContent("Brand New Runout (unavailable)");
  });
});

describe("MissingParts", () => {
  it("lists missing parts after 'Missing parts:'", () => {
    renderWithProviders(<MissingParts parts={["oven rack", "grill tray"]} />);
    expect(screen.getByText("Missing parts:").parentElement).toHaveTextContent("Missing parts: oven rack, grill tray");
  });

  it("shows nothing when no part is missing", () => {
    const { container } = renderWithProviders(<MissingParts parts={["", " "]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
