import type { ApiClient, RequestOptions } from "../http/client";
import { path } from "../http/query-string";
import type { CompareAddAnswer, CompareList, ComparisonProducts } from "./types";

type Call = Pick<RequestOptions, "signal">;

export function getCompareList(client: ApiClient, call?: Call): Promise<CompareList> {
  return client.get("/api/compare", call);
}

/** Answers the list, or 'limit' when three products are already listed. */
export function addToCompare(client: ApiClient, sku: string): Promise<CompareAddAnswer> {
  return client.post("/api/compare/product", { sku });
}

export function removeFromCompare(client: ApiClient, sku: string): Promise<CompareList> {
  return client.delete(path`/api/compare/product/${sku}`);
}

/** spec 1 §2.1: the SKUs joined by ~. */
export function getComparisonProducts(client: ApiClient, skus: readonly string[], call?: Call): Promise<ComparisonProducts> {
  return client.get("/api/compare/products", { ...call, query: { SkuList: skus.join("~") } });
}
