import type { ApiClient, RequestOptions } from "../http/client";
import { path } from "../http/query-string";
import type {
  CrossSellAnswer,
  ExtendedProduct,
  PriceHistory,
  ProductDetail,
  ProductFeaturesAnswer,
  ProductMeta,
  ProductRef,
  ProductSpecificationsAnswer,
  UpsellOptionsAnswer,
} from "./types";

type Call = Pick<RequestOptions, "signal">;

/** spec 1 §7: date as YYYY-M-D (no leading zeros). */
export function productDateParam(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

export function getProductBySlug(client: ApiClient, slug: string, date?: string, call?: Call): Promise<ProductDetail> {
  return client.get(path`/api/v2/product/slug/${slug}`, { ...call, query: { date } });
}

export function getExtendedProduct(client: ApiClient, id: number, call?: Call): Promise<ExtendedProduct> {
  return client.get(path`/api/v2/product/extended/id/${id}`, call);
}

/** Also the product lookup by id for compare (spec 1 §7). */
export function getProductById(client: ApiClient, id: number, call?: Call): Promise<ProductDetail> {
  return client.get(path`/api/v2/product/id/${id}`, call);
}

export function getProductBySku(client: ApiClient, sku: string, call?: Call): Promise<ProductDetail> {
  return client.get(path`/api/v2/product/sku/${sku}`, call);
}

export function getUpsellOptions(client: ApiClient, sku: string, call?: Call): Promise<UpsellOptionsAnswer> {
  return client.get(path`/api/v2/product/upselloptions/sku/${sku}`, call);
}

function refPath(base: string, ref: ProductRef): string {
  return "id" in ref ? `${base}/id/${encodeURIComponent(String(ref.id))}` : `${base}/sku/${encodeURIComponent(ref.sku)}`;
}

export function getProductFeatures(client: ApiClient, ref: ProductRef, call?: Call): Promise<ProductFeaturesAnswer> {
  return client.get(refPath("/api/product/features", ref), call);
}

export function getProductSpecifications(client: ApiClient, ref: ProductRef, call?: Call): Promise<ProductSpecificationsAnswer> {
  return client.get(refPath("/api/v2/product/specifications", ref), call);
}

export function getProductMeta(client: ApiClient, id: number, call?: Call): Promise<ProductMeta> {
  return client.get(path`/api/meta/product/${id}`, call);
}

export function getPriceHistory(client: ApiClient, sku: string, call?: Call): Promise<PriceHistory> {
  return client.get(path`/api/pricehistory/get-price-history/${sku}`, call);
}

/** The products bought with this one (the product page's cross-sell strip). */
export function getCrossSell(client: ApiClient, sku: string, call?: Call): Promise<CrossSellAnswer> {
  return client.get(path`/api/v2/product/crosssell/sku/${sku}`, call);
}
