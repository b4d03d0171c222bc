import type { BrandFeatures } from "@storefront/ui-kit/brand";
import type { ProductSearchAnswer, ProductSuggestion } from "@storefront/api-client/search";

/**
 * spec 1 §9: the dropdown shows up to `narrow` results up to the lg width (975 px) and `wide`
 * results from it (3/6 by default, 4/8 for furniture and NZ appliance, 3/8 for home-commerce).
 */
export function suggestionCount(features: Pick<BrandFeatures, "searchResultCount">, wide: boolean): number {
  return wide ? features.searchResultCount.wide : features.searchResultCount.narrow;
}

/** spec 1 §9: thumbnails are 90 px, or 100 px on wide screens. */
export function thumbnailSize(wide: boolean): number {
  return wide ? 100 : 90;
}

/** Terms first, then at most `count` products. */
export function limitSuggestions(
  suggestions: readonly ProductSuggestion[],
  count: number,
): { terms: ProductSuggestion[]; products: ProductSuggestion[] } {
  return {
    terms: suggestions.filter((item) => item.type === "term").slice(0, count),
    products: suggestions.filter((item) => item.type === "product").slice(0, count),
  };
}

/** The furniture search's answer (/api/search/products) in the suggestion shape. */
export function fromProductSearch(answer: ProductSearchAnswer | undefined): ProductSuggestion[] {
  if (!answer) return [];
  return [
    ...answer.Results.SearchSuggestions.map((item): ProductSuggestion => ({ type: "term", text: item.Result, url: item.Url })),
    ...answer.Results.ProductResults.map((item): ProductSuggestion => ({
      type: "product",
      text: item.Name,
      url: item.Url,
      imageUrl: item.ImageUrl,
      price: item.Price,
      sku: item.Sku,
    })),
  ];
}
