import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test-helpers";
import { RIBBON_LABELS, RIBBON_TYPES, Ribbon, ribbonTypeOf } from "./Ribbon";

describe("Ribbon", () => {
  it("knows the spec's eight ribbon types", () => {
    expect(RIBBON_TYPES).toEqual(["save", "catalogue-item", "cashback", "win", "new", "bonus", "special-offer", "sale"]);
  });

  it("shows every type where the brand shows ribbons", () => {
    renderWithProviders(
      <>
        {RIBBON_TYPES.map((type) => (
          <Ribbon key={type} type={type} />
        ))}
      </>,
      { features: { showRibbons: true } },
    );
    for (const type of RIBBON_TYPES) expect(screen.getByText(RIBBON_LABELS[type])).toBeInTheDocument();
  });

  it("uses the product's own words when given", () => {
    renderWithProviders(<Ribbon type="save">Save $200</Ribbon>, { features: { showRibbons: true } });
    expect(screen.getByText("Save $200")).toBeInTheDocument();
  });

  it("shows nothing where the brand hides ribbons", () => {
    const { container } = renderWithProviders(<Ribbon type="sale" />, { features: { showRibbons: false } });
    expect(container).toBeEmptyDOMElement();
  });

  it("reads a data value as a ribbon type, and anything else as none", () => {
    expect(ribbonTypeOf("sale")).toBe("sale");
    expect(ribbonTypeOf("special-offer")).toBe("special-offer");
    expect(ribbonTypeOf("Sale")).toBeNull();
    expect(ribbonTypeOf("")).toBeNull();
    expect(ribbonTypeOf(null)).toBeNull();
    expect(ribbonTypeOf(undefined)).toBeNull();
  });
});
