/** The search calls (spec 1 §7, spec 3 §7), as the commerce API answers them. */
import { Nullable, StringEnum, Type, type Static } from "./common";
import { ProductSummary } from "./product";

/** GET /api/v3/search?searchTerm&isAutoCorrectEnabled=true[&limit]. */
export const SearchV3Answer = Type.Object({
  searchTerm: Type.String(),
  correctedSearchTerm: Nullable(Type.String()),
  isAutoCorrected: Type.Boolean(),
  destinationUrl: Type.String(),
  totalCount: Type.Integer(),
  results: Type.Array(ProductSummary),
});
export type SearchV3Answer = Static<typeof SearchV3Answer>;

/** GET /api/search/products?searchTerms=. */
export const ProductSearchAnswer = Type.Object({
  Results: Type.Object({
    SearchSuggestions: Type.Array(Type.Object({ Result: Type.String(), Url: Type.String() })),
    ProductResults: Type.Array(
      Type.Object({
        Name: Type.String(),
        ImageUrl: Type.String(),
        Price: Type.Number(),
        Url: Type.String(),
        Sku: Type.Optional(Type.String()),
      }),
    ),
  }),
});
export type ProductSearchAnswer = Static<typeof ProductSearchAnswer>;

/** A suggestion in the search dropdown (spec 3 §3). */
export const ProductSuggestion = Type.Object({
  type: StringEnum(["term", "product"] as const),
  text: Type.String(),
  url: Type.String(),
  imageUrl: Type.Optional(Type.String()),
  price: Type.Optional(Type.Number()),
  ribbon: Type.Optional(Nullable(Type.String())),
  sku: Type.Optional(Type.String()),
});
export type ProductSuggestion = Static<typeof ProductSuggestion>;

/** 'f' terms and products, 'p' products only. */
export const SITE_SEARCH_KINDS = ["f", "p"] as const;
export type SiteSearchKind = (typeof SITE_SEARCH_KINDS)[number];

/** GET /api/v2/sitesearch/{f|p}/{term}[?fallback][&location][&wid=true]. */
export const SiteSearchAnswer = Type.Object({
  searchTerm: Type.String(),
  correctedSearchTerm: Nullable(Type.String()),
  suggestions: Type.Array(ProductSuggestion),
});
export type SiteSearchAnswer = Static<typeof SiteSearchAnswer>;

/** GET /api/v2/product/search-url?SearchTerm= and /api/v2/sitesearch/search-url?searchterms=. */
export const SearchUrlAnswer = Type.Object({ url: Type.String() });
export type SearchUrlAnswer = Static<typeof SearchUrlAnswer>;
