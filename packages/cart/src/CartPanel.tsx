import { Link } from "react-router";
import styled from "styled-components";
import { useRemoveCartProduct, type CartProduct } from "@storefront/api-client/cart";
import { isApiError } from "@storefront/api-client/http";
import { useBrand } from "@storefront/ui-kit/brand";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { Loader } from "@storefront/ui-kit/loader";
import { MemberPrice } from "@storefront/ui-kit/member-price";
import { DEALS_CLUB_PATH } from "@storefront/page-kit/deals-club";
import { cartErrorMessage } from "@storefront/validation/cart";
import { formatPrice } from "@storefront/validation/price";
import { CHECKOUT_PATH, cartTexts } from "./cart-texts";
import { useHeaderCart } from "./useHeaderCart";

/** spec 3 §8: the first error of a failed cart call, else 'An unknown error occurred, please try again later'. */
function failureMessage(error: unknown): string {
  return cartErrorMessage(isApiError(error) ? error.serverMessages : []);
}

const Lines = styled.ul`
  max-height: min(360px, 50vh);
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  padding: 0;
  overflow-y: auto;
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

const LineOffer = styled.div`
  grid-column: 1 / -1;
`;

const Remove = styled(Button)`
  grid-column: 2;
  justify-self: end;
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Problem = styled(Alert)`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
`;

interface CartLineProps {
  line: CartProduct;
  price: (amount: number) => string;
  /** Rewards follow their promotion: they have no remove button. */
  onRemove?: () => void;
  removing?: boolean;
}

/** Under the title: the quantity, the chosen warranty and installation (in the order total), and whether it is a promotion's bonus. */
function lineFacts(line: CartProduct): string[] {
  return [`Qty ${line.quantity}`, line.warranty?.name, line.install?.name, line.promoId ? "Bonus" : undefined].filter(
    (fact): fact is string => Boolean(fact),
  );
}

function CartLine({ line, price, onRemove, removing = false }: CartLineProps) {
  return (
    <Line>
      <LineTitle>{line.title}</LineTitle>
      <LinePrice>{price(line.price)}</LinePrice>
      <LineFacts>{lineFacts(line).join(" · ")}</LineFacts>
      {/* Issue 45 item 3: the API sends a member price only where the storefront runs the deals club; a member's line is charged it. */}
      {line.memberPrice ? (
        <LineOffer>
          <MemberPrice memberPrice={line.memberPrice} member={line.memberPriced === true} joinHref={DEALS_CLUB_PATH} />
        </LineOffer>
      ) : null}
      {onRemove ? (
        <Remove variant="link" onClick={onRemove} disabled={removing} aria-label={`Remove ${line.title}`}>
          {removing ? "Removing…" : "Remove"}
        </Remove>
      ) : null}
    </Line>
  );
}

/**
 * The header's cart dropdown: the lines (title, quantity, price) with a remove button each, the
 * order total and the way to checkout; loading, error and empty states. Prices are the API's
 * line prices and order total, in the brand's currency.
 */
export default function CartPanel() {
  const { currency, locale } = useBrand();
  const cart = useHeaderCart();
  const remove = useRemoveCartProduct();
  const price = (amount: number) => formatPrice(amount, { currency, locale });

  if (!cart.data) {
    if (cart.isError) {
      return (
        <Problem>
          <p>{failureMessage(cart.error)}</p>
          <Button size="small" variant="secondary" onClick={() => void cart.refetch()}>
            {cartTexts.tryAgain}
          </Button>
        </Problem>
      );
    }
    return <Loader label={cartTexts.loading} showLabel size="small" />;
  }

  const { products, rewards, errors, orderTotal } = cart.data;
  const hasErrors = errors.length > 0;
  return (
    <>
      {remove.isError ? <Problem>{failureMessage(remove.error)}</Problem> : null}
      {hasErrors ? <Problem>{cartErrorMessage(errors)}</Problem> : null}
      {products.length + rewards.length === 0 ? (
        <p>{cartTexts.empty}</p>
      ) : (
        <>
          <Lines aria-label="Cart items">
            {products.map((line) => (
              <CartLine
                key={line.productCode}
                line={line}
                price={price}
                onRemove={() => remove.mutate(line.productCode)}
                removing={remove.isPending && remove.variables === line.productCode}
              />
            ))}
            {rewards.map((line) => (
              <CartLine key={`reward-${line.productCode}`} line={line} price={price} />
            ))}
          </Lines>
          {/* spec 2 §2: with cart errors the totals are hidden. */}
          {hasErrors ? null : (
            <Total>
              <span>{cartTexts.total}</span>
              <span>{price(orderTotal)}</span>
            </Total>
          )}
          <p>
            <Link to={CHECKOUT_PATH}>{cartTexts.checkout}</Link>
          </p>
        </>
      )}
    </>
  );
}
