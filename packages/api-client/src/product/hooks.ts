import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../react/ApiClientProvider";
import { productQueries } from "./queries";
import type { ProductRef } from "./types";

export function useProductBySlug(slug: string, date?: string) {
  return useQuery(productQueries.bySlug(useApiClient(), slug, date));
}

export function useProductById(id: number) {
  return useQuery(productQueries.byId(useApiClient(), id));
}

export function useProductBySku(sku: string) {
  return useQuery(productQueries.bySku(useApiClient(), sku));
}

export function useExtendedProduct(id: number) {
  return useQuery(productQueries.extended(useApiClient(), id));
}

export function useUpsellOptions(sku: string) {
  return useQuery(productQueries.upsell(useApiClient(), sku));
}

export function useProductFeatures(ref: ProductRef) {
  return useQuery(productQueries.features(useApiClient(), ref));
}

export function useProductSpecifications(ref: ProductRef) {
  return useQuery(productQueries.specifications(useApiClient(), ref));
}

export function usePriceHistory(sku: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productQueries.priceHistory(useApiClient(), sku), ...options });
}
