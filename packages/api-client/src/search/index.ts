export {
  type ProductSearchAnswer,
  type ProductSuggestion,
  type SearchUrlAnswer,
  type SearchV3Answer,
  type SiteSearchAnswer,
  type SiteSearchKind,
} from "./types";
export { getProductSearchUrl, getSiteSearchUrl, searchProducts, searchV3, siteSearch, type SiteSearchOptions } from "./api";
export { searchKeys, searchQueries } from "./queries";
export { useProductSuggestions, useSearchResults, useSearchSuggestions, useSiteSearch } from "./hooks";
