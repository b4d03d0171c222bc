import styled from "styled-components";
import { INTENT_FIELD } from "@storefront/page-kit/action-fields";
import { ReturnToField } from "@storefront/page-kit/use-shopper-action";
import type { CompareSource } from "./compare-rules";
import { useCompareActions } from "./compare-actions";
import { useIsCompared } from "./compare-list";
import { COMPARE_ACTION_PATH, COMPARE_SKU_FIELD, compareIntents } from "./compare-texts";

const Form = styled.form`
  display: inline-flex;
  margin: 0;
`;

/** The tick: a button that is a checkbox to assistive technology, drawn as one, so it can send its form without JavaScript. */
const Tick = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.action.primary};
    outline-offset: 2px;
  }
`;

const Box = styled.span<{ $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.color.action.primary : theme.color.border.strong)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $checked }) => ($checked ? theme.color.action.primary : theme.color.surface.raised)};
  color: ${({ theme }) => theme.color.action.primaryText};
  font-size: 14px;
  line-height: 1;
`;

export interface AddToCompareProps {
  /** The product record (summary or detail) the compare product is built from (spec 1 §3). */
  product: CompareSource;
  /** The visible label; screen readers also hear the product's title. */
  label?: string;
}

/**
 * The 'Add to Compare' tick of product cards and the product page: a checkbox to assistive
 * technology ('Add to Compare: {title}', checked while the product is compared). It is a form
 * posting to the compare action (`/compare`, issue 40): without JavaScript, or before the page has
 * hydrated, the browser sends it and comes back to this page with the product added or removed
 * (a fourth is refused with the 'Too many products' text). Once hydrated, ticking adds the product
 * at once (a fourth opens the dialog instead) and unticking removes it, through the same action.
 */
export function AddToCompare({ product, label = "Add to Compare" }: AddToCompareProps) {
  const checked = useIsCompared(product.sku);
  const { add, remove } = useCompareActions();
  return (
    <Form
      method="post"
      action={COMPARE_ACTION_PATH}
      onSubmit={(event) => {
        event.preventDefault();
        if (checked) remove(product.sku);
        else add(product);
      }}
    >
      <input type="hidden" name={INTENT_FIELD} value={checked ? compareIntents.remove : compareIntents.add} />
      <input type="hidden" name={COMPARE_SKU_FIELD} value={product.sku} />
      <ReturnToField />
      <Tick type="submit" role="checkbox" aria-checked={checked} aria-label={`${label}: ${product.title}`}>
        <Box $checked={checked} aria-hidden="true">
          {checked ? "✓" : ""}
        </Box>
        <span aria-hidden="true">{label}</span>
      </Tick>
    </Form>
  );
}
