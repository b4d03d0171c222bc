import type { ReactElement, ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterContextProvider, RouterProvider, type RouteObject } from "react-router";
import { render, type RenderResult } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { AccountInfo } from "@storefront/api-client/account";
import { NO_SALE, type Sale, type SaleImages } from "@storefront/api-client/content";
import { createApiClient, type ApiClient } from "@storefront/api-client/http";
import { ApiClientProvider } from "@storefront/api-client/react";
import { BrandProvider, defineBrand, type BrandConfig, type FeatureOverrides } from "@storefront/ui-kit/brand";
import { waTheme } from "@storefront/ui-kit/themes";
import { ToastProvider } from "@storefront/ui-kit/toast";
import type { ActionOutcome } from "./actions/action-fields";
import { outcomeOf } from "./actions/shopper-action";
import { shopperClientAction } from "./actions/use-shopper-action";
import { AppLinks } from "./AppLinks";
import { brandContext } from "./brand-context";
import { registerAppRoutes, type AppRoute } from "./app-routes";
import { ProductWidgetsProvider, type ProductWidgets } from "./product-widgets";
import { ROOT_ROUTE_ID, type RootData } from "./root-data";
import { sessionFromTokens, type Session } from "./session/session-rules";
import { SESSION_STORAGE_KEY, useSessionStore } from "./session/session-store";

/**
 * What the tests of every package that reads the page contract share: a brand, signed-in sessions
 * and account info, a small route table, a fake API and the one `renderWithProviders` (STYLE.md).
 * Only tests import it (it needs @testing-library/react).
 */

export function brandWith(features: FeatureOverrides = {}): BrandConfig {
  return defineBrand({ id: "wa", displayName: "Wattle & Ash", country: "AU", theme: waTheme, port: 3001, features });
}

