import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { getCart, getCartProduct } from "./api";
import type { CartLocationQuery } from "./types";

export const cartKeys = {
  all: queryRoots.cart,
  details: () => [...cartKeys.all, "detail"] as const,
  detail: (location: CartLocationQuery = {}) => [...cartKeys.details(), location] as const,
  products: () => [...cartKeys.all, "product"] as const,
  product: (code: string) => [...cartKeys.products(), code] as const,
};

export const cartQueries = {
  detail: (client: ApiClient, location: CartLocationQuery = {}) =>
    queryOptions({ queryKey: cartKeys.detail(location), queryFn: ({ signal }) => getCart(client, location, { signal }) }),
  product: (client: ApiClient, code: string) =>
    queryOptions({ queryKey: cartKeys.product(code), queryFn: ({ signal }) => getCartProduct(client, code, { signal }) }),
};
