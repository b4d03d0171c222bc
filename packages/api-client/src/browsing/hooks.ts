import { useQuery } from "@tanstack/react-query";
import { queryRoots } from "../query-roots";
import { useApiClient } from "../react/ApiClientProvider";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import {
  addToCompare,
  bookCookingDemo,
  joinCookingDemoWaitList,
  postKitchenClub,
  postNewsletterSignup,
  removeFromCompare,
  rsvpCookingDemo,
  setLocation,
  setStore,
  type ProductRef,
} from "./api";
import {
  catalogueQueries,
  compareKeys,
  compareQueries,
  cookingDemoKeys,
  cookingDemoQueries,
  locationKeys,
  locationQueries,
  productQueries,
  shellQueries,
  storeKeys,
  storeQueries,
} from "./queries";
import type {
  CompareAddAnswer,
  CompareList,
  CookingDemoBookingAnswer,
  CookingDemoBookingRequest,
  CookingDemoFilter,
  GeoData,
  KitchenClubAnswer,
  KitchenClubRequest,
  ListingQuery,
  NewsletterSignupRequest,
  SetLocationRequest,
  SetStoreAnswer,
  StoreFilters,
  ContentListKind,
} from "./types";

export function useAlertBanner() {
  return useQuery(shellQueries.alertBanner(useApiClient()));
}

export function useSettings() {
  return useQuery(shellQueries.settings(useApiClient()));
}

export function useNavbar() {
  return useQuery(shellQueries.navbar(useApiClient()));
}

export function useStaticPage(name: string) {
  return useQuery(shellQueries.staticPage(useApiClient(), name));
}

export function useSale(dateOverride?: string) {
  return useQuery(shellQueries.sale(useApiClient(), dateOverride));
}

export function useKitchenClubSignup(options?: MutationOptions<KitchenClubAnswer, KitchenClubRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (form: KitchenClubRequest) => postKitchenClub(client, form),
    () => [],
    options,
  );
}

/** Newsletter signups change nothing cached. A refused signup (409) carries errtext as its server message. */
export function useNewsletterSignup(options?: MutationOptions<KitchenClubAnswer, NewsletterSignupRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (form: NewsletterSignupRequest) => postNewsletterSignup(client, form),
    () => [],
    options,
  );
}

export function useCategories() {
  return useQuery(catalogueQueries.categories(useApiClient()));
}

export function useBrands() {
  return useQuery(catalogueQueries.brands(useApiClient()));
}

export function useBrand(slug: string) {
  return useQuery(catalogueQueries.brand(useApiClient(), slug));
}

export function useListing(query: ListingQuery) {
  return useQuery(catalogueQueries.listing(useApiClient(), query));
}

export function usePromotions() {
  return useQuery(catalogueQueries.promotions(useApiClient()));
}

export function usePromotion(slug: string) {
  return useQuery(catalogueQueries.promotion(useApiClient(), slug));
}

export function useContentList(kind: ContentListKind, page = 1, pageSize = 12) {
  return useQuery(catalogueQueries.contentList(useApiClient(), kind, page, pageSize));
}

export function useContentEntry(kind: ContentListKind, slug: string) {
  return useQuery(catalogueQueries.contentEntry(useApiClient(), kind, slug));
}

export function useCompareList() {
  return useQuery(compareQueries.list(useApiClient()));
}

export function useComparisonProducts(skus: readonly string[]) {
  return useQuery(compareQueries.products(useApiClient(), skus));
}

export function useAddToCompare(options?: MutationOptions<CompareAddAnswer, string>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (sku: string) => addToCompare(client, sku),
    () => [compareKeys.all],
    options,
  );
}

export function useRemoveFromCompare(options?: MutationOptions<CompareList, string>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (sku: string) => removeFromCompare(client, sku),
    () => [compareKeys.all],
    options,
  );
}

export function useProductBySlug(slug: string, date?: string) {
  return useQuery(productQueries.bySlug(useApiClient(), slug, date));
}

export function useProductById(id: number) {
  return useQuery(productQueries.byId(useApiClient(), id));
}

export function useProductBySku(sku: string) {
  return useQuery(productQueries.bySku(useApiClient(), sku));
}

export function useExtendedProduct(id: number) {
  return useQuery(productQueries.extended(useApiClient(), id));
}

export function useUpsellOptions(sku: string) {
  return useQuery(productQueries.upsell(useApiClient(), sku));
}

export function useProductFeatures(ref: ProductRef) {
  return useQuery(productQueries.features(useApiClient(), ref));
}

export function useProductSpecifications(ref: ProductRef) {
  return useQuery(productQueries.specifications(useApiClient(), ref));
}

export function usePriceHistory(sku: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productQueries.priceHistory(useApiClient(), sku), ...options });
}

export function useGeo() {
  return useQuery(locationQueries.geo(useApiClient()));
}

export function useLocalitySearch(query: string) {
  return useQuery(locationQueries.search(useApiClient(), query));
}

/** Setting the location changes geo data, the cart's delivery and the selected store. */
export function useSetLocation(options?: MutationOptions<GeoData, SetLocationRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (request: SetLocationRequest) => setLocation(client, request),
    () => [locationKeys.all, storeKeys.all, queryRoots.cart],
    options,
  );
}

export function useStores(filters: StoreFilters = {}) {
  return useQuery(storeQueries.list(useApiClient(), filters));
}

export function useStore(id: number | string) {
  return useQuery(storeQueries.detail(useApiClient(), id));
}

export function useStoreSelectView() {
  return useQuery(storeQueries.selectView(useApiClient()));
}

export function useSetStore(options?: MutationOptions<SetStoreAnswer, number>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (storeId: number) => setStore(client, storeId),
    () => [storeKeys.all, locationKeys.geo()],
    options,
  );
}

export function useCookingDemos(filter: CookingDemoFilter = {}) {
  return useQuery(cookingDemoQueries.list(useApiClient(), filter));
}

export function useCookingDemo(id: number) {
  return useQuery(cookingDemoQueries.detail(useApiClient(), id));
}

export type CookingDemoAction = "rsvp" | "booking" | "waitList";

/** RSVP, booking or wait list: all change the demo's seats, so the demo lists are refreshed. */
export function useCookingDemoAction(
  action: CookingDemoAction,
  options?: MutationOptions<CookingDemoBookingAnswer, CookingDemoBookingRequest>,
) {
  const client = useApiClient();
  const send = action === "rsvp" ? rsvpCookingDemo : action === "booking" ? bookCookingDemo : joinCookingDemoWaitList;
  return useInvalidatingMutation(
    (body: CookingDemoBookingRequest) => send(client, body),
    () => [cookingDemoKeys.all],
    options,
  );
}