/** An unsigned JWT with these claims (the storefront never checks signatures; the API does). */
export function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}.signature`;
}

/** One hour from now, in JWT seconds. */
export const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** The tokens a login callback would carry for a user. */
export function tokensFor(sub: string, { nonce, exp = inAnHour() }: { nonce?: string; exp?: number } = {}) {
  return {
    accessToken: jwt({ sub, exp }),
    idToken: jwt({ sub, exp, email: `${sub}@example.com`, given_name: "Riley", family_name: "Customer", ...(nonce ? { nonce } : {}) }),
  };
}

/** A signed-in session for `sub`. */
export function sessionFor(sub = "user-riley", exp?: number): Session {
  return sessionFromTokens(tokensFor(sub, { exp }));
}

/** Signs `sub` in, with tokens that expire at `exp` (JWT seconds; an hour from now by default). */
export function signIn(sub = "user-riley", exp?: number): Session {
  const session = sessionFor(sub, exp);
  useSessionStore.getState().signIn(session);
  return session;
}

/** Back to a signed-out store and an empty local storage. */
export function resetSession(): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
  useSessionStore.getState().signOut();
  useSessionStore.setState({ savedPath: null, hydrated: true });
}

/** spec 3 §3: a staff account carries a winningUserId. */
export const staffInfo: AccountInfo = {
  winningUserId: "WU-1001",
  winningCmsUrl: "https://cms.example.com",
  firstName: "Morgan",
  lastName: "Staff",
  email: "staff@example.com",
  salespersonCode: "S-01",
};

export const customerInfo: AccountInfo = {
  winningUserId: null,
  winningCmsUrl: null,
  firstName: "Riley",
  lastName: "Customer",
  email: "customer@example.com",
  salespersonCode: null,
};

/** A few routes of the storefront's table, registered as the composition registers the whole table. */
export const testRoutes: AppRoute[] = [
  { id: "catalogue/home", path: "", pageType: "homepage", module: "home", purpose: "Home" },
  { id: "catalogue/category", path: "c/*", pageType: "categoryPage", module: "category", purpose: "Category" },
  { id: "catalogue/product", path: "p/*", pageType: "product", module: "product", purpose: "Product" },
  { id: "catalogue/products", path: "products", pageType: "filter", module: "products", purpose: "Products" },
  { id: "catalogue/brands", path: "brands", pageType: "generic", module: "brands", purpose: "Brands" },
  { id: "catalogue/brand", path: "brands/:uri", pageType: "brandPage", module: "brand", purpose: "Brand" },
  { id: "catalogue/search", path: "search/:uri", pageType: "search", module: "search", purpose: "Search results" },
  { id: "catalogue/stores", path: "stores", pageType: "generic", module: "stores", purpose: "Stores" },
  { id: "catalogue/store", path: "stores/:uri", pageType: "generic", module: "store", purpose: "Store" },
  { id: "catalogue/static-page", path: "s/:uri", pageType: "static", module: "static-page", purpose: "Static page" },
  { id: "catalogue/ask-an-expert", path: "ask-an-expert", pageType: "contactUs", module: "ask-an-expert", purpose: "Ask an expert" },
  { id: "catalogue/recipes", path: "recipes", pageType: "generic", module: "recipes", purpose: "Recipes" },
  { id: "catalogue/blog", path: "blog", pageType: "generic", module: "blog", purpose: "Blog" },
  { id: "catalogue/cooking-demos", path: "cooking-demos", pageType: "generic", module: "cooking-demos", purpose: "Cooking demos" },
  { id: "account/orders", path: "account/orders", pageType: "accounts", module: "orders", purpose: "Your orders" },
  { id: "compare/compare", path: "compare", pageType: "productComparison", module: "compare", purpose: "Compare products" },
  { id: "compare/compare-2", path: "comparison/*", pageType: "productComparison", module: "compare", purpose: "Compare products" },
  { id: "account/login", path: "account/login", pageType: "accounts", module: "login", purpose: "Log in" },
  { id: "shell/not-found", path: "*", pageType: "notFound", module: "not-found", purpose: "Page not found" },
];

export function registerTestRoutes(): void {
  registerAppRoutes(testRoutes);
}

export type FakeAnswer = unknown | Response | (() => unknown);

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A fetch that answers `"METHOD /path"` keys from a table (404 otherwise); each call is recorded
 * as `"METHOD /path"` in `calls`, and with its JSON body (undefined when none) in `sent`.
 */
export function fakeFetch(answers: Record<string, FakeAnswer> = {}) {
  const calls: string[] = [];
  const sent: { call: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const key = `${init?.method ?? "GET"} ${new URL(String(input)).pathname}`;
    calls.push(key);
    sent.push({ call: key, body: typeof init?.body === "string" ? jsonOrText(init.body) : undefined });
    if (!(key in answers)) return Response.json({ message: "not found" }, { status: 404 });
    const entry = answers[key];
    const answer: unknown = await (typeof entry === "function" ? entry() : entry);
    return answer instanceof Response ? answer : Response.json(answer ?? null);
  };
  return { fetch, calls, sent };
}

/** The analytics events (POST /api/analytics/search bodies) a `fakeFetch` was sent. */
export function analyticsEventsSent(sent: ReturnType<typeof fakeFetch>["sent"]): unknown[] {
  return sent.filter((entry) => entry.call === "POST /api/analytics/search").map((entry) => entry.body);
}

export interface RenderOptions {
  /** The in-memory router's address. */
  path?: string;
  brand?: BrandConfig;
  /** The API client; else one on `fetch` (a fake answering 404 by default), sending the session's token. */
  api?: ApiClient;
  fetch?: typeof globalThis.fetch;
  /** The browser client's writes in turn (api-client's writesInTurn). */
  writesInTurn?: boolean;
  queryClient?: QueryClient;
  /** Other domains' product widgets, as the composition gives them. */
  widgets?: ProductWidgets;
  /** Something around the router (a provider a story or a test adds). */
  wrap?: (children: ReactNode) => ReactNode;
  /** GET /api/settings as the root loader gives it (name → value); none: no root data, so the settings' defaults. */
  settings?: Record<string, string>;
  /** The rest of the root data (the error-monitoring DSN, ...); given alone, the settings are empty. */
  rootData?: Partial<Omit<RootData, "settings">>;
}

/** A QueryClient for tests: no retries, so error states show at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 }, mutations: { retry: false } } });
}

/** A storefront's tree for tests: the element to render (or server-render and hydrate) and its parts. */
export interface StorefrontTree {
  element: ReactElement;
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  api: ApiClient;
}

/**
 * Routes as a storefront has them: the brand (theme and flags), a QueryClient, the API client, the
 * product widgets, the toast region and an in-memory router with the app's kit links; the
 * storefront's route table is registered for the internal-link rule (spec 1 §2.2). Built twice
 * with the same options, one is the server's HTML and the other hydrates it.
 */
export function storefrontTree(routes: RouteObject[], options: RenderOptions = {}): StorefrontTree {
  const { path = "/", brand = brandWith(), fetch = fakeFetch().fetch, writesInTurn = false, queryClient = testQueryClient() } = options;
  const api =
    options.api ??
    createApiClient({
      brand: brand.id,
      baseUrl: "http://shop.test",
      fetch,
      writesInTurn,
      getAccessToken: () => useSessionStore.getState().accessToken,
    });
  // Every page under the app's link rule, as the composition's frame puts it.
  const linked: RouteObject = {
    element: (
      <AppLinks>
        <Outlet />
      </AppLinks>
    ),
    children: routes,
  };
  // With settings, the frame stands where the storefront's root route does, with its data.
  const rootData: RootData | undefined =
    options.settings || options.rootData
      ? { companyName: brand.displayName, settings: options.settings ?? {}, ...options.rootData }
      : undefined;
  const router = createMemoryRouter(rootData ? [{ ...linked, id: ROOT_ROUTE_ID, loader: () => rootData }] : [linked], {
    initialEntries: [path],
    ...(rootData ? { hydrationData: { loaderData: { [ROOT_ROUTE_ID]: rootData } } } : {}),
  });
  const tree = <RouterProvider router={router} />;
  registerTestRoutes();
  const element = (
    // Without the document's global style element: the container holds only the page.
    <BrandProvider brand={brand} global={false}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>
          <ProductWidgetsProvider widgets={options.widgets ?? {}}>
            <ToastProvider>{options.wrap ? options.wrap(tree) : tree}</ToastProvider>
          </ProductWidgetsProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </BrandProvider>
  );
  return { element, router, queryClient, api };
}

/** What `renderWithProviders` answers: Testing Library's result with the router, the QueryClient and the API client. */
export type RenderedWithProviders = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  api: ApiClient;
};

/** Renders routes as a storefront does (`storefrontTree`). */
export function renderWithProviders(routes: RouteObject[], options: RenderOptions = {}): RenderedWithProviders {
  const { element, router, queryClient, api } = storefrontTree(routes, options);
  return { ...render(element), router, queryClient, api };
}

/** The storefront the action tests post to. */
export const ACTION_ORIGIN = "http://shop.test";

export interface ActionPostOptions {
  /** The browser's own form post (no JavaScript): Sec-Fetch-Mode navigate; else the router's fetch. */
  document?: boolean;
  /** The Origin header; the storefront's own by default, null for none. */
  origin?: string | null;
  /** The shopper's Cookie header. */
  cookie?: string;
  headers?: Record<string, string>;
}

/**
 * A post to a storefront route action as a browser sends it (issue 40): a urlencoded form from
 * the storefront's own origin, as a page load (`document`, the default) or as the hydrated
 * router's fetch.
 */
export function actionPost(path: string, fields: Record<string, string>, options: ActionPostOptions = {}): Request {
  const { document = true, origin = ACTION_ORIGIN, cookie, headers = {} } = options;
  return new Request(`${ACTION_ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": document ? "navigate" : "cors",
      accept: document ? "text/html,application/xhtml+xml" : "*/*",
      ...(origin ? { origin } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  });
}

