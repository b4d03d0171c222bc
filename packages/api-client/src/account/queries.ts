import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { getAccount, getInvoicedOrder, getInvoicedOrders, getSavedAddresses } from "./api";

export const accountKeys = {
  all: queryRoots.account,
  info: () => [...accountKeys.all, "info"] as const,
  orders: () => [...accountKeys.all, "orders"] as const,
  orderList: (page: number) => [...accountKeys.orders(), "list", page] as const,
  order: (id: string) => [...accountKeys.orders(), "detail", id] as const,
  addresses: () => [...accountKeys.all, "addresses"] as const,
};

export const accountQueries = {
  info: (client: ApiClient) => queryOptions({ queryKey: accountKeys.info(), queryFn: ({ signal }) => getAccount(client, { signal }) }),
  orderList: (client: ApiClient, page = 0) =>
    queryOptions({ queryKey: accountKeys.orderList(page), queryFn: ({ signal }) => getInvoicedOrders(client, page, { signal }) }),
  order: (client: ApiClient, id: string) =>
    queryOptions({ queryKey: accountKeys.order(id), queryFn: ({ signal }) => getInvoicedOrder(client, id, { signal }) }),
  addresses: (client: ApiClient) =>
    queryOptions({ queryKey: accountKeys.addresses(), queryFn: ({ signal }) => getSavedAddresses(client, { signal }) }),
};
