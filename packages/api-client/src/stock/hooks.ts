import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../react/ApiClientProvider";
import { stockQueries } from "./queries";

export function useStock(sku: string) {
  return useQuery(stockQueries.stock(useApiClient(), sku));
}

export function useCompetitorPrices(sku: string) {
  return useQuery(stockQueries.competitorPrices(useApiClient(), sku));
}

export function useBrandAutocomplete(text: string) {
  return useQuery(stockQueries.brands(useApiClient(), text));
}

export function useCategoryAutocomplete(text: string) {
  return useQuery(stockQueries.categories(useApiClient(), text));
}

export function useStaffProductSearch(text: string) {
  return useQuery(stockQueries.products(useApiClient(), text));
}