/** The router context of an action: the brand in it, as the root middleware sets it. */
export function actionContext(brand: BrandConfig = brandWith()): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(brandContext, brand);
  return context;
}

/** What a route action answered: a Response, or React Router's data() with its init. */
export interface ActionAnswer {
  status: number;
  headers: Headers;
  /** The data of a data() answer (the outcome), undefined for a Response. */
  data: unknown;
  location: string | null;
}

/** A route action's answer read the same way whatever it returned (a redirect Response or data()). */
export function readActionAnswer(answer: unknown): ActionAnswer {
  if (answer instanceof Response) {
    return { status: answer.status, headers: answer.headers, data: undefined, location: answer.headers.get("location") };
  }
  const { data, init } = answer as { data: unknown; init?: { status?: number; headers?: HeadersInit } | null };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), data, location: null };
}

/**
 * A route with a shopper action that stands in for the server's (issue 40), for the tests of a
 * form that posts to it: it records the fields of each form sent to it and answers `respond`'s
 * outcome, handed over as the route's `clientAction` hands the server action's.
 */
export function actionRoute(path: string, respond: (fields: Record<string, string>) => ActionOutcome | Promise<ActionOutcome>) {
  const posted: Record<string, string>[] = [];
  const route: RouteObject = {
    path,
    action: ({ request }) =>
      shopperClientAction({
        serverAction: async () => {
          const fields = Object.fromEntries([...(await request.formData())].map(([name, value]) => [name, String(value)]));
          posted.push(fields);
          return (await respond(fields)) as never;
        },
      }),
  };
  return { route, posted };
}

