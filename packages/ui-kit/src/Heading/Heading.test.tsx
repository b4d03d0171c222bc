import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test-helpers";
import { HEADING_LEVELS, Heading } from "./Heading";

describe("Heading", () => {
  it.each(HEADING_LEVELS)("renders level %i as its own heading element", (level) => {
    renderWithProviders(<Heading level={level}>Cooking demos</Heading>);
    expect(screen.getByRole("heading", { level, name: "Cooking demos" })).toBeInTheDocument();
  });

  it("keeps the document level when drawn at another size", () => {
    renderWithProviders(
      <Heading level={2} looksLike={5}>
        Specifications
      </Heading>,
    );
    expect(screen.getByRole("heading", { level: 2 })).toBeInTheDocument();
  });

  it("keeps the full text of a clamped heading in its tooltip", () => {
    const text = "Westbrook 90cm freestanding dual fuel cooker with a five burner gas cooktop";
    renderWithProviders(
      <Heading level={3} lines={2}>
        {text}
      </Heading>,
    );
    expect(screen.getByRole("heading", { level: 3 })).toHaveAttribute("title", text);
  });
});
