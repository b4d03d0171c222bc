import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../react/ApiClientProvider";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import { addToCompare, removeFromCompare } from "./api";
import { compareKeys, compareQueries } from "./queries";
import type { CompareAddAnswer, CompareList } from "./types";

export function useCompareList() {
  return useQuery(compareQueries.list(useApiClient()));
}

export function useComparisonProducts(skus: readonly string[]) {
  return useQuery(compareQueries.products(useApiClient(), skus));
}

export function useAddToCompare(options?: MutationOptions<CompareAddAnswer, string>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (sku: string) => addToCompare(client, sku),
    () => [compareKeys.all],
    options,
  );
}

export function useRemoveFromCompare(options?: MutationOptions<CompareList, string>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (sku: string) => removeFromCompare(client, sku),
    () => [compareKeys.all],
    options,
  );
}