/**
 * A route running a package's real shopper action handler (`runCartAction`, ...) against the
 * test's API client, as the route's clientAction runs the server action (which calls the same
 * handler through `shopperAction`): for the tests of the forms that post to it.
 */
export function shopperActionRoute(
  path: string,
  handle: (tools: { form: FormData; api: ApiClient; brand: BrandConfig }) => Promise<ActionOutcome | Response>,
  { api, brand = brandWith() }: { api: ApiClient; brand?: BrandConfig },
): RouteObject {
  return {
    path,
    action: ({ request }) =>
      shopperClientAction({ serverAction: async () => outcomeOf(handle, { form: await request.formData(), api, brand }) as never }),
  };
}

/** The seeded sale's placements and sizes (the API's sale-images.ts), as a sale answer carries them. */
const SALE_PLACEMENT_FILES: Record<keyof SaleImages, [string, number, number]> = {
  categoryBadge: ["category-badge.svg", 120, 40],
  checkoutBanner: ["checkout-banner.svg", 1200, 72],
  footerBanner: ["footer-banner.svg", 480, 120],
  homePageBanner: ["home-page-banner.svg", 1600, 400],
  navIcon: ["nav-icon.svg", 32, 32],
  priceTag: ["price-tag.svg", 96, 32],
  siteWideHeaderBanners: ["site-wide-header-banner.svg", 1600, 60],
};

/** A running sale (GET /api/promotion/sale) with an image for each of its seven placements (spec 3 §3). */
export function saleFixture(overrides: Partial<Sale> = {}): Sale {
  const images = Object.fromEntries(
    Object.entries(SALE_PLACEMENT_FILES).map(([placement, [file, width, height]]) => [
      placement,
      { src: `/api/images/sale/${file}`, attributes: { alt: "Summer Sale", width: String(width), height: String(height) } },
    ]),
  ) as SaleImages;
  return {
    ...NO_SALE,
    isSaleOn: true,
    name: "Summer Sale",
    baseImagePath: "/api/images/sale/",
    time: "2026-11-24",
    images,
    message: "Up to 30% off selected products. Ends soon.",
    startsOn: "2026-11-17",
    endsOn: "2026-12-15",
    ...overrides,
  };
}
