import type { ComparedProduct } from "./compare-rules";

/** spec 1 §3: the list is kept locally under this key as { comparisonProducts }. */
export const COMPARE_STORAGE_KEY = "CompareProducts";

/**
 * The stored value keeps the shape earlier releases wrote (zustand's persist: `{ state, version }`),
 * so a returning shopper's list is read back.
 */
interface StoredCompareList {
  state: { comparisonProducts: ComparedProduct[] };
  version: number;
}

function isComparedProduct(value: unknown): value is ComparedProduct {
  return typeof value === "object" && value !== null && "productSKU" in value && typeof value.productSKU === "string";
}

/** The browser's copy of the compare list; empty where there is none or it cannot be read. */
export function readStoredCompareList(storage: Pick<Storage, "getItem"> = localStorage): ComparedProduct[] {
  return parseStoredCompareList(storage.getItem(COMPARE_STORAGE_KEY));
}

/** The compare list in the stored text (`readStoredCompareList`); empty for none or an unreadable one. */
export function parseStoredCompareList(text: string | null): ComparedProduct[] {
  try {
    const stored: unknown = JSON.parse(text ?? "null");
    if (typeof stored !== "object" || stored === null || !("state" in stored)) return [];
    const { state } = stored;
    const products = typeof state === "object" && state !== null && "comparisonProducts" in state ? state.comparisonProducts : [];
    return Array.isArray(products) ? products.filter(isComparedProduct) : [];
  } catch {
    return [];
  }
}

/** Keeps the list in the browser (spec 1 §3), for the next visit. */
export function writeStoredCompareList(products: readonly ComparedProduct[], storage: Pick<Storage, "setItem"> = localStorage): void {
  const stored: StoredCompareList = { state: { comparisonProducts: [...products] }, version: 0 };
  storage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(stored));
}
