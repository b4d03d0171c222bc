/** The catalogue pages' calls (shapes ours, see apps/api/README.md): categories, brands, promotions and the listing. */
import { ListOf, Nullable, StringEnum, Type, type Static } from "./common";
import { SLUG_LIST_PATTERN, SLUG_PATH_PATTERN } from "./patterns";
import { ProductSummary } from "./product";

const CategoryLink = Type.Object({ name: Type.String(), slug: Type.String(), path: Type.String(), uri: Type.String() });

export const Category = Type.Object({ ...CategoryLink.properties, subCategories: Type.Array(CategoryLink) });
export type Category = Static<typeof Category>;

/** GET /api/categories. */
export const CategoryTree = Type.Object({ items: Type.Array(Category) });
export type CategoryTree = Static<typeof CategoryTree>;

export const Brand = Type.Object({
  name: Type.String(),
  slug: Type.String(),
  uri: Type.String(),
  image: Type.String(),
  description: Type.String(),
  productCount: Type.Integer(),
});
export type Brand = Static<typeof Brand>;

/** GET /api/brands. */
export const BrandList = ListOf(Brand);
export type BrandList = Static<typeof BrandList>;

export const Promotion = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  terms: Type.String(),
  ribbon: Type.String(),
  startsOn: Type.String(),
  endsOn: Type.String(),
  uri: Type.String(),
  isActive: Type.Boolean(),
});
export type Promotion = Static<typeof Promotion>;

/** GET /api/promotions. */
export const PromotionList = ListOf(Promotion);
export type PromotionList = Static<typeof PromotionList>;

/** What a listing is of; `all` needs no uri. */
export const LISTING_TYPES = ["category", "brand", "promotion", "search", "all"] as const;
export const LISTING_SORTS = ["relevance", "price-asc", "price-desc", "newest", "rating", "discount", "name"] as const;
export const ListingSort = StringEnum(LISTING_SORTS);
export type ListingSort = Static<typeof ListingSort>;
/** spec 1 §9 pagination of listings: 24 per page, at most 96. */
export const LISTING_PAGE_SIZE = 24;

/**
 * GET /api/listing: products of a category, brand, promotion or search, or of the whole storefront
 * (`all`, no uri). Lists are comma-separated slugs.
 */
export const ListingQuery = Type.Object({
  type: StringEnum(LISTING_TYPES),
  /** The category path, brand or promotion slug; none for `all` and `search`. */
  uri: Type.Optional(Type.String({ maxLength: 200, pattern: SLUG_PATH_PATTERN })),
  searchTerm: Type.Optional(Type.String({ maxLength: 200 })),
  brand: Type.Optional(Type.String({ maxLength: 500, pattern: SLUG_LIST_PATTERN })),
  price: Type.Optional(Type.String({ maxLength: 100, pattern: SLUG_LIST_PATTERN })),
  rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  feature: Type.Optional(Type.String({ maxLength: 500, pattern: SLUG_LIST_PATTERN })),
  sort: Type.Optional(ListingSort),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 96, default: LISTING_PAGE_SIZE })),
});
export type ListingQuery = Static<typeof ListingQuery>;

export const FACET_KEYS = ["category", "brand", "price", "rating", "feature"] as const;
export const Facet = Type.Object({
  key: StringEnum(FACET_KEYS),
  title: Type.String(),
  values: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer(), selected: Type.Boolean() })),
});
export type Facet = Static<typeof Facet>;

export const Listing = Type.Object({
  type: Type.String(),
  title: Type.String(),
  uri: Type.Optional(Type.String()),
  searchTerm: Type.Optional(Nullable(Type.String())),
  correctedSearchTerm: Type.Optional(Nullable(Type.String())),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  totalPages: Type.Integer(),
  sort: Type.String(),
  products: Type.Array(ProductSummary),
  facets: Type.Array(Facet),
});
export type Listing = Static<typeof Listing>;
