/** The compare list and the compare page's products (spec 1 §2.1, §7). */
export type { CompareAddAnswer, CompareList, CompareProduct, ComparisonProducts } from "@storefront/api-contract/compare";
