import type { RouteObject } from "react-router";
import { QueryClient } from "@tanstack/react-query";
import type { Listing } from "@storefront/api-client/catalogue";
import type { CookingDemo } from "@storefront/api-client/cooking-demos";
import type { ProductDetail, ProductSummary } from "@storefront/api-client/product";
import type { Store } from "@storefront/api-client/stores";
import { createApiClient, type ApiClient } from "@storefront/api-client/http";
import type { ProductWidgets } from "@storefront/page-kit/product-widgets";
import { renderWithProviders as renderStorefront, type RenderedWithProviders, type RenderOptions } from "@storefront/page-kit/testing";
import { defineBrand, type BrandConfig, type FeatureOverrides } from "@storefront/ui-kit/brand";
import { waTheme } from "@storefront/ui-kit/themes";

/** The main retail brand: ribbons, cooking demos and virtual tours on. */
export const mainBrand = defineBrand({
  id: "wa",
  displayName: "Wattle & Ash",
  country: "AU",
  theme: waTheme,
  port: 3001,
  features: { showRibbons: true, cookingDemos: true, virtualTours: true },
});

/** The main brand with some flags changed (e.g. the trade app's pricesNeedLogin). */
export function brandWith(features: FeatureOverrides): BrandConfig {
  return defineBrand({
    id: "test",
    displayName: "Test Shop",
    country: "AU",
    theme: waTheme,
    port: 3999,
    features: { showRibbons: true, ...features },
  });
}

export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  const sku = overrides.sku ?? "KOR-FR1115";
  return {
    productId: 235,
    sku,
    slug: `korrin-upright-freezer-${sku.toLowerCase()}`,
    uri: `/p/korrin-upright-freezer-${sku.toLowerCase()}`,
    title: "Korrin Series 4 380L Upright Freezer",
    brand: "Korrin",
    manufacturer: { id: 1, name: "Korrin", slug: "korrin", thumbnail: "/api/images/brand/korrin.svg" },
    category: "Freezers",
    categoryPath: "kitchen/freezers",
    currency: "AUD",
    price: 1999,
    rrp: 2499,
    discountOffRrp: 500,
    percentageDiscountOffRrp: 20,
    ribbons: [{ type: "save", text: "Save $500" }],
    stockStatus: "inStock",
    priceSource: "winning",
    condition: null,
    missingParts: null,
    rating: 4.5,
    reviewCount: 12,
    image: `/api/images/product/${sku}/1.svg`,
    images: [1, 2].map((n) => ({
      url: `/api/images/product/${sku}/${n}.svg`,
      thumbUrl: `/api/images/product/${sku}/${n}.svg?size=thumb`,
      path: `/api/images/product/${sku}/${n}.svg`,
      type: "image",
      alt: `Korrin freezer, view ${n}`,
    })),
    ...overrides,
  };
}

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const summary = productSummary(overrides);
  return {
    ...summary,
    description: "A frost-free upright freezer for a busy family.",
    releasedOn: "2026-09-12",
    categorization: "kitchen/freezers",
    breadcrumbs: [
      { name: "Kitchen", uri: "/c/kitchen" },
      { name: "Freezers", uri: "/c/kitchen/freezers" },
      { name: summary.title, uri: summary.uri },
    ],
    pricing: {
      text: "Our price",
      value: summary.price,
      tooltip: "Found it cheaper? We will match it.",
      isValuePromise: true,
      isPriceMatchGuarantee: true,
      hasDiscount: true,
    },
    featureTags: ["frost-free"],
    specifications: [
      {
        group: "General",
        items: [
          { name: "Capacity", value: "380L" },
          { name: "Colour", value: "Dark Stainless" },
        ],
      },
    ],
    features: [{ title: "Frost free", description: "No manual defrosting, ever." }],
    ...overrides,
  };
}

export function listingOf(products: ProductSummary[], overrides: Partial<Listing> = {}): Listing {
  return {
    type: "category",
    title: "Kitchen",
    uri: "/c/kitchen",
    totalCount: products.length,
    page: 1,
    pageSize: 24,
    totalPages: Math.max(1, Math.ceil(products.length / 24)),
    sort: "relevance",
    products,
    facets: [
      { key: "category", title: "Category", values: [{ value: "kitchen/fridges", label: "Fridges", count: 3, selected: false }] },
      {
        key: "brand",
        title: "Brand",
        values: [
          { value: "korrin", label: "Korrin", count: 2, selected: false },
          { value: "veldt", label: "Veldt", count: 1, selected: false },
        ],
      },
      { key: "price", title: "Price", values: [{ value: "under-500", label: "Under $500", count: 1, selected: false }] },
      { key: "rating", title: "Customer rating", values: [{ value: "4", label: "4 stars and up", count: 2, selected: false }] },
      { key: "feature", title: "Features", values: [{ value: "wifi", label: "Wi-Fi connected", count: 0, selected: false }] },
    ],
    ...overrides,
  };
}

