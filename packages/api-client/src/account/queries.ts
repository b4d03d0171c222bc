import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { getAccount, getDealsClub, getDeliveryDays, getInvoicedOrder, getInvoicedOrders, getReferral, getSavedAddresses } from "./api";

export const accountKeys = {
  all: queryRoots.account,
  info: () => [...accountKeys.all, "info"] as const,
  /** The account area's orders and saved addresses (spec 3 §7). */
  orders: () => [...accountKeys.all, "orders"] as const,
  ordersPage: (page: number) => [...accountKeys.orders(), "page", page] as const,
  order: (orderNumber: string) => [...accountKeys.orders(), "detail", orderNumber] as const,
  addresses: () => [...accountKeys.all, "addresses"] as const,
  /** Issue 45 item 3: the deals club membership. */
  dealsClub: () => [...accountKeys.all, "deals-club"] as const,
  /** Issue 45 item 2: the customer's referral link. */
  referral: () => [...accountKeys.all, "referral"] as const,
  /** Issue 45 item 10: the days an order's delivery may move to (under the order, so a move rereads both). */
  deliveryDays: (orderNumber: string) => [...accountKeys.order(orderNumber), "delivery-days"] as const,
};

export const accountQueries = {
  info: (client: ApiClient) => queryOptions({ queryKey: accountKeys.info(), queryFn: ({ signal }) => getAccount(client, { signal }) }),
  ordersPage: (client: ApiClient, page: number) =>
    queryOptions({ queryKey: accountKeys.ordersPage(page), queryFn: ({ signal }) => getInvoicedOrders(client, page, { signal }) }),
  order: (client: ApiClient, orderNumber: string) =>
    queryOptions({ queryKey: accountKeys.order(orderNumber), queryFn: ({ signal }) => getInvoicedOrder(client, orderNumber, { signal }) }),
  addresses: (client: ApiClient) =>
    queryOptions({ queryKey: accountKeys.addresses(), queryFn: ({ signal }) => getSavedAddresses(client, { signal }) }),
  dealsClub: (client: ApiClient) =>
    queryOptions({ queryKey: accountKeys.dealsClub(), queryFn: ({ signal }) => getDealsClub(client, { signal }) }),
  referral: (client: ApiClient) =>
    queryOptions({ queryKey: accountKeys.referral(), queryFn: ({ signal }) => getReferral(client, { signal }) }),
  deliveryDays: (client: ApiClient, orderNumber: string) =>
    queryOptions({
      queryKey: accountKeys.deliveryDays(orderNumber),
      queryFn: ({ signal }) => getDeliveryDays(client, orderNumber, { signal }),
    }),
};
