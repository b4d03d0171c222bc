import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { cartQueries } from "@storefront/api-client/cart";
import { useApiClient } from "@storefront/api-client/react";
import { useToast } from "@storefront/ui-kit/toast";
import { cartBadgeCount } from "@storefront/validation/cart";

/**
 * The shopper's cart for the header and the cart page (GET /api/cart/). For a shopper with a
 * session the root loader has read it on the server (the composition's shopper state; the cart
 * page's loader reads it for everyone), so it is in the server HTML; a page for a visitor without
 * one is rendered without it and stays the same for every such visitor (cacheable), and the
 * browser reads it after hydration. Cart changes invalidate the cart family, so it reloads after
 * an add, a quantity change or a remove (spec 3 §4).
 */
export function useHeaderCart(enabled = true) {
  return useQuery({ ...cartQueries.detail(useApiClient()), enabled });
}

/** spec 3 §2: the badge counts products plus rewards; unknown until the cart has loaded. */
export function useCartBadgeCount(): number | undefined {
  const { data } = useHeaderCart();
  return data ? cartBadgeCount(data) : undefined;
}

/**
 * spec 3 §8: the server's cart messages show as error toasts that stay until closed. Once per
 * answer: react-query keeps the same array for an answer equal to the last one, so a cart read
 * again with the same messages shows nothing new.
 */
export function useCartMessageToasts(): void {
  const messages = useHeaderCart().data?.messages;
  const toast = useToast();
  useEffect(() => {
    for (const message of messages ?? []) toast.error(message);
  }, [messages, toast]);
}
