import type { APIRequestContext } from "@playwright/test";
import { routeTable } from "@storefront/composition/route-table";
import { referralsOffered } from "@storefront/validation/referral";

/**
 * An address for every route of the storefront's route table (packages/composition), with real
 * ids and slugs read from the API, for the phone walk (phone-layout.spec.ts). A route the table
 * gains fails the walk until it is given its addresses here.
 */

/** Who opens a route: a visitor, the sandbox customer (the account area) or staff (spec 3 §2). */
export type Visitor = "visitor" | "customer" | "staff";

export interface RouteSample {
  /** The route's path pattern in the table. */
  route: string;
  path: string;
  as: Visitor;
}

/**
 * What the addresses are made of, read from the storefront's API. A brand without a kind of page
 * (no recipes in the furniture range) leaves it undefined, and the route is walked where it has pages.
 */
export interface SampleData {
  /** First path of each kind in the sitemaps: '/s/', '/blog/', '/p/', '/c/', '/brands/' ... */
  firstPath: (prefix: string) => string | undefined;
  cookingDemoId?: number;
  promotionUri?: string;
  formUri?: string;
  virtualTourStoreUri?: string;
  compareSkus: string[];
  /** The instalment providers the brand's payment configuration enables (their pages 404 elsewhere). */
  offeredProviders: { klarna: boolean; humm: boolean };
  /** Whether the brand offers referrals (referralConfig and BuyapowaEnabled): its refer-a-friend page 404s elsewhere. */
  referralsOffered: boolean;
}

/** What the signed-in visitors' pages need: their own orders, projects and reminders. */
export interface SignedInData {
  orderId?: string;
  projectId?: number;
  reminderId?: number;
}

type Samples = (data: SampleData, own: SignedInData) => { path: string; as?: Visitor }[];

const one =
  (path: string, as: Visitor = "visitor"): Samples =>
  () => [{ path, as }];
/** A sample when the data has one. */
const when = (path: string | false | undefined, as: Visitor = "visitor") => (path ? [{ path, as }] : []);
const firstOf =
  (prefix: string): Samples =>
  (data) =>
    when(data.firstPath(prefix));

/** Each route of the table: the addresses that show its page (more than one where a route serves several pages). */
const SAMPLES: Record<string, Samples> = {
  "": one("/"),
  "virtual-tour": one("/virtual-tour"),
  "virtual-tour/:storeUri": (data) => when(data.virtualTourStoreUri && `/virtual-tour/${data.virtualTourStoreUri}`),
  zipmoney: one("/zipmoney"),
  afterpay: one("/afterpay"),
  klarna: (data) => when(data.offeredProviders.klarna && "/klarna"),
  humm: (data) => when(data.offeredProviders.humm && "/humm"),
  blog: one("/blog"),
  "blog/:uri": firstOf("/blog/"),
  "cooking-demos": one("/cooking-demos"),
  "cooking-demos/:id": (data) => when(data.cookingDemoId !== undefined && `/cooking-demos/${data.cookingDemoId}`),
  recipes: one("/recipes"),
  "recipes/:uri": firstOf("/recipes/"),
  catalogue: one("/catalogue"),
  "catalogue-details/:id": firstOf("/catalogue-details/"),
  "p/*": firstOf("/p/"),
  // A top category and one of its sub-categories.
  "c/*": (data) => {
    const top = data.firstPath("/c/");
    return [...when(top), ...when(top && data.firstPath(`${top}/`))];
  },
  brands: one("/brands"),
  "brands/:uri": firstOf("/brands/"),
  "inspiration/:uri": firstOf("/inspiration/"),
  "inspirations/:uri": one("/inspirations/all"),
  "s/:uri": firstOf("/s/"),
  "article/:uri": firstOf("/article/"),
  "winning-commercial": one("/winning-commercial"),
  "pe-bookings": one("/pe-bookings"),
  "culinary-support": one("/culinary-support"),
  cookbook: one("/cookbook"),
  stores: one("/stores"),
  "stores/:uri": firstOf("/stores/"),
  // The search page with no term (the form's GET with a term redirects to its results), and results.
  search: one("/search"),
  "search/:uri": one("/search/table"),
  // The cart page (its action takes every cart change).
  cart: one("/cart"),
  // The store and location page, and the newsletter sign-up page, the no-JavaScript pages of their forms.
  "your-store": one("/your-store"),
  newsletter: one("/newsletter"),
  products: one("/products"),
  "promotion/:uri": (data) => when(data.promotionUri),
  promotions: one("/promotions"),
  sale: one("/sale"),
  sitemap: one("/sitemap"),
  "form/:url": (data) => when(data.formUri),
  "ask-an-expert": one("/ask-an-expert"),
  // The notify-me mails' links (issue 45 item 1), with a token the API does not know: each page changes nothing until pressed.
  "notify-me/:action": () => [{ path: "/notify-me/confirm?token=expired" }, { path: "/notify-me/unsubscribe?token=expired" }],
  compare: (data) => [{ path: "/compare" }, { path: `/compare?sku=${data.compareSkus.join("~")}` }],
  "comparison/*": (data) => [{ path: `/comparison/${data.compareSkus.map(encodeURIComponent).join("/")}` }],
  account: one("/account", "customer"),
  "account/login": one("/account/login"),
  // Walked signed out, so it signs nobody out: it lands on the page it returns to.
  "account/logout": one("/account/logout?returnUrl=%2Fstores"),
  "blank/account/login-callback": one("/blank/account/login-callback"),
  "account/orders": one("/account/orders", "customer"),
  "account/orders/:orderId": (_data, own) => when(own.orderId && `/account/orders/${own.orderId}`, "customer"),
  "account/addresses": one("/account/addresses", "customer"),
  "account/profile": one("/account/profile", "customer"),
  "account/deals-club": one("/account/deals-club", "customer"),
  // Issue 45 items 2 and 10: the refer-a-friend page where offered, a share link the API does not know (it lands on the home page), rescheduling an order.
  "refer-a-friend": (data) => when(data.referralsOffered && "/refer-a-friend", "customer"),
  "r/:code": one("/r/ZZZZZZZZZZ?campaign=walk"),
  "account/orders/:orderId/reschedule-delivery": (_data, own) =>
    when(own.orderId && `/account/orders/${own.orderId}/reschedule-delivery`, "customer"),
  "account/internal/login": one("/account/internal/login"),
  "account/register": one("/account/register"),
  "account/forgot-password": one("/account/forgot-password"),
  "account/reset-password": one("/account/reset-password?token=expired"),
  // The mailed links' pages, with a token the API does not know.
  "account/revert-email": one("/account/revert-email?token=expired"),
  "account/connect-sign-in": one("/account/connect-sign-in?token=expired&provider=Google"),
  // With a product in the cart (phone-layout.spec.ts puts one there first).
  "customer/checkout": one("/customer/checkout"),
  // An order's confirmation is walked by the phone checkout journey (phone-checkout.spec.ts); here, one it cannot find.
  "customer/confirmation": one("/customer/confirmation?id=00000000-0000-0000-0000-000000000000"),
  vouchers: one("/vouchers"),
  "cart-builder": (data) => [
    { path: "/cart-builder", as: "staff" },
    ...when(data.compareSkus[0] && `/cart-builder?lines=${encodeURIComponent(`${data.compareSkus[0]}*1`)}`),
  ],
  "project-admin/*": one("/project-admin", "staff"),
  "project/*": (_data, own) => [...when("/project", "staff"), ...when(own.projectId !== undefined && `/project/${own.projectId}`, "staff")],
  "performance-dashboard/*": () => [
    { path: "/performance-dashboard", as: "staff" },
    { path: "/performance-dashboard/project-search", as: "staff" },
  ],
  "blank/staff-panel/product": (data) => [{ path: `/blank/staff-panel/product?sku=${data.compareSkus[0] ?? ""}`, as: "staff" }],
  "blank/staff-panel/project": (_data, own) => [{ path: `/blank/staff-panel/project?projectId=${own.projectId ?? ""}`, as: "staff" }],
  "blank/staff-panel/reminders": one("/blank/staff-panel/reminders", "staff"),
  "blank/staff-panel/reminder": one("/blank/staff-panel/reminder", "staff"),
  "blank/staff-panel/reminder/:id": (_data, own) =>
    when(own.reminderId !== undefined && `/blank/staff-panel/reminder/${own.reminderId}`, "staff"),
  "blank/staff-panel/stats": one("/blank/staff-panel/stats", "staff"),
  "404": one("/404"),
  "*": one("/no-such-page-anywhere"),
};

