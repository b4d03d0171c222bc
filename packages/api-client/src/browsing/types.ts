/**
 * Request and response types of the browsing calls (spec 1 §3 and §7). Where the spec says an
 * answer shape is "not shown", these follow the commerce API's published schemas (apps/api).
 */

export type LoadStatus = "Initial" | "Loading" | "Success" | "Failure";

/** GET /api/alertBanner (null when there is none). */
export interface AlertBanner {
  bannerURL: string;
  backgroundColor: string;
  desktopContent: string;
  mobileContent: string;
}

/** POST /api/varianttest answer; the x-vu header echoes the wau cookie. */
export interface VariantTestAnswer {
  testId: string;
  bucket: string;
}
export interface VariantTestResult {
  bucket: string;
  /** The x-vu response header; must equal the wau cookie for the bucket to count. */
  vu: string | null;
}

/** spec 1 §7: sources of the kitchen-club form service. */
export type KitchenClubSource =
  | "Footer"
  | "Newsletter"
  | "Checkout"
  | "AskAnExpert"
  | "ProductEnquiry"
  | "CatalogueDetails"
  | "Project"
  | "PromotionRedemption"
  | "Promotion";

/** POST /api/Contact/kitchenclub: the form plus its source. */
export interface KitchenClubRequest {
  source: KitchenClubSource;
  /** Newsletter applies the newsletter rules (spec 1 §5). */
  type?: "Newsletter" | "Contact";
  name: string;
  email: string;
  postcode?: string;
  phone?: string;
  message?: string;
}

/** POST /api/kitchenclub/newsletter: Name, Email, Postcode. */
export interface NewsletterSignupRequest {
  name: string;
  email: string;
  postcode: string;
  source?: KitchenClubSource;
}

/** 201 answer of kitchen-club forms. A refused signup is a 409 whose body carries errtext. */
export interface KitchenClubAnswer {
  success: boolean;
  message: string;
}

/** A product in the compare list (spec 1 §3 compare product, plus sku and uri). */
export interface CompareProduct {
  sku: string;
  productId: number;
  productSKU: string;
  productName: string;
  productImage: string;
  brandName: string;
  brandImage: string;
  price: number;
  uri: string;
}

/** GET /api/compare, DELETE /api/compare/product/{sku} and a successful add. */
export interface CompareList {
  products: CompareProduct[];
}

/** POST /api/compare/product: the list, or 'limit' when three are already listed (spec 1 §4). */
export type CompareAddAnswer = CompareList | "limit";

export interface ProductImage {
  url: string;
  thumbUrl: string;
  path: string;
  type: string;
  alt: string;
}

export interface Manufacturer {
  id: number;
  name: string;
  slug: string;
  thumbnail: string;
}

export type StockStatus = "noStock" | "supersededAndNoStock" | "inStock" | "backOrder" | "indeterminate";
export type PriceSource = "winning" | "manufacturer";
export type RibbonType = "save" | "catalogue-item" | "cashback" | "win" | "new" | "bonus" | "special-offer" | "sale";
export type ConditionLabel = "Cosmetic Imperfection" | "New Condition" | "Brand New Runout";

export interface Ribbon {
  type: RibbonType;
  text: string;
}

/** A product in lists, search results and the compare tray. */
export interface ProductSummary {
  productId: number;
  sku: string;
  slug: string;
  uri: string;
  title: string;
  brand: string;
  manufacturer?: Manufacturer;
  category?: string;
  categoryPath?: string;
  currency: "AUD" | "NZD";
  price: number;
  rrp: number;
  discountOffRrp?: number;
  percentageDiscountOffRrp?: number;
  ribbons: Ribbon[];
  stockStatus: StockStatus;
  priceSource?: PriceSource;
  condition?: { label: ConditionLabel; badgeStyle: "brand-new" | "unavailable" } | null;
  missingParts?: string | null;
  rating?: number;
  reviewCount?: number;
  image?: string;
  images: ProductImage[];
}

export interface ProductFeature {
  title: string;
  description: string;
}

export interface SpecificationGroup {
  group: string;
  items: { name: string; value: string }[];
}

/** The product page record (GET /api/v2/product/slug, id and sku). */
export interface ProductDetail extends ProductSummary {
  description: string;
  releasedOn?: string;
  categorization?: string;
  breadcrumbs: { name: string; uri: string }[];
  pricing: {
    text: string;
    value: number;
    tooltip: string;
    isValuePromise: boolean;
    isPriceMatchGuarantee: boolean;
    hasDiscount: boolean;
  };
  featureTags?: string[];
  specifications: SpecificationGroup[];
  features: ProductFeature[];
}

export interface UpsellOption {
  id: string;
  type: "warranty" | "installation" | "removal" | "delivery";
  title: string;
  price: number;
}

export interface PricePoint {
  date: string;
  price: number;
}

/** GET /api/v2/product/extended/id/{id}. */
export interface ExtendedProduct extends ProductDetail {
  upsellOptions: UpsellOption[];
  priceHistory: PricePoint[];
}

