export { type CompareAddAnswer, type CompareList, type CompareProduct, type ComparisonProducts } from "./types";
export { addToCompare, getCompareList, getComparisonProducts, removeFromCompare } from "./api";
export { compareKeys, compareQueries } from "./queries";
export { useAddToCompare, useComparisonProducts, useCompareList, useRemoveFromCompare } from "./hooks";
