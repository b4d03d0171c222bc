import styled, { css, type DefaultTheme } from "styled-components";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";

/** spec 1 §3: the product condition labels, to the character. */
export const PRODUCT_CONDITIONS = ["Cosmetic Imperfection", "New Condition", "Brand New Runout"] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

export interface ConditionBadgeProps {
  condition: ProductCondition;
  /** The unavailable badge style, for a condition stock that has sold out. */
  unavailable?: boolean;
}

type Tone = "brandNew" | "imperfect" | "unavailable";

const tones = (theme: DefaultTheme): Record<Tone, ReturnType<typeof css>> => ({
  brandNew: css`
    border-color: ${theme.color.feedback.success};
    background: ${theme.color.feedback.successSurface};
    color: ${theme.color.feedback.success};
  `,
  imperfect: css`
    border-color: ${theme.color.feedback.warning};
    background: ${theme.color.surface.raised};
    color: ${theme.color.feedback.warning};
  `,
  unavailable: css`
    border-style: dashed;
    border-color: ${theme.color.border.strong};
    background: ${theme.color.surface.sunken};
    color: ${theme.color.text.muted};
    text-decoration: line-through;
  `,
});

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => `2px ${theme.space[2]}px`};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.4;
  /* One line where it fits; in a phone's narrow card column the words wrap inside the pill (issue 46). */
  max-width: 100%;
  ${({ theme, $tone }) => tones(theme)[$tone]}
`;

/** The condition of an ex-display or runout product (spec 1 §3), in the brand-new or unavailable style. */
export function ConditionBadge({ condition, unavailable = false }: ConditionBadgeProps) {
  const tone: Tone = unavailable ? "unavailable" : condition === "Cosmetic Imperfection" ? "imperfect" : "brandNew";
  return (
    <Badge $tone={tone}>
      {condition}
      {unavailable ? <VisuallyHidden> (unavailable)</VisuallyHidden> : null}
    </Badge>
  );
}

const Missing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > strong {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** spec 1 §3: missing parts read 'Missing parts: ...'; nothing when none are missing. */
export function MissingParts({ parts }: { parts: string | readonly string[] }) {
  const list = (typeof parts === "string" ? [parts] : parts).map((part) => part.trim()).filter(Boolean);
  if (list.length === 0) return null;
  return (
    <Missing>
      <strong>Missing parts:</strong> {list.join(", ")}
    </Missing>
  );
}