/** Routes of the table with no addresses here: the walk fails on them, naming them. */
export function routesWithoutSamples(): string[] {
  return routeTable.map((route) => route.path).filter((path) => !(path in SAMPLES));
}

/** Every route's addresses, for the visitors given, in the table's order. */
export function routeSamples(data: SampleData, own: SignedInData, visitors: readonly Visitor[]): RouteSample[] {
  const seen = new Set<string>();
  return routeTable.flatMap((route) =>
    (SAMPLES[route.path]?.(data, own) ?? [])
      .map(({ path, as = "visitor" }) => ({ route: route.path, path, as }))
      .filter(
        (sample) => visitors.includes(sample.as) && !seen.has(`${sample.as} ${sample.path}`) && seen.add(`${sample.as} ${sample.path}`),
      ),
  );
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(path);
  if (!answer.ok()) throw new Error(`GET ${path} answered ${answer.status()}`);
  return (await answer.json()) as T;
}

interface SitemapPage {
  items: { path: string }[];
}

/** Reads the ids and slugs the addresses need from the storefront's API (its /api forwarding). */
export async function readSampleData(request: APIRequestContext): Promise<SampleData> {
  const sitemaps = await Promise.all(
    ["content", "products", "categories", "brands"].map((kind) => json<SitemapPage>(request, `/api/sitemap/${kind}?page=1`)),
  );
  const paths = sitemaps.flatMap((sitemap) => sitemap.items.map((item) => item.path));
  const [demos, promotions, forms, tours, search, payments, settings] = await Promise.all([
    json<{ items: { id: number }[] }>(request, "/api/v2/cookingdemo?recordsPerPage=1"),
    json<{ items: { uri: string }[] }>(request, "/api/promotions"),
    json<{ items: { uri: string }[] }>(request, "/api/forms"),
    json<{ items: { storeUri: string }[] }>(request, "/api/store?filters=virtualTour:true"),
    json<{ results: { sku: string }[] }>(request, "/api/v3/search?searchTerm=table&isAutoCorrectEnabled=true&limit=3"),
    json<{ klarna: { isEnabled: boolean }; humm: { isEnabled: boolean } }>(request, "/api/checkout/paymentconfiguration"),
    json<{ items: { name: string; value: string }[] }>(request, "/api/settings"),
  ]);
  return {
    firstPath: (prefix) => paths.find((path) => path.startsWith(prefix)),
    cookingDemoId: demos.items[0]?.id,
    promotionUri: promotions.items[0]?.uri,
    formUri: forms.items[0]?.uri,
    virtualTourStoreUri: tours.items[0]?.storeUri,
    compareSkus: search.results.map((result) => result.sku),
    offeredProviders: { klarna: payments.klarna.isEnabled, humm: payments.humm.isEnabled },
    referralsOffered: referralsOffered(Object.fromEntries(settings.items.map((item) => [item.name, item.value]))),
  };
}
