import { useId, useState } from "react";
import styled from "styled-components";
import { Alert } from "@storefront/ui-kit/alert";
import { useAddCartProduct } from "@storefront/api-client/cart";
import { errorMessage } from "@storefront/api-client/http";
import { Button } from "@storefront/ui-kit/button";
import { useShopperAnalytics } from "@storefront/page-kit/analytics";
import type { UpsellChoice } from "./UpsellOptions";

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
  upsell: UpsellChoice;
}

/** The add-to-cart button, wired to POST /api/cart/product/ (spec 3 §7); the cart reloads after a successful add (spec 3 §4). */
export function AddToCart({ sku, category, available, upsell }: AddToCartProps) {
  const quantityId = useId();
  const [qty, setQty] = useState(1);
  const add = useAddCartProduct();
  const track = useShopperAnalytics();
  const submit = () =>
    add.mutate(
      { sku, qty, category: category ?? null, warrantyId: upsell.warrantyId, installId: upsell.installId },
      // spec 1 §3: productAddToCart once the cart has taken the product.
      { onSuccess: () => track("productAddToCart", { skus: [sku] }) },
    );
  return (
    <div>
      <Row>
        <Quantity htmlFor={quantityId}>
          Quantity
          <select id={quantityId} value={qty} onChange={(event) => setQty(Number(event.target.value))} disabled={!available}>
            {Array.from({ length: 10 }, (_, index) => index + 1).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </Quantity>
        <Grow>
          <Button size="medium" fullWidth disabled={!available || add.isPending} onClick={submit}>
            {available ? (add.isPending ? "Adding…" : "Add to Cart") : "Currently unavailable"}
          </Button>
        </Grow>
      </Row>
      <div aria-live="polite">
        {add.isSuccess ? <Status $tone="success">Added to your cart.</Status> : null}
        {add.isError ? <Problem>{errorMessage(add.error)}</Problem> : null}
      </div>
    </div>
  );
}
