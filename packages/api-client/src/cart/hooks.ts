import { useCallback } from "react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../react/ApiClientProvider";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import { addCartProduct, applyCoupon, clearCart, removeCartProduct, removeCoupon, setCartEmail, swapCartLine } from "./api";
import { cartKeys, cartQueries } from "./queries";
import type { AddCartProductRequest, ApplyCouponRequest, Cart, CartLocationQuery, CouponAnswer, SwapCartLineRequest } from "./types";

// spec 3 §4: the cart reloads after a successful add, remove or email set.
const changesCart = () => [cartKeys.all];

/**
 * The cart, for a location (GET /api/cart/?suburb&postcode&state&winningDeliveryServiceOverride).
 * `keepPrevious`: while a new location's cart loads, the last cart stays (the checkout page keeps
 * its form when the delivery service override reloads the cart).
 */
export function useCart(location: CartLocationQuery = {}, options: { keepPrevious?: boolean } = {}) {
  return useQuery({
    ...cartQueries.detail(useApiClient(), location),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/**
 * Takes the cart an action answered with (the cart page's and the product page's forms, issue
 * 40): the header and the pages show it at once, then the cart is read again (spec 3 §4). The
 * answer comes first because the read after it can be slow or fail on a busy server, and the
 * shopper who was just told 'Added to your cart.' must not see 'Cart, 0 items' meanwhile; a read
 * already under way (sent before the change) is cancelled so it cannot bring the old cart back.
 */
export function useTakeCart() {
  const queryClient = useQueryClient();
  return useCallback(
    async (cart: Cart | undefined) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      if (cart) queryClient.setQueryData(cartKeys.detail(), cart);
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    [queryClient],
  );
}

export function useCartProduct(code: string) {
  return useQuery(cartQueries.product(useApiClient(), code));
}

export function useAddCartProduct(options?: MutationOptions<Cart, AddCartProductRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((line: AddCartProductRequest) => addCartProduct(client, line), changesCart, options);
}

export function useRemoveCartProduct(options?: MutationOptions<Cart, string>) {
  const client = useApiClient();
  return useInvalidatingMutation((code: string) => removeCartProduct(client, code), changesCart, options);
}

export function useClearCart(options?: MutationOptions<Cart, void>) {
  const client = useApiClient();
  return useInvalidatingMutation(() => clearCart(client), changesCart, options);
}

/** The checkout's product swap (issue 45 item 6): the cart changes, so its queries are read again. */
export function useSwapCartLine(options?: MutationOptions<Cart, SwapCartLineRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: SwapCartLineRequest) => swapCartLine(client, request), changesCart, options);
}

export function useSetCartEmail(options?: MutationOptions<Cart, string>) {
  const client = useApiClient();
  return useInvalidatingMutation((email: string) => setCartEmail(client, email), changesCart, options);
}

/** spec 2 §4: a successful apply reloads the cart. A failure is a CouponError with the field's message. */
export function useApplyCoupon(options?: MutationOptions<CouponAnswer, ApplyCouponRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: ApplyCouponRequest) => applyCoupon(client, request), changesCart, options);
}

export function useRemoveCoupon(options?: MutationOptions<CouponAnswer, string>) {
  const client = useApiClient();
  return useInvalidatingMutation((id: string) => removeCoupon(client, id), changesCart, options);
}
