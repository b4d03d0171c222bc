import styled from "styled-components";
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
 * sends a post made without JavaScript back to when its form names no page.
 */
export function CartPage() {
  return (
    <Page>
      <Heading level={1}>{cartTexts.title}</Heading>
      <CartPanel />
    </Page>
  );
}
