import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { addToCompare, compareKeys, getCompareList, removeFromCompare, useCompareList, type CompareList } from "@storefront/api-client/browsing";
import { useApiClient } from "@storefront/api-client/react";
import { fromServerProduct, toComparedProduct, type ComparedProduct, type CompareSource } from "./compare-rules";
import { rehydrateCompareStore, selectComparedProducts, useCompareStore } from "./compare-store";

/** Adds and removes the server has not answered yet: a server list never undoes them meanwhile. */
const pendingAdds = new Map<string, ComparedProduct>();
const pendingRemoves = new Set<string>();

/** The server's list with the shopper's unanswered changes laid over it. */
export function withPendingChanges(server: readonly ComparedProduct[]): ComparedProduct[] {
  const kept = server.filter((product) => !pendingRemoves.has(product.productSKU));
  const added = [...pendingAdds.values()].filter((product) => !kept.some((item) => item.productSKU === product.productSKU));
  return [...kept, ...added];
}

/**
 * Adds and removes products: the local list changes at once, then the server list (/api/compare)
 * follows. A server answer of 'limit' undoes the add and opens the dialog (spec 1 §4).
 */
export function useCompareActions() {
  const client = useApiClient();
  const queryClient = useQueryClient();

  const settle = (answer: CompareList) => {
    queryClient.setQueryData(compareKeys.list(), answer);
    useCompareStore.getState().replace(withPendingChanges(answer.products.map(fromServerProduct)));
  };

  const add = async (source: CompareSource) => {
    const store = useCompareStore.getState();
    const product = toComparedProduct(source);
    const result = store.add(product);
    if (result !== "ok") return result;
    pendingAdds.set(product.productSKU, product);
    pendingRemoves.delete(product.productSKU);
    try {
      const answer = await addToCompare(client, source.sku);
      pendingAdds.delete(product.productSKU);
      if (answer === "limit") {
        useCompareStore.getState().remove(source.sku);
        useCompareStore.getState().openTooMany();
        return "limit" as const;
      }
      settle(answer);
    } catch {
      // The local list stays; the next sync reconciles it with the server.
      pendingAdds.delete(product.productSKU);
    }
    return result;
  };

  const remove = async (sku: string) => {
    useCompareStore.getState().remove(sku);
    pendingAdds.delete(sku);
    pendingRemoves.add(sku);
    try {
      const answer = await removeFromCompare(client, sku);
      pendingRemoves.delete(sku);
      settle(answer);
    } catch {
      // Not on the server list (404): nothing to undo locally.
      pendingRemoves.delete(sku);
    }
  };

  return { add, remove };
}

/**
 * Mount once (the shell's compare tray does): reads the persisted list after hydration, then
 * takes the server's list as the truth. A server list that is empty while the browser still
 * holds products (an expired session) is refilled from the browser's list.
 */
export function useCompareSync(): void {
  const client = useApiClient();
  const { data, isError } = useCompareList();
  const restored = useRef(false);

  useEffect(() => {
    void rehydrateCompareStore();
  }, []);

  useEffect(() => {
    if (isError) useCompareStore.getState().markSynced();
  }, [isError]);

  useEffect(() => {
    if (!data) return;
    const local = selectComparedProducts(useCompareStore.getState());
    if (data.products.length === 0 && local.length > 0 && !restored.current) {
      restored.current = true;
      void (async () => {
        for (const product of local) {
          try {
            await addToCompare(client, product.productSKU);
          } catch {
            // A product that no longer exists drops out below.
          }
        }
        const fresh = await getCompareList(client);
        useCompareStore.getState().replace(fresh.products.map(fromServerProduct));
      })().catch(() => undefined);
      return;
    }
    useCompareStore.getState().replace(withPendingChanges(data.products.map(fromServerProduct)));
  }, [data, client]);
}
