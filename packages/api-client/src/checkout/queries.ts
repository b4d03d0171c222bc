import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { getCheckoutView, getOrder } from "./api";

export const checkoutKeys = {
  all: queryRoots.checkout,
  view: () => [...checkoutKeys.all, "view"] as const,
  orders: () => [...checkoutKeys.all, "order"] as const,
  order: (cartId: string) => [...checkoutKeys.orders(), cartId] as const,
};

export const checkoutQueries = {
  view: (client: ApiClient) =>
    queryOptions({ queryKey: checkoutKeys.view(), queryFn: ({ signal }) => getCheckoutView(client, { signal }) }),
  order: (client: ApiClient, cartId: string) =>
    queryOptions({ queryKey: checkoutKeys.order(cartId), queryFn: ({ signal }) => getOrder(client, cartId, { signal }), retry: false }),
};
