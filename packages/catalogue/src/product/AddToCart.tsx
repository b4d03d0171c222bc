import { useId } from "react";
import styled from "styled-components";
import { useTakeCart, type Cart } from "@storefront/api-client/cart";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { INTENT_FIELD } from "@storefront/page-kit/action-fields";
import { useShopperAnalytics } from "@storefront/page-kit/analytics";
import { addToCartFields, CART_PATH, cartIntents } from "@storefront/page-kit/cart-action";
import { ReturnToField, useShopperAction } from "@storefront/page-kit/use-shopper-action";

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Quantity = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  select {
    min-width: 72px;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.color.surface.raised};
    color: ${({ theme }) => theme.color.text.default};
    font: inherit;
  }
`;

const Grow = styled.div`
  flex: 1 1 200px;
`;

const Status = styled.p<{ $tone: "success" | "error" }>`
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  color: ${({ theme, $tone }) => theme.color.feedback[$tone]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Problem = styled(Alert)`
  margin-top: ${({ theme }) => theme.space[2]}px;
`;

export interface AddToCartProps {
  sku: string;
  category?: string;
  /** Out of stock or superseded products cannot be added. */
  available: boolean;
  /** The form's id: the upsell choices (`UpsellOptions`) belong to it from where they stand. */
  formId: string;
}

/**
 * The add-to-cart form (spec 3 §7 POST /api/cart/product/): the quantity, the product, and the
 * upsell choices that belong to the form by its id, posted to the cart's action (`/cart`, issue
 * 40). Without JavaScript, or before the page has hydrated, the browser posts it and comes back to
 * this page with 'Added to your cart.'; once hydrated the router sends the same form, the message
 * shows here, the header shows the cart the add answered with, and the cart reloads (spec 3 §4).
 */
export function AddToCart({ sku, category, available, formId }: AddToCartProps) {
  const quantityId = useId();
  const takeCart = useTakeCart();
  const track = useShopperAnalytics();
  const action = useShopperAction<Cart>(CART_PATH, {
    onOutcome: (outcome) => {
      if (!outcome.ok) return;
      void takeCart(outcome.data);
      // spec 1 §3: productAddToCart once the cart has taken the product.
      track("productAddToCart", { skus: [sku] });
    },
  });
  const outcome = action.pending ? undefined : action.outcome;
  return (
    <div>
      <action.Form id={formId} method="post" action={CART_PATH} onSubmit={action.onSubmit}>
        <input type="hidden" name={INTENT_FIELD} value={cartIntents.add} />
        <input type="hidden" name={addToCartFields.sku} value={sku} />
        {category ? <input type="hidden" name={addToCartFields.category} value={category} /> : null}
        <ReturnToField />
        <Row>
          <Quantity htmlFor={quantityId}>
            Quantity
            <select id={quantityId} name={addToCartFields.qty} defaultValue={1} disabled={!available}>
              {Array.from({ length: 10 }, (_, index) => index + 1).map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </Quantity>
          <Grow>
            <Button type="submit" size="medium" fullWidth disabled={!available || action.pending}>
              {available ? (action.pending ? "Adding…" : "Add to Cart") : "Currently unavailable"}
            </Button>
          </Grow>
        </Row>
      </action.Form>
      <div aria-live="polite">
        {outcome?.ok ? <Status $tone="success">{outcome.message}</Status> : null}
        {outcome && !outcome.ok ? <Problem>{outcome.message}</Problem> : null}
      </div>
    </div>
  );
}
