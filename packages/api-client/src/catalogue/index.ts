export {
  type Brand,
  type BrandList,
  type Category,
  type CategoryTree,
  type Facet,
  type Listing,
  type ListingQuery,
  type ListingSort,
  type Promotion,
  type PromotionList,
} from "./types";
export { getCategories, getListing, getManufacturer, getManufacturers, getPromotion, getPromotions } from "./api";
export { catalogueKeys, catalogueQueries, type FeaturedListing } from "./queries";
export { useCategories, useListing, useManufacturer, useManufacturers, usePromotion, usePromotions } from "./hooks";
