import type { ReactNode } from "react";
import styled from "styled-components";
import { useBrand } from "../brand/BrandProvider";
import { RIBBON_TYPES, type RibbonType } from "../theme/types";

export { RIBBON_TYPES, type RibbonType };

/** The words on each ribbon when the product data gives none (our design; spec 1 §3 names only the types). */
export const RIBBON_LABELS: Record<RibbonType, string> = {
  save: "Save",
  "catalogue-item": "Catalogue",
  cashback: "Cashback",
  win: "Win",
  new: "New",
  bonus: "Bonus",
  "special-offer": "Special Offer",
  sale: "Sale",
};

/** The ribbon type a data value names (a product's or promotion's ribbon), or null for one the kit does not draw. */
export function ribbonTypeOf(value: string | null | undefined): RibbonType | null {
  return (RIBBON_TYPES as readonly string[]).includes(value ?? "") ? (value as RibbonType) : null;
}

export interface RibbonProps {
  type: RibbonType;
  /** The ribbon's own words, e.g. 'Save $200'; the type's label otherwise. */
  children?: ReactNode;
}

const Tag = styled.span<{ $type: RibbonType }>`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: ${({ theme }) => `2px ${theme.space[2]}px`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $type }) => theme.color.ribbon[$type]};
  color: ${({ theme }) => theme.color.ribbon.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacing.caps};
  line-height: 1.2;
  text-transform: uppercase;
  white-space: nowrap;
`;

/** A product ribbon (spec 1 §3), drawn only where the brand's `showRibbons` flag is on. */
export function Ribbon({ type, children }: RibbonProps) {
  const { features } = useBrand();
  if (!features.showRibbons) return null;
  return <Tag $type={type}>{children ?? RIBBON_LABELS[type]}</Tag>;
}
