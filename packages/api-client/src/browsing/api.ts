import { COOKING_DEMO_PAGE_SIZE } from "@storefront/api-contract/cooking-demos";
import type { ApiClient, RequestOptions } from "../http/client";
import { ApiError } from "../http/errors";
import { path } from "../http/query-string";
import type {
  AlertBanner,
  AnalyticsSearchEvent,
  Brand,
  BrandList,
  CategoryTree,
  ComparisonProducts,
  CompareAddAnswer,
  CompareList,
  ContentEntry,
  ContentListKind,
  ContentPage,
  CookingDemo,
  CookingDemoBookingAnswer,
  CookingDemoBookingRequest,
  CookingDemoFilter,
  CookingDemoPage,
  ExtendedProduct,
  GeoData,
  KitchenClubAnswer,
  KitchenClubRequest,
  Listing,
  ListingQuery,
  Locality,
  LocalitySearchAnswer,
  Navbar,
  NewsletterSignupRequest,
  PriceHistory,
  ProductDetail,
  ProductFeaturesAnswer,
  ProductMeta,
  ProductSpecificationsAnswer,
  Promotion,
  PromotionList,
  RedirectAnswer,
  RedirectDestination,
  Sale,
  SetLocationRequest,
  SetStoreAnswer,
  SettingsAnswer,
  Store,
  StoreFilters,
  StoreListAnswer,
  StoreSelectView,
  UpsellOptionsAnswer,
  VariantTestAnswer,
  VariantTestResult,
} from "./types";

type Call = Pick<RequestOptions, "signal">;

/** spec 1 §7: the cooking demo list's defaults: sortDirection 0, page 1, 12 per page. */
export { COOKING_DEMO_PAGE_SIZE };

// Shell

export async function getAlertBanner(client: ApiClient, call?: Call): Promise<AlertBanner | null> {
  const banner = await client.get<AlertBanner | "" | null | undefined>("/api/alertBanner", call);
  return banner && typeof banner === "object" ? banner : null;
}

/**
 * spec 1 §7 and §8: the body is the test id as a JSON string; the bucket is 'original' unless
 * one is answered, a failed call included. Not page data, so a 404 looks up no redirect.
 */
export async function postVariantTest(client: ApiClient, testId: string, call?: Call): Promise<VariantTestResult> {
  try {
    const answer = await client.send<VariantTestAnswer | undefined>("POST", "/api/varianttest", {
      ...call,
      body: testId,
      redirectOn404: false,
    });
    return { bucket: answer.data?.bucket || "original", vu: answer.headers.get("x-vu") };
  } catch (error) {
    if (error instanceof ApiError) return { bucket: "original", vu: null };
    throw error;
  }
}

export function getSettings(client: ApiClient, call?: Call): Promise<SettingsAnswer> {
  return client.get("/api/settings", call);
}

export function getNavbar(client: ApiClient, call?: Call): Promise<Navbar> {
  return client.get("/api/navbar", call);
}

/** spec 1 §7: kitchen-club forms with their source. A refused signup is an ApiError (409) whose text is errtext. */
export function postKitchenClub(client: ApiClient, form: KitchenClubRequest): Promise<KitchenClubAnswer> {
  return client.post("/api/Contact/kitchenclub", form);
}

/** The newsletter popup's signup (Name, Email, Postcode). */
export function postNewsletterSignup(client: ApiClient, form: NewsletterSignupRequest): Promise<KitchenClubAnswer> {
  return client.post("/api/kitchenclub/newsletter", form);
}

// Compare

export function getCompareList(client: ApiClient, call?: Call): Promise<CompareList> {
  return client.get("/api/compare", call);
}

/** Answers the list, or 'limit' when three products are already listed. */
export function addToCompare(client: ApiClient, sku: string): Promise<CompareAddAnswer> {
  return client.post("/api/compare/product", { sku });
}

export function removeFromCompare(client: ApiClient, sku: string): Promise<CompareList> {
  return client.delete(path`/api/compare/product/${sku}`);
}

/** spec 1 §2.1: the SKUs joined by ~. */
export function getComparisonProducts(client: ApiClient, skus: readonly string[], call?: Call): Promise<ComparisonProducts> {
  return client.get("/api/compare/products", { ...call, query: { SkuList: skus.join("~") } });
}