/** GET /api/v2/product/upselloptions/sku/{sku}. */
export interface UpsellOptionsAnswer {
  sku: string;
  currency: string;
  options: UpsellOption[];
}

/** GET /api/product/features/{id|sku}/... */
export interface ProductFeaturesAnswer {
  productId: number;
  sku: string;
  features: ProductFeature[];
}

/** GET /api/v2/product/specifications/{id|sku}/... */
export interface ProductSpecificationsAnswer {
  productId: number;
  sku: string;
  specifications: SpecificationGroup[];
}

/** GET /api/meta/product/{id}: social share tags (spec 1 §3). */
export interface ProductMeta {
  title: string;
  description: string;
  url: string;
  type: "article" | "product" | "product.group" | "website";
  image: { url: string; width: number; height: number };
}

/** GET /api/pricehistory/get-price-history/{sku}. */
export interface PriceHistory {
  sku: string;
  currency: string;
  currentPrice: number;
  lowestPrice: number;
  highestPrice: number;
  points: PricePoint[];
}

/** GET /api/compare/products?SkuList=: full records for the compare page. */
export interface ComparisonProducts {
  products: ProductDetail[];
  missingSkus: string[];
}

/** GET /api/geo (spec 1 §3). */
export interface GeoData {
  store: { storeUri: string; name: string };
  nearestWarehouseLocationCode: string;
  locationId: string;
  newUser: boolean;
  ipCountry: string;
  country: string;
  postcode: string;
  state: string;
  city: string;
}

/** POST /api/geo/setlocation: exactly one of localityId (postcode_SUBURB) or regionId (spec 1 §9). */
export type SetLocationRequest = { localityId: string; regionId?: never } | { regionId: string; localityId?: never };

/** A locality (spec 1 §3). */
export interface Locality {
  /** postcode_SUBURB */
  id: string;
  suburb: string;
  postcode: string;
  state: string;
  country: string;
  fullAddress: string;
}

/** GET /api/locality/{query}. */
export interface LocalitySearchAnswer {
  items: Locality[];
  totalCount: number;
}

/**
 * GET /api/account with the bearer token (spec 1 §3, spec 3 §3); 401 without a valid one. Staff
 * carry a winningUserId; lastName and email are the API's additions, for the account page.
 */
export interface AccountInfo {
  winningUserId: string | null;
  winningCmsUrl: string | null;
  firstName: string;
  lastName: string;
  email: string;
  salespersonCode: string | null;
}

export interface Setting {
  name: string;
  value: string;
}
/** GET /api/settings. */
export interface SettingsAnswer {
  items: Setting[];
  totalCount: number;
}

export interface NavLink {
  title: string;
  uri: string;
}

/** GET /api/navbar. */
export interface Navbar {
  mainNav: {
    categories: {
      name: string;
      uri: string;
      subCategories: { name: string; uri: string }[];
      brands: { name: string; uri: string; image: string }[];
    }[];
  };
  topNav: {
    displayCartIcon: boolean;
    displayProjectIcon: boolean;
    displaySearchIcon: boolean;
    displayContactUsIcon: boolean;
  };
  utilityLinks: NavLink[];
  footerNav: { title: string; links: NavLink[] }[];
  updatedAt: string;
}

export interface OpeningTime {
  day: string;
  isOpen: boolean;
  /** HH:mm */
  openTime: string;
  /** HH:mm */
  closeTime: string;
}

/** A store (spec 1 §3). */
export interface Store {
  id: number;
  name: string;
  storeUri: string;
  uri: string;
  thumbImg: { src: string; alt: string };
  phone: string;
  email?: string;
  address: { street: string; suburb: string; state: string; postcode: string; country: string };
  fullAddress: string;
  latitude?: number;
  longitude?: number;
  isAppointmentOnly: boolean;
  virtualTourId: string | null;
  virtualTourUri?: string | null;
  /** Seven entries, Monday first. */
  openTimes: OpeningTime[];
  /** 'Closed today', 'By appointment only' or 'Open today until 5:30 pm'. */
  openingStatus: string;
  isDefault: boolean;
  warehouseCode?: string;
  distanceKm?: number | null;
}

/** GET /api/store?filters=: sent as state:NSW,appointmentOnly:false,virtualTour:true,q:text,postcode:2000. */
export interface StoreFilters {
  state?: string;
  appointmentOnly?: boolean;
  virtualTour?: boolean;
  q?: string;
  postcode?: string;
}

/** GET /api/store. */
export interface StoreListAnswer {
  items: Store[];
  totalCount: number;
}

/**
 * GET /api/store/select-view: the shopper's store and the nearest others. The staff fields of
 * spec 3 §3 (available stores and salespeople) are optional until the API answers them.
 */
export interface StoreSelectView {
  store: Store;
  isSelected: boolean;
  nearbyStores: Store[];
  availableStores?: { name: string; storeUri: string; subdivision: string }[];
  availableSalesPersons?: { code?: string; name?: string; subdivision: string }[];
}

/** POST /api/store/setstore answer. */
export interface SetStoreAnswer {
  store: Store;
}

