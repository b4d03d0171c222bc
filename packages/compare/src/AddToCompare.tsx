import { useId } from "react";
import styled from "styled-components";
import type { CompareSource } from "./compare-rules";
import { useCompareActions } from "./compare-actions";
import { useIsCompared } from "./compare-list";

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.action.primary};
    cursor: pointer;
  }
`;

export interface AddToCompareProps {
  /** The product record (summary or detail) the compare product is built from (spec 1 §3). */
  product: CompareSource;
  /** The visible label; screen readers also hear the product's title. */
  label?: string;
}

/**
 * The 'Add to Compare' tick box of product cards and the product page. Ticking adds the product
 * (a fourth opens the 'Too many products' dialog instead); unticking removes it.
 */
export function AddToCompare({ product, label = "Add to Compare" }: AddToCompareProps) {
  const id = useId();
  const checked = useIsCompared(product.sku);
  const { add, remove } = useCompareActions();
  return (
    <Label htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-label={`${label}: ${product.title}`}
        onChange={(event) => {
          if (event.target.checked) add(product);
          else remove(product.sku);
        }}
      />
      <span aria-hidden="true">{label}</span>
    </Label>
  );
}