// Products

/** spec 1 §7: date as YYYY-M-D (no leading zeros). */
export function productDateParam(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

export function getProductBySlug(client: ApiClient, slug: string, date?: string, call?: Call): Promise<ProductDetail> {
  return client.get(path`/api/v2/product/slug/${slug}`, { ...call, query: { date } });
}

export function getExtendedProduct(client: ApiClient, id: number, call?: Call): Promise<ExtendedProduct> {
  return client.get(path`/api/v2/product/extended/id/${id}`, call);
}

/** Also the product lookup by id for compare (spec 1 §7). */
export function getProductById(client: ApiClient, id: number, call?: Call): Promise<ProductDetail> {
  return client.get(path`/api/v2/product/id/${id}`, call);
}

export function getProductBySku(client: ApiClient, sku: string, call?: Call): Promise<ProductDetail> {
  return client.get(path`/api/v2/product/sku/${sku}`, call);
}

export function getUpsellOptions(client: ApiClient, sku: string, call?: Call): Promise<UpsellOptionsAnswer> {
  return client.get(path`/api/v2/product/upselloptions/sku/${sku}`, call);
}

export type ProductRef = { id: number } | { sku: string };

function refPath(base: string, ref: ProductRef): string {
  return "id" in ref ? `${base}/id/${encodeURIComponent(String(ref.id))}` : `${base}/sku/${encodeURIComponent(ref.sku)}`;
}

export function getProductFeatures(client: ApiClient, ref: ProductRef, call?: Call): Promise<ProductFeaturesAnswer> {
  return client.get(refPath("/api/product/features", ref), call);
}

export function getProductSpecifications(client: ApiClient, ref: ProductRef, call?: Call): Promise<ProductSpecificationsAnswer> {
  return client.get(refPath("/api/v2/product/specifications", ref), call);
}

export function getProductMeta(client: ApiClient, id: number, call?: Call): Promise<ProductMeta> {
  return client.get(path`/api/meta/product/${id}`, call);
}

export function getPriceHistory(client: ApiClient, sku: string, call?: Call): Promise<PriceHistory> {
  return client.get(path`/api/pricehistory/get-price-history/${sku}`, call);
}

// Catalogue pages

export function getCategories(client: ApiClient, call?: Call): Promise<CategoryTree> {
  return client.get("/api/categories", call);
}

export function getBrands(client: ApiClient, call?: Call): Promise<BrandList> {
  return client.get("/api/brands", call);
}

export function getBrand(client: ApiClient, slug: string, call?: Call): Promise<Brand> {
  return client.get(path`/api/brands/${slug}`, call);
}

/** Products of a category, brand, promotion, search or the whole storefront (`type: "all"`), with facets. */
export function getListing(client: ApiClient, query: ListingQuery, call?: Call): Promise<Listing> {
  return client.get("/api/listing", { ...call, query: { ...query } });
}

export function getPromotions(client: ApiClient, call?: Call): Promise<PromotionList> {
  return client.get("/api/promotions", call);
}

export function getPromotion(client: ApiClient, slug: string, call?: Call): Promise<Promotion> {
  return client.get(path`/api/promotion/${slug}`, call);
}

export function getContentList(client: ApiClient, kind: ContentListKind, page = 1, pageSize = 12, call?: Call): Promise<ContentPage> {
  return client.get(path`/api/content/${kind}`, { ...call, query: { page, pageSize } });
}

export function getContentEntry(client: ApiClient, kind: ContentListKind, slug: string, call?: Call): Promise<ContentEntry> {
  return client.get(path`/api/content/${kind}/${slug}`, call);
}

// Location

export function getGeo(client: ApiClient, call?: Call): Promise<GeoData> {
  return client.get("/api/geo", call);
}

/** By localityId (postcode_SUBURB) or by a region_id of spec 1 §9. */
export function setLocation(client: ApiClient, request: SetLocationRequest): Promise<GeoData> {
  return client.post("/api/geo/setlocation", request);
}

/** Also the delivery-location search (spec 1 §7 "with full address"). */
export function searchLocalities(client: ApiClient, query: string, call?: Call): Promise<LocalitySearchAnswer> {
  return client.get(path`/api/locality/${query}`, call);
}

export function getLocality(client: ApiClient, suburb: string, state: string, postcode: string, call?: Call): Promise<Locality> {
  return client.get(path`/api/locality/${suburb}/${state}/${postcode}`, call);
}

// Stores

/** The API's filters text: key:value pairs joined by commas. */
export function storeFiltersParam(filters: StoreFilters): string | undefined {
  const parts = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key, value]) => `${key}:${String(value)}`);
  return parts.length > 0 ? parts.join(",") : undefined;
}

