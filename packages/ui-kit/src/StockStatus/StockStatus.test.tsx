import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test-helpers";
import { STOCK_STATUS_LABELS, STOCK_STATUSES, StockStatus } from "./StockStatus";

describe("StockStatus", () => {
  it("covers the spec's five stock states", () => {
    expect(STOCK_STATUSES).toEqual(["inStock", "backOrder", "noStock", "supersededAndNoStock", "indeterminate"]);
  });

  it.each(STOCK_STATUSES)("puts %s into words", (status) => {
    renderWithProviders(<StockStatus status={status} />);
    expect(screen.getByText(STOCK_STATUS_LABELS[status])).toBeInTheDocument();
  });

  it("takes words of its own", () => {
    renderWithProviders(<StockStatus status="inStock" label="Only 2 left at Richmond" />);
    expect(screen.getByText("Only 2 left at Richmond")).toBeInTheDocument();
  });
});
