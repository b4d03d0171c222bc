import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { autocompleteBrands, autocompleteCategories, getCompetitorPrices, getStock, searchStaffProducts } from "./api";

export const stockKeys = {
  all: queryRoots.stock,
  stock: (sku: string) => [...stockKeys.all, "stock", sku] as const,
  competitorPrices: (sku: string) => [...stockKeys.all, "competitorPrices", sku] as const,
  brands: (text: string) => [...stockKeys.all, "brands", text] as const,
  categories: (text: string) => [...stockKeys.all, "categories", text] as const,
  products: (text: string) => [...stockKeys.all, "products", text] as const,
};

const hasText = (text: string) => text.trim().length > 0;

export const stockQueries = {
  stock: (client: ApiClient, sku: string) => queryOptions({ queryKey: stockKeys.stock(sku), queryFn: ({ signal }) => getStock(client, sku, { signal }) }),
  competitorPrices: (client: ApiClient, sku: string) =>
    queryOptions({ queryKey: stockKeys.competitorPrices(sku), queryFn: ({ signal }) => getCompetitorPrices(client, sku, { signal }) }),
  brands: (client: ApiClient, text: string) =>
    queryOptions({ queryKey: stockKeys.brands(text), queryFn: ({ signal }) => autocompleteBrands(client, text, { signal }), enabled: hasText(text) }),
  categories: (client: ApiClient, text: string) =>
    queryOptions({
      queryKey: stockKeys.categories(text),
      queryFn: ({ signal }) => autocompleteCategories(client, text, { signal }),
      enabled: hasText(text),
    }),
  products: (client: ApiClient, text: string) =>
    queryOptions({ queryKey: stockKeys.products(text), queryFn: ({ signal }) => searchStaffProducts(client, text, { signal }), enabled: hasText(text) }),
};
