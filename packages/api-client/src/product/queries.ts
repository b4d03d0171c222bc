import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import {
  getCrossSell,
  getExtendedProduct,
  getPriceHistory,
  getProductById,
  getProductBySku,
  getProductBySlug,
  getProductFeatures,
  getProductMeta,
  getProductSpecifications,
  getUpsellOptions,
} from "./api";
import type { ProductRef } from "./types";

export const productKeys = {
  all: queryRoots.product,
  details: () => [...productKeys.all, "detail"] as const,
  bySlug: (slug: string, date?: string) => [...productKeys.details(), "slug", slug, date ?? null] as const,
  byId: (id: number) => [...productKeys.details(), "id", id] as const,
  bySku: (sku: string) => [...productKeys.details(), "sku", sku] as const,
  extended: (id: number) => [...productKeys.details(), "extended", id] as const,
  upsell: (sku: string) => [...productKeys.all, "upsell", sku] as const,
  features: (ref: ProductRef) => [...productKeys.all, "features", ref] as const,
  specifications: (ref: ProductRef) => [...productKeys.all, "specifications", ref] as const,
  meta: (id: number) => [...productKeys.all, "meta", id] as const,
  priceHistory: (sku: string) => [...productKeys.all, "priceHistory", sku] as const,
  crossSell: (sku: string) => [...productKeys.all, "crossSell", sku] as const,
};

export const productQueries = {
  bySlug: (client: ApiClient, slug: string, date?: string) =>
    queryOptions({ queryKey: productKeys.bySlug(slug, date), queryFn: ({ signal }) => getProductBySlug(client, slug, date, { signal }) }),
  byId: (client: ApiClient, id: number) =>
    queryOptions({ queryKey: productKeys.byId(id), queryFn: ({ signal }) => getProductById(client, id, { signal }) }),
  bySku: (client: ApiClient, sku: string) =>
    queryOptions({ queryKey: productKeys.bySku(sku), queryFn: ({ signal }) => getProductBySku(client, sku, { signal }) }),
  /** spec 1 §9: the extended product request is retried once after 1000 ms. */
  extended: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: productKeys.extended(id),
      queryFn: ({ signal }) => getExtendedProduct(client, id, { signal }),
      retry: 1,
      retryDelay: 1000,
    }),
  upsell: (client: ApiClient, sku: string) =>
    queryOptions({ queryKey: productKeys.upsell(sku), queryFn: ({ signal }) => getUpsellOptions(client, sku, { signal }) }),
  features: (client: ApiClient, ref: ProductRef) =>
    queryOptions({ queryKey: productKeys.features(ref), queryFn: ({ signal }) => getProductFeatures(client, ref, { signal }) }),
  specifications: (client: ApiClient, ref: ProductRef) =>
    queryOptions({ queryKey: productKeys.specifications(ref), queryFn: ({ signal }) => getProductSpecifications(client, ref, { signal }) }),
  meta: (client: ApiClient, id: number) =>
    queryOptions({ queryKey: productKeys.meta(id), queryFn: ({ signal }) => getProductMeta(client, id, { signal }) }),
  priceHistory: (client: ApiClient, sku: string) =>
    queryOptions({ queryKey: productKeys.priceHistory(sku), queryFn: ({ signal }) => getPriceHistory(client, sku, { signal }) }),
  crossSell: (client: ApiClient, sku: string) =>
    queryOptions({ queryKey: productKeys.crossSell(sku), queryFn: ({ signal }) => getCrossSell(client, sku, { signal }) }),
};
