import styled from "styled-components";

/** The words for a product's reviews: 'Rated 4.3 out of 5 (128 reviews)', or null with no rating. */
export function reviewSummaryText(rating: number | null | undefined, reviewCount: number | null | undefined): string | null {
  if (!rating) return null;
  const reviews = reviewCount ? ` (${reviewCount} ${reviewCount === 1 ? "review" : "reviews"})` : "";
  return `Rated ${Math.round(rating * 10) / 10} out of 5${reviews}`;
}

const Line = styled.p`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Stars = styled.span<{ $filled: number }>`
  position: relative;
  display: inline-block;
  color: ${({ theme }) => theme.color.border.default};
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: 2px;
  line-height: 1;

  &::before {
    content: "★★★★★";
  }

  &::after {
    content: "★★★★★";
    position: absolute;
    inset: 0;
    width: ${({ $filled }) => $filled}%;
    overflow: hidden;
    color: ${({ theme }) => theme.color.feedback.warning};
  }
`;

export interface ReviewSummaryProps {
  rating: number | null | undefined;
  reviewCount: number | null | undefined;
}

/**
 * A review summary (issue 20: ReviewSummariesEnabled, ComparePageReviewSummary): stars filled to
 * the average rating, drawn for the eye only, and the words for everyone. Nothing without a rating.
 */
export function ReviewSummary({ rating, reviewCount }: ReviewSummaryProps) {
  const text = reviewSummaryText(rating, reviewCount);
  if (!text || !rating) return null;
  return (
    <Line data-testid="review-summary">
      <Stars aria-hidden="true" $filled={Math.max(0, Math.min(100, (rating / 5) * 100))} />
      <span>{text}</span>
    </Line>
  );
}
