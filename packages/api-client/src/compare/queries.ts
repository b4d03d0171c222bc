import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { getCompareList, getComparisonProducts } from "./api";

export const compareKeys = {
  all: queryRoots.compare,
  list: () => [...compareKeys.all, "list"] as const,
  products: (skus: readonly string[]) => [...compareKeys.all, "products", [...skus]] as const,
};

export const compareQueries = {
  list: (client: ApiClient) => queryOptions({ queryKey: compareKeys.list(), queryFn: ({ signal }) => getCompareList(client, { signal }) }),
  products: (client: ApiClient, skus: readonly string[]) =>
    queryOptions({
      queryKey: compareKeys.products(skus),
      queryFn: ({ signal }) => getComparisonProducts(client, skus, { signal }),
      enabled: skus.length > 0,
    }),
};
