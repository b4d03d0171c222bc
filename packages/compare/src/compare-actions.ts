import { useMemo } from "react";
import { MutationObserver, useQueryClient, type MutationOptions, type QueryClient } from "@tanstack/react-query";
import { addToCompare, compareKeys, removeFromCompare, type CompareAddAnswer, type CompareList } from "@storefront/api-client/compare";
import { isApiError } from "@storefront/api-client/http";
import type { ApiClient } from "@storefront/api-client/http";
import { useApiClient } from "@storefront/api-client/react";
import { TOAST_FAILURE_TEXT, useToast, type ToastApi } from "@storefront/ui-kit/toast";
import { canAddToCompare, type CompareAddResult } from "@storefront/validation/compare";
import { addComparedProduct, removeComparedProduct, toComparedProduct, toServerProduct, type CompareSource } from "./compare-rules";
import { useCompareTrayStore } from "./tray-store";

const listKey = compareKeys.list();
/** Every compare write carries this key, so each can tell whether others are still in flight. */
const writeKey = [...compareKeys.all, "write"] as const;

function listIn(queryClient: QueryClient): CompareList {
  return queryClient.getQueryData<CompareList>(listKey) ?? { products: [] };
}

/**
 * After a write: only the last of a burst of writes (they go in turn, api-client's writesInTurn)
 * puts the server's answer in the cache, since it holds every write before it; an earlier answer
 * would drop the later writes the cache already shows. A failed last write reads the list again.
 */
async function settle(queryClient: QueryClient, answer: CompareList | undefined): Promise<void> {
  if (queryClient.isMutating({ mutationKey: writeKey }) > 1) return;
  if (answer) queryClient.setQueryData(listKey, answer);
  else await queryClient.invalidateQueries({ queryKey: listKey });
}

/**
 * What a failed write's error toast says: the server's own words when it gave any, else the
 * failure toast's default 'Update Failed!' (spec 3 §8).
 */
export function writeFailureText(error: unknown): string {
  return isApiError(error) && error.serverMessages.length > 0 ? error.serverMessages.join(", ") : TOAST_FAILURE_TEXT;
}

/**
 * One write, started when the shopper ticks or unticks: a mutation observer made for it and let go
 * when it settles. The page's ticks hold no mutation observers while nobody ticks (24 cards would
 * otherwise make and subscribe 48 as they hydrate).
 */
function write<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationOptions<TData, unknown, TVariables>,
  variables: TVariables,
): void {
  const observer = new MutationObserver(queryClient, options);
  void observer
    .mutate(variables)
    .catch(() => undefined)
    .finally(() => observer.reset());
}

function compareActions(queryClient: QueryClient, api: ApiClient, toast: ToastApi) {
  const adding: MutationOptions<CompareAddAnswer, unknown, CompareSource> = {
    mutationKey: writeKey,
    mutationFn: (source) => addToCompare(api, source.sku),
    onMutate: async (source) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const { products } = addComparedProduct(listIn(queryClient).products, toServerProduct(toComparedProduct(source)));
      queryClient.setQueryData(listKey, { products });
    },
    onSuccess: async (answer, source) => {
      if (answer === "limit") {
        queryClient.setQueryData(listKey, { products: removeComparedProduct(listIn(queryClient).products, source.sku) });
        useCompareTrayStore.getState().openTooMany();
      }
      await settle(queryClient, answer === "limit" ? undefined : answer);
    },
    onError: (error) => {
      toast.error(writeFailureText(error));
      return settle(queryClient, undefined);
    },
  };

  const removing: MutationOptions<CompareList, unknown, string> = {
    mutationKey: writeKey,
    mutationFn: (sku) => removeFromCompare(api, sku),
    onMutate: async (sku) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      queryClient.setQueryData(listKey, { products: removeComparedProduct(listIn(queryClient).products, sku) });
    },
    onSuccess: (answer) => settle(queryClient, answer),
    // Not on the server's list (404): the list is read again, nothing to say; any other failure is toasted.
    onError: (error) => {
      if (!(isApiError(error) && error.status === 404)) toast.error(writeFailureText(error));
      return settle(queryClient, undefined);
    },
  };

  /** 'ok' when the add is on its way; 'limit' opens the dialog; 'duplicate' changes nothing. */
  const add = (source: CompareSource): CompareAddResult => {
    const result = canAddToCompare(
      listIn(queryClient).products.map((product) => product.productSKU),
      source.sku,
    );
    if (result === "limit") useCompareTrayStore.getState().openTooMany();
    if (result === "ok") write(queryClient, adding, source);
    return result;
  };

  const remove = (sku: string) => write(queryClient, removing, sku);

  return { add, remove };
}

/**
 * Adds and removes products (spec 1 §4): the cached list changes at once (react-query's optimistic
 * update), then /api/compare follows. A fourth product opens the 'Too many products' dialog
 * instead, and so does a server answer of 'limit', which undoes the add. Any other refusal (or no
 * answer) undoes the change by reading the list again and says so in an error toast.
 */
export function useCompareActions() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMemo(() => compareActions(queryClient, api, toast), [queryClient, api, toast]);
}
