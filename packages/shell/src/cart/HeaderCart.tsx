import { lazy, Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import styled from "styled-components";
import { cartQueries } from "@storefront/api-client/cart";
import { useApiClient } from "@storefront/api-client/react";
import { cartBadgeCount } from "@storefront/validation/cart";

// The dropdown's lines, states and remove buttons load when the cart is first opened.
const LazyCartPanel = lazy(() => import("./CartPanel"));

/** Where the dropdown's checkout link goes (the route table's checkout page). */
export const CHECKOUT_PATH = "/customer/checkout";

export const cartTexts = {
  title: "Your cart",
  empty: "Your cart is empty.",
  loading: "Loading your cart",
  checkout: "Go to checkout",
  total: "Order total",
  tryAgain: "Try again",
} as const;

/** The cart button's accessible name: the count once the cart has loaded ("Cart, 2 items"). */
export function cartButtonLabel(count: number | undefined): string {
  if (count === undefined) return "Cart";
  return `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}

/**
 * The shopper's cart for the header (GET /api/cart/). No loader prefetches it, so the server
 * renders the header without it and the HTML stays the same for every shopper (cacheable); the
 * browser reads it after hydration. Cart writes invalidate the cart family, so it reloads after
 * an add or a remove (spec 3 §4).
 */
export function useHeaderCart(enabled: boolean) {
  return useQuery({ ...cartQueries.detail(useApiClient()), enabled });
}

/** spec 3 §2: the badge counts products plus rewards; unknown until the cart has loaded. */
export function useCartBadgeCount(enabled: boolean): number | undefined {
  const { data } = useHeaderCart(enabled);
  return data ? cartBadgeCount(data) : undefined;
}

/** The count on the cart button; the button's accessible name says it, so the badge is hidden from assistive technology. */
export const CartBadge = styled.span.attrs({ "aria-hidden": true })`
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
`;

/**
 * The header's cart dropdown (`CartPanel.tsx`): the lines (title, quantity, price) with a remove
 * button each, the order total and the way to checkout; loading, error and empty states.
 */
export function CartPanel() {
  return (
    <Suspense fallback={null}>
      <LazyCartPanel />
    </Suspense>
  );
}
