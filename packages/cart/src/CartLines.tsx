import { useState } from "react";
import { Link } from "react-router";
import styled from "styled-components";
import { useTakeCart, type Cart, type CartProduct } from "@storefront/api-client/cart";
import { cartIntents } from "@storefront/page-kit/cart-action";
import { INTENT_FIELD } from "@storefront/page-kit/action-fields";
import { ReturnToField, useShopperAction } from "@storefront/page-kit/use-shopper-action";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { MemberPrice } from "@storefront/ui-kit/member-price";
import { DEALS_CLUB_PATH } from "@storefront/page-kit/deals-club";
import { targetBox } from "@storefront/ui-kit/theme";
import { cartErrorMessage, MAX_LINE_QUANTITY } from "@storefront/validation/cart";
import { formatPrice } from "@storefront/validation/price";
import { LINE_FIELD } from "./cart-action";
import { CART_PATH, cartTexts, lineLabels } from "./cart-texts";
import { CHECKOUT_PATH } from "@storefront/api-contract/storefront-paths";

const Lines = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[2]}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const LineTitle = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const LineFacts = styled.span`
  grid-column: 1;
  color: ${({ theme }) => theme.color.text.muted};
`;

const LinePrice = styled.span`
  grid-column: 2;
  grid-row: 1;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

/** A line's quantity field and its Update and Remove buttons: one form, whose buttons name what it does. */
const LineControls = styled.div`
  grid-column: 1 / -1;

  form {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
  }

  input[type="number"] {
    width: 4.5em;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

const LineOffer = styled.div`
  grid-column: 1 / -1;
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The way on to checkout, the cart's primary control: a 44 px target (issue 46). */
const CheckoutLink = styled(Link)`
  ${targetBox("comfortable")}
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Problem = styled(Alert)`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
`;

/**
 * Under the title: the chosen warranty and installation (in the order total); a reward line (no
 * quantity form) also its quantity and 'Bonus'. A product line's promoId names the promotion it is
 * part of, not a bonus.
 */
function lineFacts(line: CartProduct, isReward: boolean): string[] {
  return [
    isReward ? `Qty ${line.quantity}` : undefined,
    line.warranty?.name,
    line.install?.name,
    isReward && line.promoId ? "Bonus" : undefined,
  ].filter((fact): fact is string => Boolean(fact));
}

/**
 * A product line with its form: the quantity (1 to 99) with 'Update', and 'Remove'. The form posts
 * to the cart's action (`/cart`): without JavaScript the page comes back with the outcome; once
 * hydrated the router sends it and the cart is read again (spec 3 §4: the cart reloads after a change).
 */
function ProductLine({ line, price }: { line: CartProduct; price: (amount: number) => string }) {
  const takeCart = useTakeCart();
  const [sent, setSent] = useState<string | null>(null);
  const action = useShopperAction<Cart>(CART_PATH, {
    onOutcome: (outcome) => {
      if (outcome.ok) void takeCart(outcome.data);
    },
  });
  const busy = action.pending ? sent : null;
  const quantityId = `cart-quantity-${line.productCode}`;
  return (
    <Line>
      <LineTitle>{line.title}</LineTitle>
      <LinePrice>{price(line.price)}</LinePrice>
      {lineFacts(line, false).length > 0 ? <LineFacts>{lineFacts(line, false).join(" · ")}</LineFacts> : null}
      {/* Issue 45 item 3: the API sends a member price only where the storefront runs the deals club; a member's line is charged it. */}
      {line.memberPrice ? (
        <LineOffer>
          <MemberPrice memberPrice={line.memberPrice} member={line.memberPriced === true} joinHref={DEALS_CLUB_PATH} />
        </LineOffer>
      ) : null}
      <LineControls>
        <action.Form
          method="post"
          action={CART_PATH}
          onSubmit={(event) => {
            const submitter = (event.nativeEvent as SubmitEvent).submitter;
            setSent(submitter instanceof HTMLButtonElement ? submitter.value : cartIntents.update);
            action.onSubmit(event);
          }}
        >
          <ReturnToField />
          <input type="hidden" name={LINE_FIELD} value={line.productCode} />
          <label htmlFor={quantityId}>{cartTexts.quantity}</label>
          <input
            // A new quantity from the server starts the field afresh.
            key={line.quantity}
            id={quantityId}
            type="number"
            name="qty"
            inputMode="numeric"
            min={1}
            max={MAX_LINE_QUANTITY}
            required
            defaultValue={line.quantity}
            aria-label={lineLabels.quantity(line.title)}
          />
          <Button
            type="submit"
            size="xs"
            variant="secondary"
            name={INTENT_FIELD}
            value={cartIntents.update}
            disabled={busy !== null}
            aria-label={lineLabels.update(line.title)}
          >
            {busy === cartIntents.update ? cartTexts.updating : cartTexts.update}
          </Button>
          <Button
            type="submit"
            size="xs"
            variant="link"
            name={INTENT_FIELD}
            value={cartIntents.remove}
            disabled={busy !== null}
            aria-label={lineLabels.remove(line.title)}
          >
            {busy === cartIntents.remove ? cartTexts.removing : cartTexts.remove}
          </Button>
        </action.Form>
      </LineControls>
      {action.outcome && !action.outcome.ok && !action.pending ? <Problem>{action.outcome.message}</Problem> : null}
    </Line>
  );
}

/** A promotion's reward: no form, it follows its promotion. */
function RewardLine({ line, price }: { line: CartProduct; price: (amount: number) => string }) {
  return (
    <Line>
      <LineTitle>{line.title}</LineTitle>
      <LinePrice>{price(line.price)}</LinePrice>
      <LineFacts>{lineFacts(line, true).join(" · ")}</LineFacts>
    </Line>
  );
}

/**
 * The cart's lines (products with their quantity forms, then rewards), the order total and the
 * way to checkout; 'Your cart is empty.' with nothing to check out. Prices are the API's line
 * prices and order total, in the brand's currency; with cart errors the first is shown and the
 * total hidden (spec 2 §2, spec 3 §8). The header's dropdown and the cart page show it alike.
 */
export function CartLines({ cart }: { cart: Cart }) {
  const { currency, locale } = useBrand();
  const price = (amount: number) => formatPrice(amount, { currency, locale });
  const { products, rewards, errors, orderTotal } = cart;
  const hasErrors = errors.length > 0;
  if (products.length + rewards.length === 0) return <p>{cartTexts.empty}</p>;
  return (
    <>
      {hasErrors ? <Problem>{cartErrorMessage(errors)}</Problem> : null}
      <Lines aria-label="Cart items">
        {products.map((line) => (
          <ProductLine key={line.productCode} line={line} price={price} />
        ))}
        {rewards.map((line) => (
          <RewardLine key={`reward-${line.productCode}`} line={line} price={price} />
        ))}
      </Lines>
      {hasErrors ? null : (
        <Total>
          <span>{cartTexts.total}</span>
          <span>{price(orderTotal)}</span>
        </Total>
      )}
      <p>
        <CheckoutLink to={CHECKOUT_PATH}>{cartTexts.checkout}</CheckoutLink>
      </p>
    </>
  );
}
