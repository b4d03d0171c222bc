/** Categories, manufacturers ("brands" in the API's paths), listings and promotions (spec 1 §7). */
export type {
  Brand,
  BrandList,
  Category,
  CategoryTree,
  Facet,
  Listing,
  ListingQuery,
  ListingSort,
  Promotion,
  PromotionList,
} from "@storefront/api-contract/catalogue";
