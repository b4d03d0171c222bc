/**
 * Request and response types of the browsing calls (spec 1 §3 and §7). The answers and request
 * bodies are the commerce API's contract (@storefront/api-contract): the schemas the API
 * validates and serialises with, so the two cannot drift apart. Only what the client adds of its
 * own is declared here.
 */
export type { AccountInfo } from "@storefront/api-contract/account";
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
export type { CompareAddAnswer, CompareList, CompareProduct, ComparisonProducts } from "@storefront/api-contract/compare";
export type {
  AlertBanner,
  ContentEntry,
  ContentListKind,
  ContentPage,
  Navbar,
  NavLink,
  RedirectAnswer,
  RedirectDestination,
  Sale,
  Setting,
  SettingsAnswer,
} from "@storefront/api-contract/content";
export type {
  CookingDemo,
  CookingDemoAvailability,
  CookingDemoBookingAnswer,
  CookingDemoBookingRequest,
  CookingDemoPage,
  CookingDemoType,
  SortDirectionValue,
} from "@storefront/api-contract/cooking-demos";
import type { CookingDemoFilter as CookingDemoQuery } from "@storefront/api-contract/cooking-demos";

export type { KitchenClubAnswer, KitchenClubRequest, KitchenClubSource, NewsletterSignupRequest } from "@storefront/api-contract/forms";
export type {
  ConditionLabel,
  ExtendedProduct,
  Manufacturer,
  PriceHistory,
  PricePoint,
  PriceSource,
  ProductDetail,
  ProductFeature,
  ProductFeaturesAnswer,
  ProductImage,
  ProductMeta,
  ProductSpecificationsAnswer,
  ProductSummary,
  Ribbon,
  RibbonType,
  SpecificationGroup,
  StockStatus,
  UpsellOption,
  UpsellOptionsAnswer,
} from "@storefront/api-contract/product";
export type {
  GeoData,
  Locality,
  LocalitySearchAnswer,
  OpeningTime,
  SetLocationRequest,
  SetStoreAnswer,
  Store,
  StoreFilters,
  StoreListAnswer,
  StoreSelectView,
} from "@storefront/api-contract/stores";
export type { AnalyticsEventType, AnalyticsSearchEvent, VariantTestAnswer } from "@storefront/api-contract/tracking";

/**
 * spec 1 §3 cooking demo filter as the storefront builds it from its address: the sub-event type
 * is passed through as text (the API answers 400 for one it does not know).
 */
export type CookingDemoFilter = Omit<CookingDemoQuery, "cookingDemoSubEventType"> & { cookingDemoSubEventType?: string };

export type LoadStatus = "Initial" | "Loading" | "Success" | "Failure";

/** The variant test as the client gives it. */
export interface VariantTestResult {
  bucket: string;
  /** The x-vu response header; must equal the wau cookie for the bucket to count. */
  vu: string | null;
}
