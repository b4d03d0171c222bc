import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { addComparedProduct, removeComparedProduct, type ComparedProduct } from "./compare-rules";
import type { CompareAddResult } from "@storefront/validation/compare";

/** spec 1 §3: the list is kept locally under this key as { comparisonProducts }. */
export const COMPARE_STORAGE_KEY = "CompareProducts";

export interface CompareState {
  comparisonProducts: ComparedProduct[];
  /** The 'Too many products' dialog (spec 1 §2.6). */
  tooManyOpen: boolean;
  /** True once the persisted list has been read in the browser (never during SSR). */
  hydrated: boolean;
  /** True once the server's list has been read (or could not be); trays count changes from then. */
  synced: boolean;
  add: (product: ComparedProduct) => CompareAddResult;
  remove: (sku: string) => void;
  replace: (products: ComparedProduct[]) => void;
  markSynced: () => void;
  openTooMany: () => void;
  closeTooMany: () => void;
}

/**
 * The compare list (spec 1 §4). Persisted under CompareProducts, read in an effect after
 * hydration (`rehydrateCompareStore`) so the server HTML and the first client render agree.
 */
export const useCompareStore = create<CompareState>()(
  persist(
    (set, get) => ({
      comparisonProducts: [],
      tooManyOpen: false,
      hydrated: false,
      synced: false,
      add: (product) => {
        const outcome = addComparedProduct(get().comparisonProducts, product);
        if (outcome.result === "limit") set({ tooManyOpen: true });
        else if (outcome.result === "ok") set({ comparisonProducts: outcome.products });
        return outcome.result;
      },
      remove: (sku) => set({ comparisonProducts: removeComparedProduct(get().comparisonProducts, sku) }),
      replace: (products) => set({ comparisonProducts: products, synced: true }),
      markSynced: () => set({ synced: true }),
      openTooMany: () => set({ tooManyOpen: true }),
      closeTooMany: () => set({ tooManyOpen: false }),
    }),
    {
      name: COMPARE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ comparisonProducts: state.comparisonProducts }),
      skipHydration: true,
      onRehydrateStorage: () => () => {
        useCompareStore.setState({ hydrated: true });
      },
    },
  ),
);

/** Reads the persisted list; call from an effect, once the page has hydrated. */
export function rehydrateCompareStore(): Promise<void> | void {
  if (useCompareStore.getState().hydrated) return;
  return useCompareStore.persist.rehydrate();
}

export const selectComparedProducts = (state: CompareState) => state.comparisonProducts;
export const selectCompareCount = (state: CompareState) => state.comparisonProducts.length;
export const selectComparedSkus = (state: CompareState) => state.comparisonProducts.map((product) => product.productSKU);
export const selectIsCompared = (sku: string) => (state: CompareState) => state.comparisonProducts.some((product) => product.productSKU === sku);
export const selectTooManyOpen = (state: CompareState) => state.tooManyOpen;
