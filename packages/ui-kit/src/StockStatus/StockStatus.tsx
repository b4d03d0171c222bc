import styled from "styled-components";

/** spec 1 §3: the stock states. */
export const STOCK_STATUSES = ["inStock", "backOrder", "noStock", "supersededAndNoStock", "indeterminate"] as const;
export type StockStatusValue = (typeof STOCK_STATUSES)[number];

/** The words for each state: our design, since the spec does not show them. */
export const STOCK_STATUS_LABELS: Record<StockStatusValue, string> = {
  inStock: "In stock",
  backOrder: "On back order",
  noStock: "Out of stock",
  supersededAndNoStock: "No longer available",
  indeterminate: "Check availability in store",
};

type Tone = "success" | "warning" | "error" | "muted";

const TONE: Record<StockStatusValue, Tone> = {
  inStock: "success",
  backOrder: "warning",
  noStock: "error",
  supersededAndNoStock: "muted",
  indeterminate: "muted",
};

export interface StockStatusProps {
  status: StockStatusValue;
  /** Replaces the state's words, e.g. 'Only 2 left at Richmond'. */
  label?: string;
}

const Line = styled.p<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === "muted" ? theme.color.text.muted : theme.color.feedback[$tone])};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &::before {
    content: "";
    flex: none;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: currentColor;
    ${({ $tone }) => ($tone === "muted" ? "background: transparent; border: 2px solid currentColor;" : "")}
  }
`;

/** A product's stock state as a coloured dot and words; the words carry the meaning, not the colour. */
export function StockStatus({ status, label }: StockStatusProps) {
  return <Line $tone={TONE[status]}>{label ?? STOCK_STATUS_LABELS[status]}</Line>;
}
