import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { getCheckoutView, getOrder, getPaymentConfiguration, getPaymentConfigurationV2 } from "./api";

export const checkoutKeys = {
  all: queryRoots.checkout,
  view: () => [...checkoutKeys.all, "view"] as const,
  orders: () => [...checkoutKeys.all, "order"] as const,
  order: (cartId: string) => [...checkoutKeys.orders(), cartId] as const,
  paymentConfiguration: () => [...checkoutKeys.all, "payment-configuration"] as const,
  paymentConfigurationV2: () => [...checkoutKeys.paymentConfiguration(), "v2"] as const,
};

export const checkoutQueries = {
  view: (client: ApiClient) =>
    queryOptions({ queryKey: checkoutKeys.view(), queryFn: ({ signal }) => getCheckoutView(client, { signal }) }),
  order: (client: ApiClient, cartId: string) =>
    queryOptions({ queryKey: checkoutKeys.order(cartId), queryFn: ({ signal }) => getOrder(client, cartId, { signal }), retry: false }),
  paymentConfiguration: (client: ApiClient) =>
    queryOptions({
      queryKey: checkoutKeys.paymentConfiguration(),
      queryFn: ({ signal }) => getPaymentConfiguration(client, { signal }),
      staleTime: 5 * 60_000,
    }),
  paymentConfigurationV2: (client: ApiClient) =>
    queryOptions({
      queryKey: checkoutKeys.paymentConfigurationV2(),
      queryFn: ({ signal }) => getPaymentConfigurationV2(client, { signal }),
      staleTime: 5 * 60_000,
      retry: false,
    }),
};
