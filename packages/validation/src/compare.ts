/** spec 1 §5 and §9: at most three products are compared. */
export const COMPARE_LIMIT = 3;
/** spec 1 §2.5 and §9: tray titles are truncated at 50 characters. */
export const COMPARE_TITLE_MAX_LENGTH = 50;

export type CompareAddResult = "ok" | "limit" | "duplicate";

/**
 * Whether a product may join the compare list. A product already in the list is a duplicate
 * (adding it changes nothing), even when the list is full; otherwise a full list is 'limit',
 * the same word the server answers (spec 1 §4).
 */
export function canAddToCompare(skus: readonly string[], sku: string): CompareAddResult {
  if (skus.includes(sku)) return "duplicate";
  if (skus.length >= COMPARE_LIMIT) return "limit";
  return "ok";
}

/** spec 1 §2.5: the 'Compare' or 'Compare Selected' button needs at least two products. */
export function canCompare(skus: readonly string[]): boolean {
  return skus.length >= 2;
}