export function getStores(client: ApiClient, filters: StoreFilters = {}, call?: Call): Promise<StoreListAnswer> {
  return client.get("/api/store", { ...call, query: { filters: storeFiltersParam(filters) } });
}

/** By id or storeUri. */
export function getStore(client: ApiClient, idOrUri: number | string, call?: Call): Promise<Store> {
  return client.get(path`/api/store/${idOrUri}`, call);
}

export function setStore(client: ApiClient, storeId: number): Promise<SetStoreAnswer> {
  return client.post("/api/store/setstore", { storeId });
}

export function getStoreSelectView(client: ApiClient, call?: Call): Promise<StoreSelectView> {
  return client.get("/api/store/select-view", call);
}

// Cooking demos

export function getCookingDemos(client: ApiClient, filter: CookingDemoFilter = {}, call?: Call): Promise<CookingDemoPage> {
  const query = { sortDirection: 0, pageNo: 1, recordsPerPage: COOKING_DEMO_PAGE_SIZE, ...filter };
  return client.get("/api/v2/cookingdemo", { ...call, query: { ...query, brand: query.brand?.toLowerCase() } });
}

export function getCookingDemo(client: ApiClient, id: number, call?: Call): Promise<CookingDemo> {
  return client.get(path`/api/v2/cookingdemo/${id}`, call);
}

export function rsvpCookingDemo(client: ApiClient, body: CookingDemoBookingRequest): Promise<CookingDemoBookingAnswer> {
  return client.post("/api/cookingdemo/rsvp", body);
}

export function bookCookingDemo(client: ApiClient, body: CookingDemoBookingRequest): Promise<CookingDemoBookingAnswer> {
  return client.post("/api/v2/cookingdemo/booking", body);
}

/** The older booking call, kept for storefronts that still use it. */
export function bookCookingDemoV1(client: ApiClient, body: CookingDemoBookingRequest): Promise<CookingDemoBookingAnswer> {
  return client.post("/api/cookingdemo/booking", body);
}

export function joinCookingDemoWaitList(client: ApiClient, body: CookingDemoBookingRequest): Promise<CookingDemoBookingAnswer> {
  return client.post("/api/v2/cookingdemo/wait-list", body);
}

// Content, redirects, analytics (analytics calls are not page data: a 404 looks up no redirect)

export function getStaticPage(client: ApiClient, name: string, call?: Call): Promise<ContentEntry> {
  return client.get(path`/api/Static/${name}`, call);
}

/** null when no sale runs. dateOverride (YYYY-MM-DD) previews another day. */
export async function getSale(client: ApiClient, dateOverride?: string, call?: Call): Promise<Sale | null> {
  return (await client.get<Sale | null | undefined>("/api/promotion/sale", { ...call, query: { dateOverride } })) ?? null;
}

export function getRedirect(client: ApiClient, fromUrl: string, call?: Call): Promise<RedirectAnswer> {
  return client.get("/api/redirect", { ...call, query: { fromUrl }, redirectOn404: false });
}

export function getRedirectDestination(client: ApiClient, fromUri: string, call?: Call): Promise<RedirectDestination> {
  return client.get("/api/redirect/getdestination", { ...call, query: { fromUri }, redirectOn404: false });
}

export function trackProductLoad(client: ApiClient, productId: number): Promise<boolean> {
  return client.get("/api/analytics/product-load-event", { query: { productId }, redirectOn404: false });
}

export function trackSearchTerm(client: ApiClient, searchTerm: string): Promise<boolean> {
  return client.get("/api/analytics/search", { query: { searchTerm }, redirectOn404: false });
}

export function postSearchAnalytics(client: ApiClient, event: AnalyticsSearchEvent): Promise<boolean> {
  return client.post("/api/analytics/search", event, { redirectOn404: false });
}
