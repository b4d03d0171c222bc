import styled from "styled-components";
import type { Cart } from "@storefront/api-client/cart";
import { isApiError } from "@storefront/api-client/http";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { Loader } from "@storefront/ui-kit/loader";
import { cartErrorMessage } from "@storefront/validation/cart";
import { CartLines } from "./CartLines";
import { cartTexts } from "./cart-texts";
import { useHeaderCart } from "./useHeaderCart";

/** spec 3 §8: the first error of a failed cart call, else 'An unknown error occurred, please try again later'. */
function failureMessage(error: unknown): string {
  return cartErrorMessage(isApiError(error) ? error.serverMessages : []);
}

const Problem = styled(Alert)`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
`;

const Scroll = styled.div`
  max-height: min(420px, 60vh);
  overflow-y: auto;
`;

/**
 * The header's cart dropdown (and checkout's 'Edit Cart', and the cart page): the cart's lines with
 * their quantity and remove forms, the order total and the way to checkout (`CartLines`); loading
 * and a failed read with 'Try again'. `serverCart` is the cart a page's loader read, shown until
 * the query has it (see `CartPage`).
 */
export default function CartPanel({ serverCart }: { serverCart?: Cart } = {}) {
  const cart = useHeaderCart();
  const data = cart.data ?? serverCart;
  if (!data) {
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
  return (
    <Scroll>
      <CartLines cart={data} />
    </Scroll>
  );
}
