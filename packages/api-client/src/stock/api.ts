import type { ApiClient, RequestOptions } from "../http/client";
import { path } from "../http/query-string";
import type { AutocompleteOption, CompetitorPrice, StaffProductResult, StockAnswer } from "./types";

type Call = Pick<RequestOptions, "signal">;

export function getStock(client: ApiClient, sku: string, call?: Call): Promise<StockAnswer> {
  return client.get("/api/stock", { ...call, query: { sku, includeOtherStock: true } });
}

export function getCompetitorPrices(client: ApiClient, sku: string, call?: Call): Promise<CompetitorPrice[]> {
  return client.get("/api/product/competitor-prices", { ...call, query: { sku } });
}

export function autocompleteBrands(client: ApiClient, text: string, call?: Call): Promise<AutocompleteOption[]> {
  return client.get(path`/api/brand/autocomplete/${text}`, call);
}

export function autocompleteCategories(client: ApiClient, text: string, call?: Call): Promise<AutocompleteOption[]> {
  return client.get(path`/api/category/autocomplete/${text}`, call);
}

export function searchStaffProducts(client: ApiClient, text: string, call?: Call): Promise<StaffProductResult[]> {
  return client.get(path`/api/product/search/${text}`, call);
}
