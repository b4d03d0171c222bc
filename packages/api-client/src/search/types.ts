/** Search calls (spec 1 §7, spec 3 §7), as the commerce API answers them. */
import type { ProductSummary } from "../browsing/types";

/** A suggestion in the search dropdown (spec 3 §3). */
export interface ProductSuggestion {
  type: "term" | "product";
  text: string;
  url: string;
  imageUrl?: string;
  price?: number;
  ribbon?: string | null;
  sku?: string;
}

/** GET /api/v2/product/search-url?SearchTerm= and /api/v2/sitesearch/search-url?searchterms=. */
export interface SearchUrlAnswer {
  url: string;
}

/** GET api/v3/search?searchTerm&isAutoCorrectEnabled=true[&limit]. */
export interface SearchV3Answer {
  searchTerm: string;
  correctedSearchTerm: string | null;
  isAutoCorrected: boolean;
  destinationUrl: string;
  totalCount: number;
  results: ProductSummary[];
}

/** GET /api/search/products?searchTerms=. */
export interface ProductSearchAnswer {
  Results: {
    SearchSuggestions: { Result: string; Url: string }[];
    ProductResults: { Name: string; ImageUrl: string; Price: number; Url: string; Sku?: string }[];
  };
}

/** GET /api/v2/sitesearch/{f|p}/{term}[?fallback][&location][&wid=true]. */
export interface SiteSearchAnswer {
  searchTerm: string;
  correctedSearchTerm: string | null;
  suggestions: ProductSuggestion[];
}

/** 'f' terms and products, 'p' products only. */
export type SiteSearchKind = "f" | "p";
