import { lazy, Suspense } from "react";
import styled from "styled-components";
import { below } from "@storefront/ui-kit/theme";
import { useChatBlocker } from "@storefront/page-kit/chat-blocker";
import type { HeaderPartProps } from "@storefront/page-kit/header-parts";
import { CART_PATH, cartButtonLabel, cartTexts } from "./cart-texts";
import { useCartBadgeCount, useCartMessageToasts } from "./useHeaderCart";

// The dropdown's lines, states and remove buttons load when the cart is first opened.
const CartPanel = lazy(() => import("./CartPanel"));

/** The count on the cart button; the button's accessible name says it, so the badge is hidden from assistive technology. */
const CartBadge = styled.span.attrs({ "aria-hidden": true })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  margin-left: ${({ theme }) => theme.space[1]}px;
  padding: 0 ${({ theme }) => theme.space[1]}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.surface.headerText};
  color: ${({ theme }) => theme.color.surface.header};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;

  /* On a phone the tool is the cart icon, with the count on its corner. */
  ${below("md")} {
    position: absolute;
    top: ${({ theme }) => theme.space[1]}px;
    right: 0;
    margin: 0;
  }
`;

/** The button's form: the header's row lays out the button itself. */
const ToCartPage = styled.form`
  display: contents;
`;

/**
 * The header's cart (spec 1 §2.9 'cart' view, spec 3 §2): the Cart button with the badge count in
 * its accessible name ('Cart, 2 items'), and its dropdown with the lines, the order total and the
 * way to checkout; the server's cart messages as error toasts (spec 3 §8). The shell's header
 * places it (a header part) and gives it the header's look. Open, the cart panel hides the chat
 * widget (spec 3 §2: a sliding panel is a blocker), whose launcher would cover its checkout link.
 * The button sends a form to the cart page (`/cart`): before the page has hydrated, or without
 * JavaScript, a click opens that page; once hydrated it opens the dropdown instead (issue 40).
 */
export function HeaderCart({ ToolButton, ToolLabel, Dropdown, open, onToggle }: HeaderPartProps) {
  const count = useCartBadgeCount();
  useCartMessageToasts();
  useChatBlocker("cart-panel", open);
  return (
    <>
      <ToCartPage method="get" action={CART_PATH}>
        <ToolButton
          type="submit"
          aria-label={cartButtonLabel(count)}
          aria-expanded={open}
          onClick={(event) => {
            event.preventDefault();
            onToggle();
          }}
        >
          {/* The space keeps the visible "Cart 3" inside the name "Cart, 3 items" (WCAG 2.5.3). */}
          <ToolLabel icon="cart">Cart</ToolLabel> {count ? <CartBadge>{count}</CartBadge> : null}
        </ToolButton>
      </ToCartPage>
      {open ? (
        <Dropdown title={cartTexts.title}>
          <Suspense fallback={null}>
            <CartPanel />
          </Suspense>
        </Dropdown>
      ) : null}
    </>
  );
}
