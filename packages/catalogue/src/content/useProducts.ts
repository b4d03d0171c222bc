import { useQueries } from "@tanstack/react-query";
import { productQueries, type ProductDetail } from "@storefront/api-client/product";
import { useApiClient } from "@storefront/api-client/react";

/** The products of a list of SKUs, as the loader prefetched them; missing ones are left out. */
export function useProducts(skus: readonly string[]): ProductDetail[] {
  const api = useApiClient();
  return useQueries({ queries: skus.map((sku) => ({ ...productQueries.bySku(api, sku), retry: false })) })
    .map((result) => result.data)
    .filter((product): product is ProductDetail => product !== undefined);
}
