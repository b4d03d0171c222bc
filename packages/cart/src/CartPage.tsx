import { useLoaderData } from "react-router";
import styled from "styled-components";
import type { Cart } from "@storefront/api-client/cart";
import { Heading } from "@storefront/ui-kit/heading";
import CartPanel from "./CartPanel";
import { cartTexts } from "./cart-texts";

const Page = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]}px;
`;

/**
 * The cart page, `/cart` (spec 3 page type shoppingCart): the dropdown's lines, forms, total and
 * checkout link as a page, server-rendered from the loader's cart. It is where the header's Cart
 * button leads before the page has hydrated or without JavaScript, and where the cart's action
 * sends a post made without JavaScript back to when its form names no page. The loader's cart is
 * shown until the query has it: the header reads the same query before the page does, so the
 * page's data reaches the query cache only after hydration (react-query hydrates a query that
 * already exists in an effect, which a server render never runs).
 */
export function CartPage() {
  const serverCart = useLoaderData<{ page?: { cart?: Cart } } | undefined>()?.page?.cart;
  return (
    <Page>
      <Heading level={1}>{cartTexts.title}</Heading>
      <CartPanel serverCart={serverCart} />
    </Page>
  );
}
