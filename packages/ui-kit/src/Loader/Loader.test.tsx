import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test-helpers";
import { Loader } from "./Loader";

describe("Loader", () => {
  it("tells screen readers that something is loading", () => {
    renderWithProviders(<Loader />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
  });

  it("names what is loading", () => {
    renderWithProviders(<Loader label="Loading stores" showLabel />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading stores");
    expect(screen.getByText("Loading stores")).toBeVisible();
  });
});
