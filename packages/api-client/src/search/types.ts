/** Search calls (spec 1 §7, spec 3 §7): the commerce API's contract (@storefront/api-contract/search). */
export type {
  ProductSearchAnswer,
  ProductSuggestion,
  SearchUrlAnswer,
  SearchV3Answer,
  SiteSearchAnswer,
  SiteSearchKind,
} from "@storefront/api-contract/search";
