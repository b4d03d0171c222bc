import type { RouteObject } from "react-router";
import { createApiClient, type ApiClient } from "@storefront/api-client/http";
import {
  renderWithProviders as renderStorefront,
  shopperActionRoute,
  type RenderedWithProviders,
  type RenderOptions,
} from "@storefront/page-kit/testing";
import type { Navbar } from "@storefront/api-client/content";
import type { GeoData, Store, StoreSelectView } from "@storefront/api-client/stores";
import { defineBrand } from "@storefront/ui-kit/brand";
import { waTheme } from "@storefront/ui-kit/themes";
import { runNewsletterAction } from "./newsletter/newsletter-action";
import { NEWSLETTER_PATH } from "./newsletter/newsletter-texts";
import { PICKERS_PATH } from "./store-picker/picker-action-texts";
import { runPickerAction } from "./store-picker/store-action";

export const testBrand = defineBrand({ id: "wa", displayName: "Wattle & Ash", country: "AU", theme: waTheme, port: 3001 });

export const navbarFixture: Navbar = {
  mainNav: {
    categories: [
      {
        name: "Kitchen",
        uri: "/c/kitchen",
        subCategories: [
          { name: "Fridges", uri: "/c/kitchen/fridges" },
          { name: "Ovens", uri: "/c/kitchen/ovens" },
        ],
        brands: [{ name: "Alpenhaus", uri: "/brands/alpenhaus", image: "/api/images/brand/alpenhaus.svg" }],
      },
      { name: "Outdoor", uri: "/c/outdoor", subCategories: [], brands: [] },
    ],
  },
  topNav: { displayCartIcon: true, displayProjectIcon: true, displaySearchIcon: true, displayContactUsIcon: true },
  utilityLinks: [{ title: "Stores", uri: "/stores" }],
  footerNav: [],
  updatedAt: "2026-11-22T00:00:00.000Z",
};

export const storeFixture: Store = {
  id: 7,
  name: "Sydney City",
  storeUri: "sydney-city",
  uri: "/stores/sydney-city",
  thumbImg: { src: "/api/images/store/sydney-city.svg", alt: "" },
  phone: "(02) 9000 0000",
  address: { street: "1 George St", suburb: "SYDNEY", state: "NSW", postcode: "2000", country: "AU" },
  fullAddress: "1 George St, Sydney NSW 2000",
  isAppointmentOnly: false,
  virtualTourId: null,
  openTimes: Array.from({ length: 7 }, (_, day) => ({ day: String(day), isOpen: true, openTime: "09:00", closeTime: "17:30" })),
  openingStatus: "Open today until 5:30 pm",
  isDefault: false,
};

export const geoFixture: GeoData = {
  store: { storeUri: "sydney-city", name: "Sydney City" },
  nearestWarehouseLocationCode: "NSW-DC2",
  locationId: "2000_SYDNEY",
  newUser: true,
  ipCountry: "AU",
  country: "AU",
  postcode: "2000",
  state: "NSW",
  city: "Sydney",
};

export const selectViewFixture: StoreSelectView = {
  store: storeFixture,
  isSelected: true,
  nearbyStores: [{ ...storeFixture, id: 8, name: "Parramatta", storeUri: "parramatta", uri: "/stores/parramatta", distanceKm: 21 }],
};

export type FakeAnswer = unknown | ((request: { url: URL; method: string; body: unknown }) => unknown);

/**
 * A fetch that answers API paths from a table (`"GET /api/geo": {...}`); anything else is a 404.
 * Every call is recorded in `calls`.
 */
export function fakeFetch(answers: Record<string, FakeAnswer> = {}) {
  const table: Record<string, FakeAnswer> = {
    "GET /api/navbar": navbarFixture,
    "GET /api/geo": geoFixture,
    "GET /api/store/select-view": selectViewFixture,
    "GET /api/compare": { products: [] },
    "GET /api/alertBanner": null,
    "GET /api/redirect": { doRedirect: false, destinationUri: null },
    ...answers,
  };
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), "http://shop.test");
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const key = `${method} ${url.pathname}`;
    if (!(key in table))
      return new Response(JSON.stringify({ message: "not found" }), { status: 404, headers: { "content-type": "application/json" } });
    const entry = table[key];
    const answer: unknown = await (typeof entry === "function"
      ? (entry as (request: { url: URL; method: string; body: unknown }) => unknown)({ url, method, body })
      : entry);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer ?? null), { status: 200, headers: { "content-type": "application/json" } });
  };
  return { fetch, calls };
}

export function testApiClient(fetch = fakeFetch().fetch): ApiClient {
  return createApiClient({ brand: "wa", baseUrl: "http://shop.test", fetch });
}

/**
 * Renders routes as the storefront does, with page-kit's one renderWithProviders and its signature
 * (`routes`, `{ path, brand, api, fetch, queryClient, wrap, settings, ... }`), with the shell's
 * actions (the pickers', the newsletter's) running against the same API. The shell's brand by
 * default; the API answers from `fakeFetch` (or the `fetch` given) unless a client is given.
 */
export function renderWithProviders(routes: RouteObject[], options: RenderOptions = {}): RenderedWithProviders {
  const { brand = testBrand, api = testApiClient(options.fetch) } = options;
  const actions = [
    shopperActionRoute(PICKERS_PATH, runPickerAction, { api, brand }),
    shopperActionRoute(NEWSLETTER_PATH, runNewsletterAction, { api, brand }),
  ];
  return renderStorefront([...routes, ...actions], { ...options, brand, api });
}