export const storeFixture = {
  id: 3,
  name: "Richmond",
  storeUri: "richmond",
  uri: "/stores/richmond",
  thumbImg: { src: "/api/images/store/richmond.svg", alt: "Richmond store" },
  phone: "(03) 9375 7495",
  address: { street: "470 Swan Street", suburb: "RICHMOND", state: "VIC", postcode: "3121", country: "AU" },
  fullAddress: "470 Swan Street, Richmond VIC 3121",
  isAppointmentOnly: false,
  virtualTourId: "tour-richmond",
  virtualTourUri: "/virtual-tour/richmond",
  openTimes: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((day) => ({
    day,
    isOpen: day !== "Sunday",
    openTime: "09:00",
    closeTime: "17:30",
  })),
  openingStatus: "Open today until 5:30 pm",
  isDefault: false,
} satisfies Store;

export function cookingDemo(overrides: Partial<CookingDemo> = {}): CookingDemo {
  return {
    id: 10,
    title: "Coffee at home with Ostara",
    description: "Tastings included.",
    brand: "ostara",
    cookingDemoType: 2,
    cookingDemoSubEventType: "Cooking Class",
    availability: 0,
    startDate: "2030-11-25T00:00:00.000Z",
    endDate: "2030-11-25T01:00:00.000Z",
    store: { id: 3, name: "Richmond", storeUri: "richmond" },
    capacity: 20,
    placesLeft: 20,
    price: 0,
    ...overrides,
  };
}

export interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
}

export type FakeAnswer = unknown | ((request: FakeRequest) => unknown);

/**
 * A fetch that answers "METHOD /api/path" keys from a table (a function answer sees the
 * request; a Response is returned as it is); other paths are 404s. Calls are recorded.
 */
export function fakeApi(answers: Record<string, FakeAnswer> = {}) {
  const table: Record<string, FakeAnswer> = {
    "GET /api/compare": { products: [] },
    "GET /api/redirect": { doRedirect: false, destinationUri: null },
    "GET /api/analytics/product-load-event": true,
    "POST /api/analytics/search": true,
    ...answers,
  };
  const calls: FakeRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), "http://shop.test");
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, url, body };
    calls.push(request);
    const key = `${method} ${url.pathname}`;
    if (!(key in table)) return Response.json({ message: "not found" }, { status: 404 });
    const entry = table[key];
    const answer: unknown = await (typeof entry === "function" ? (entry as (request: FakeRequest) => unknown)(request) : entry);
    if (answer instanceof Response) return answer;
    return Response.json(answer ?? null);
  };
  const client: ApiClient = createApiClient({ brand: "wa", baseUrl: "http://shop.test", fetch });
  return { client, fetch, calls, callsTo: (path: string) => calls.filter((call) => call.url.pathname === path) };
}

/** Another domain's widgets, as the composition puts them on product cards and pages: a stand-in compare tick. */
export const testProductWidgets: ProductWidgets = {
  compare: ({ product }) => <input type="checkbox" aria-label={`Add to Compare: ${product.title}`} />,
};

/** A QueryClient for tests: one retry at once (spec 1 §4 lists retry once), no refetch surprises. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, staleTime: 60_000 }, mutations: { retry: false } } });
}

/**
 * Renders routes as a storefront does, with page-kit's one renderWithProviders and its signature
 * (`routes`, `{ path, brand, api, queryClient, settings, ... }`): the catalogue's brand, a
 * QueryClient that keeps answers a minute, a fake API answering 404 (or a client on the `fetch` given) and
 * the product widgets by default. One element at any address is `[{ path: "*", element }]`.
 */
export function renderWithProviders(routes: RouteObject[], options: RenderOptions = {}): RenderedWithProviders {
  const { brand = mainBrand, queryClient = testQueryClient(), widgets = testProductWidgets } = options;
  // A `fetch` given alone is page-kit's to wrap in a client.
  const api = options.api ?? (options.fetch ? undefined : fakeApi().client);
  return renderStorefront(routes, { ...options, brand, api, queryClient, widgets });
}

export { saleFixture } from "@storefront/page-kit/testing";
