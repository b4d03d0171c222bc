import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "../test-helpers";
import { ReviewSummary, reviewSummaryText } from "./ReviewSummary";

describe("ReviewSummary", () => {
  it("words the average rating and the count", () => {
    expect(reviewSummaryText(4.25, 128)).toBe("Rated 4.3 out of 5 (128 reviews)");
    expect(reviewSummaryText(5, 1)).toBe("Rated 5 out of 5 (1 review)");
    expect(reviewSummaryText(3, 0)).toBe("Rated 3 out of 5");
    expect(reviewSummaryText(0, 10)).toBeNull();
  });

  it("shows the words, with the stars hidden from assistive technology", () => {
    renderWithProviders(<ReviewSummary rating={4.5} reviewCount={12} />);
    expect(screen.getByText("Rated 4.5 out of 5 (12 reviews)")).toBeInTheDocument();
    expect(screen.getByTestId("review-summary").querySelector("[aria-hidden='true']")).not.toBeNull();
  });

  it("renders nothing without a rating", () => {
    renderWithProviders(<ReviewSummary rating={undefined} reviewCount={3} />);
    expect(screen.queryByTestId("review-summary")).toBeNull();
  });
});
