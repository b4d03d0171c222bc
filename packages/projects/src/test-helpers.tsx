import type { AccountInfo } from "@storefront/api-client/account";
import { brandWith, customerInfo, fakeFetch, renderWithProviders, signIn, staffInfo, type FakeAnswer } from "@storefront/page-kit/testing";
import ProjectAdminRoute from "./routes/project-admin";
import PerformanceDashboardRoute from "./routes/performance-dashboard";
import ProjectRoute from "./routes/project";
import { competitorPricesFixture, dashboardAnswer, projectFixture, stockFixture, storeViewFixture, upsellFixture } from "./fixtures";

export {
  competitorPricesFixture,
  dashboardAnswer,
  dashboardRow,
  line,
  projectFixture,
  sharedFixture,
  stockFixture,
  storeViewFixture,
} from "./fixtures";

/** The answers a staff member's project page reads, to lay test-specific ones over. */
export function projectAnswers(overrides: Record<string, FakeAnswer> = {}): Record<string, FakeAnswer> {
  return {
    "GET /api/v2/project/minimal": { items: [], totalCount: 0, page: 0, pageSize: 20 },
    "GET /api/v2/project/7": projectFixture(),
    "GET /api/v2/project/changelogs": { items: [], totalCount: 0 },
    "GET /api/v2/project/customer-project-count": { count: 0 },
    "GET /api/store/select-view": { store: { id: 1, name: "Glebe", storeUri: "glebe" }, isSelected: true, nearbyStores: [] },
    "GET /api/stock": stockFixture(),
    "GET /api/product/competitor-prices": competitorPricesFixture(),
    // The quote line's warranty and installation choices (issue 45 item 12).
    ...Object.fromEntries(
      ["101", "102", "103", "104"].map((code) => [`GET /api/v2/product/upselloptions/sku/SKU-${code}`, upsellFixture(code)]),
    ),
    ...overrides,
  };
}

export type Visitor = "staff" | "customer" | "signedOut";

/**
 * Renders /project and /project-admin as the storefront does, for a visitor, on a brand with staff
 * tooling (unless `staffTooling: false`), on a fake API whose GET /api/account answers the account.
 */
export function renderProjectRoute(
  path: string,
  {
    visitor = "staff",
    answers = projectAnswers(),
    staffTooling = true,
  }: { visitor?: Visitor; answers?: Record<string, FakeAnswer>; staffTooling?: boolean } = {},
) {
  const accounts: Record<Visitor, AccountInfo | null> = { staff: staffInfo, customer: customerInfo, signedOut: null };
  const account = accounts[visitor];
  if (account) signIn(visitor === "staff" ? "staff-morgan" : "user-riley");
  const api = fakeFetch({ ...(account ? { "GET /api/account": account } : {}), ...answers });
  const rendered = renderWithProviders(
    [
      { path: "/project/*", element: <ProjectRoute /> },
      { path: "/project-admin/*", element: <ProjectAdminRoute /> },
      { path: "/account/login", element: <p>Login page</p> },
    ],
    { path, fetch: api.fetch, brand: brandWith({ staffTooling }) },
  );
  return { ...rendered, calls: api.calls, sent: api.sent };
}

/** The answers the performance dashboard reads, to lay test-specific ones over. */
export function dashboardAnswers(overrides: Record<string, FakeAnswer> = {}): Record<string, FakeAnswer> {
  return {
    "GET /api/v2/project/search": dashboardAnswer(),
    "GET /api/store/select-view": storeViewFixture(),
    ...overrides,
  };
}

/**
 * Renders /performance-dashboard[/project-search] as the storefront does, for a visitor, on a
 * fake API; `searches` holds the query of every GET /api/v2/project/search and /export in turn.
 */
export function renderDashboardRoute(
  path = "/performance-dashboard",
  { visitor = "staff", answers = dashboardAnswers() }: { visitor?: Visitor; answers?: Record<string, FakeAnswer> } = {},
) {
  const accounts: Record<Visitor, AccountInfo | null> = { staff: staffInfo, customer: customerInfo, signedOut: null };
  const account = accounts[visitor];
  if (account) signIn(visitor === "staff" ? "staff-morgan" : "user-riley");
  const api = fakeFetch({ ...(account ? { "GET /api/account": account } : {}), ...answers });
  const searches: URLSearchParams[] = [];
  const exports: URLSearchParams[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname === "/api/v2/project/search") searches.push(url.searchParams);
    if (url.pathname === "/api/v2/project/export") exports.push(url.searchParams);
    return api.fetch(input, init);
  };
  const rendered = renderWithProviders(
    [
      { path: "/performance-dashboard/*", element: <PerformanceDashboardRoute /> },
      { path: "/project/*", element: <p>Project page</p> },
      { path: "/account/login", element: <p>Login page</p> },
    ],
    { path, fetch, brand: brandWith({ staffTooling: true }) },
  );
  return { ...rendered, calls: api.calls, searches, exports };
}