/** PrePurchaseOnly 0, PostPurchaseOnly 1, OpenToEveryone 2. */
export type CookingDemoType = 0 | 1 | 2;
/** Available 0, WaitList 1, ContactStore 2. */
export type CookingDemoAvailability = 0 | 1 | 2;
/** None 0, Ascending 1, Descending 2. */
export type SortDirectionValue = 0 | 1 | 2;

/** spec 1 §3: cooking demo filter. */
export interface CookingDemoFilter {
  storeUri?: string;
  /** Sent lowercased. */
  brand?: string;
  cookingDemoType?: CookingDemoType | "";
  cookingDemoSubEventType?: string;
  /** YYYY-MM-DD; today by default. */
  startDate?: string;
  endDate?: string;
  pageNo?: number;
  sortDirection?: SortDirectionValue;
  recordsPerPage?: number;
}

export interface CookingDemo {
  id: number;
  title: string;
  description?: string;
  brand: string;
  cookingDemoType: CookingDemoType;
  cookingDemoTypeName?: string;
  cookingDemoSubEventType: string;
  availability: CookingDemoAvailability;
  availabilityName?: string;
  startDate: string;
  endDate: string;
  store: { id: number; name: string; storeUri: string };
  capacity: number;
  placesLeft: number;
  price: number;
}

/** GET /api/v2/cookingdemo. */
export interface CookingDemoPage {
  items: CookingDemo[];
  totalCount: number;
  pageNo: number;
  recordsPerPage: number;
  totalPages: number;
  startDate: string;
}

/** RSVP, booking (old and v2) and wait-list body. */
export interface CookingDemoBookingRequest {
  cookingDemoId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  /** 1 to 6; 1 by default. */
  guests?: number;
}

/** 201 answer; a full demo is a 409 with a message. */
export interface CookingDemoBookingAnswer {
  bookingId: number;
  kind: "rsvp" | "booking" | "wait-list";
  cookingDemoId: number;
  guests: number;
  placesLeft: number;
  message: string;
}

/** GET /api/redirect?fromUrl=. */
export interface RedirectAnswer {
  doRedirect: boolean;
  destinationUri: string | null;
}
/** GET /api/redirect/getdestination?fromUri=. */
export interface RedirectDestination {
  destinationUri: string | null;
}

export type AnalyticsEventType = "search" | "productClick" | "productAddToCart" | "productOrder" | "visit" | "productMultiOrder";

/** POST /api/analytics/search. */
export interface AnalyticsSearchEvent {
  analyticsEventType: AnalyticsEventType;
  query?: string;
  /** SKUs. */
  productList?: string[];
  url?: string;
  isRepeatUser?: boolean;
}

/** A content entry: GET /api/Static/{name} and the editorial lists. */
export interface ContentEntry {
  kind: string;
  slug: string;
  title: string;
  summary: string;
  body: string;
  publishedOn: string;
  uri: string;
  details: Record<string, unknown>;
}

export type ContentListKind = "recipes" | "blog" | "catalogues" | "inspirations";

/** GET /api/content/{kind}. */
export interface ContentPage {
  items: ContentEntry[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** GET /api/promotion/sale (null when no sale runs). */
export interface Sale {
  title: string;
  message: string;
  colour: string;
  url: string;
  startsOn: string;
  endsOn: string;
}

export interface Promotion {
  slug: string;
  title: string;
  summary: string;
  terms: string;
  ribbon: string;
  startsOn: string;
  endsOn: string;
  uri: string;
  isActive: boolean;
}

/** GET /api/promotions. */
export interface PromotionList {
  items: Promotion[];
  totalCount: number;
}

export interface Category {
  name: string;
  slug: string;
  path: string;
  uri: string;
  subCategories: { name: string; slug: string; path: string; uri: string }[];
}

/** GET /api/categories. */
export interface CategoryTree {
  items: Category[];
}

export interface Brand {
  name: string;
  slug: string;
  uri: string;
  image: string;
  description: string;
  productCount: number;
}

/** GET /api/brands. */
export interface BrandList {
  items: Brand[];
  totalCount: number;
}

export type ListingSort = "relevance" | "price-asc" | "price-desc" | "newest" | "rating" | "discount" | "name";

/**
 * GET /api/listing: products of a category, brand, promotion or search, or of the whole storefront
 * (`all`, no uri). Lists are comma-separated slugs.
 */
export interface ListingQuery {
  type: "all" | "category" | "brand" | "promotion" | "search";
  /** The category path, brand or promotion slug; none for `all` and `search`. */
  uri?: string;
  searchTerm?: string;
  brand?: string;
  price?: string;
  rating?: number;
  feature?: string;
  sort?: ListingSort;
  page?: number;
  pageSize?: number;
}

export interface Facet {
  key: "category" | "brand" | "price" | "rating" | "feature";
  title: string;
  values: { value: string; label: string; count: number; selected: boolean }[];
}

export interface Listing {
  type: string;
  title: string;
  uri?: string;
  searchTerm?: string | null;
  correctedSearchTerm?: string | null;
  totalCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
  sort: string;
  products: ProductSummary[];
  facets: Facet[];
}
