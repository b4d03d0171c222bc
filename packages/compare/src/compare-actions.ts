import { useMemo } from "react";
import { MutationObserver, useQueryClient, type MutationOptions, type QueryClient } from "@tanstack/react-query";
import { compareKeys, type CompareList } from "@storefront/api-client/compare";
import { INTENT_FIELD, type ActionOutcome } from "@storefront/page-kit/action-fields";
import { useShopperAction } from "@storefront/page-kit/use-shopper-action";
import { TOAST_FAILURE_TEXT, useToast, type ToastApi } from "@storefront/ui-kit/toast";
import { canAddToCompare, type CompareAddResult } from "@storefront/validation/compare";
import type { CompareActionAnswer } from "./compare-action";
import { addComparedProduct, removeComparedProduct, toComparedProduct, toServerProduct, type CompareSource } from "./compare-rules";
import { COMPARE_ACTION_PATH, COMPARE_SKU_FIELD, compareFailureText, compareIntents } from "./compare-texts";
import { useCompareTrayStore } from "./tray-store";

/** A refusal the compare action answered (other than 'limit'), in its own words. */
export class CompareRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CompareRefusal";
  }
}

/** Sends one compare form's fields through the router (page-kit's useShopperAction) and resolves with the outcome. */
type SendCompareForm = (fields: FormData) => Promise<ActionOutcome<CompareActionAnswer> | undefined>;

/** The fields of a compare form: what a tick or a remove button posts without JavaScript too. */
export function compareFields(intent: "add" | "remove", sku: string): FormData {
  const fields = new FormData();
  fields.set(INTENT_FIELD, intent);
  fields.set(COMPARE_SKU_FIELD, sku);
  return fields;
}

/** The compare list an outcome carries, or 'limit'; a refusal or no answer is an error (the write is undone). */
async function answerOf(sent: Promise<ActionOutcome<CompareActionAnswer> | undefined>): Promise<CompareActionAnswer> {
  const outcome = await sent;
  if (outcome?.data === "limit") return "limit";
  if (!outcome?.ok || !outcome.data) throw new CompareRefusal(outcome?.message ?? TOAST_FAILURE_TEXT);
  return outcome.data;
}

const listKey = compareKeys.list();
/** Every compare write carries this key, so each can tell whether others are still in flight. */
const writeKey = [...compareKeys.all, "write"] as const;

function listIn(queryClient: QueryClient): CompareList {
  return queryClient.getQueryData<CompareList>(listKey) ?? { products: [] };
}

/**
 * After a write: only the last of a burst of writes (they go in turn, page-kit's inTurn)
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
  return error instanceof CompareRefusal ? error.message : compareFailureText(error);
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

function compareActions(queryClient: QueryClient, send: SendCompareForm, toast: ToastApi) {
  const adding: MutationOptions<CompareActionAnswer, unknown, CompareSource> = {
    mutationKey: writeKey,
    mutationFn: (source) => answerOf(send(compareFields(compareIntents.add, source.sku))),
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

  const removing: MutationOptions<CompareActionAnswer, unknown, string> = {
    mutationKey: writeKey,
    mutationFn: (sku) => answerOf(send(compareFields(compareIntents.remove, sku))),
    onMutate: async (sku) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      queryClient.setQueryData(listKey, { products: removeComparedProduct(listIn(queryClient).products, sku) });
    },
    // A product already off the server's list is removed all the same (the action reads the list again).
    onSuccess: (answer) => settle(queryClient, answer === "limit" ? undefined : answer),
    onError: (error) => {
      toast.error(writeFailureText(error));
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
 * update), then the compare action (`/compare`, the same one a tick posts to without JavaScript)
 * changes the server's list through the router. A fourth product opens the 'Too many products'
 * dialog instead, and so does a server answer of 'limit', which undoes the add. Any other refusal
 * (or no answer) undoes the change by reading the list again and says so in an error toast.
 */
export function useCompareActions() {
  const { submit } = useShopperAction<CompareActionAnswer>(COMPARE_ACTION_PATH);
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMemo(() => compareActions(queryClient, submit, toast), [queryClient, submit, toast]);
}
