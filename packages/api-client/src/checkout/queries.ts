import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { getCheckoutView, getPaymentConfiguration, getPaymentConfigurationV2, searchSuburbs } from "./api";

export const checkoutKeys = {
  all: queryRoots.checkout,
  view: () => [...checkoutKeys.all, "view"] as const,
  paymentConfiguration: (version: 1 | 2) => [...checkoutKeys.all, "paymentConfiguration", version] as const,
  suburbs: (text: string) => [...checkoutKeys.all, "suburbs", text] as const,
};

export const checkoutQueries = {
  view: (client: ApiClient) => queryOptions({ queryKey: checkoutKeys.view(), queryFn: ({ signal }) => getCheckoutView(client, { signal }) }),
  paymentConfiguration: (client: ApiClient) =>
    queryOptions({ queryKey: checkoutKeys.paymentConfiguration(1), queryFn: ({ signal }) => getPaymentConfiguration(client, { signal }) }),
  paymentConfigurationV2: (client: ApiClient) =>
    queryOptions({ queryKey: checkoutKeys.paymentConfiguration(2), queryFn: ({ signal }) => getPaymentConfigurationV2(client, { signal }) }),
  /** spec 2 §5: after more than 2 characters. */
  suburbs: (client: ApiClient, text: string) =>
    queryOptions({
      queryKey: checkoutKeys.suburbs(text),
      queryFn: ({ signal }) => searchSuburbs(client, text, { signal }),
      enabled: text.trim().length > 2,
    }),
};
