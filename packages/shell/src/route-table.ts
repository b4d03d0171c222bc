/**
 * The storefront's route table (spec 1 §2.1, plus the spec 3 §2 routes), declared once. Each entry
 * names its page type (spec 3 §2 "Page types") and the route module that renders it; every module
 * is loaded on demand. Apps never list routes of their own.
 */
export type PageType =
  | "generic"
  | "homepage"
  | "categoryPage"
  | "brandPage"
  | "promoPage"
  | "filter"
  | "search"
  | "topic"
  | "sale"
  | "promotions"
  | "accounts"
  | "shoppingCart"
  | "orderConfirmation"
  | "productComparison"
  | "checkout"
  | "product"
  | "afterpay"
  | "zipPay"
  | "contactUs"
  | "siteMap"
  | "static"
  | "blog"
  | "project"
  | "performanceDashboard"
  | "pages"
  | "virtualTour"
  | "notFound";

export interface RouteDefinition {
  /** Path pattern in React Router syntax; "" is the home page. */
  path: string;
  pageType: PageType;
  /** File name (without extension) of the route module under the package's src/routes/. */
  module: string;
  /**
   * The domain package that owns the route module (e.g. "@storefront/catalogue"); the shell's own
   * when absent. Apps depend on every package named here.
   */
  from?: string;
  /** Shown in the README table and in the placeholder page of a route not yet built. */
  purpose: string;
}

export const routeTable: readonly RouteDefinition[] = [
  { path: "", pageType: "homepage", module: "home", from: "@storefront/catalogue", purpose: "Home" },
  { path: "virtual-tour", pageType: "virtualTour", module: "virtual-tour", from: "@storefront/catalogue", purpose: "Virtual tour" },
  { path: "virtual-tour/:storeUri", pageType: "virtualTour", module: "virtual-tour", from: "@storefront/catalogue", purpose: "Virtual tour of a store" },
  { path: "winning-commercial", pageType: "generic", module: "commercial", purpose: "Commercial" },
  { path: "customer/checkout", pageType: "checkout", module: "checkout", purpose: "Checkout" },
  { path: "customer/confirmation", pageType: "orderConfirmation", module: "order-confirmation", purpose: "Order confirmation (query id = cart id)" },
  { path: "zipmoney", pageType: "zipPay", module: "zip-info", from: "@storefront/catalogue", purpose: "Zip payment information" },
  { path: "afterpay", pageType: "afterpay", module: "afterpay-info", from: "@storefront/catalogue", purpose: "Afterpay information" },
  { path: "blog", pageType: "blog", module: "blog", from: "@storefront/catalogue", purpose: "Blog" },
  { path: "blog/:uri", pageType: "blog", module: "blog-post", from: "@storefront/catalogue", purpose: "Blog post" },
  { path: "cooking-demos", pageType: "generic", module: "cooking-demos", from: "@storefront/catalogue", purpose: "Cooking demos" },
  { path: "cooking-demos/:id", pageType: "generic", module: "cooking-demo", from: "@storefront/catalogue", purpose: "Cooking demo" },
  { path: "recipes", pageType: "generic", module: "recipes", from: "@storefront/catalogue", purpose: "Recipes" },
  { path: "recipes/:uri", pageType: "topic", module: "recipe", from: "@storefront/catalogue", purpose: "Recipe" },
  { path: "catalogue", pageType: "generic", module: "catalogues", from: "@storefront/catalogue", purpose: "Catalogues" },
  { path: "catalogue-details/:id", pageType: "generic", module: "catalogue-details", from: "@storefront/catalogue", purpose: "Catalogue" },
  { path: "p/*", pageType: "product", module: "product", from: "@storefront/catalogue", purpose: "Product" },
  { path: "c/*", pageType: "categoryPage", module: "category", from: "@storefront/catalogue", purpose: "Category" },
  { path: "brands", pageType: "generic", module: "brands", from: "@storefront/catalogue", purpose: "Brands" },
  { path: "brands/:uri", pageType: "brandPage", module: "brand", from: "@storefront/catalogue", purpose: "Brand" },
  { path: "inspiration/:uri", pageType: "topic", module: "inspiration", from: "@storefront/catalogue", purpose: "Inspiration" },
  { path: "inspirations/:uri", pageType: "generic", module: "inspirations", from: "@storefront/catalogue", purpose: "Inspirations" },
  { path: "project-admin/*", pageType: "project", module: "project-admin", purpose: "Project administration (staff)" },
  { path: "project/*", pageType: "project", module: "project", purpose: "Projects (staff)" },
  { path: "performance-dashboard/*", pageType: "performanceDashboard", module: "performance-dashboard", purpose: "Performance dashboard (staff)" },
  { path: "s/:uri", pageType: "static", module: "static-page", from: "@storefront/catalogue", purpose: "Static page" },
  { path: "stores", pageType: "generic", module: "stores", from: "@storefront/catalogue", purpose: "Stores" },
  { path: "stores/:uri", pageType: "generic", module: "store", from: "@storefront/catalogue", purpose: "Store" },
  { path: "search/:uri", pageType: "search", module: "search", from: "@storefront/catalogue", purpose: "Search results" },
  { path: "products", pageType: "filter", module: "products", from: "@storefront/catalogue", purpose: "Products" },
  { path: "promotion/:uri", pageType: "promoPage", module: "promotion", from: "@storefront/catalogue", purpose: "Promotion" },
  { path: "promotions", pageType: "promotions", module: "promotions", from: "@storefront/catalogue", purpose: "Promotions" },
  { path: "sale", pageType: "sale", module: "sale", from: "@storefront/catalogue", purpose: "Sale" },
  { path: "compare", pageType: "productComparison", module: "compare", from: "@storefront/compare", purpose: "Compare products (query sku = a~b~c)" },
  // BRANDS.md: the shell's 'Compare Selected' leaves to /comparison/{sku1}/{sku2}/...; we serve it too.
  { path: "comparison/*", pageType: "productComparison", module: "compare", from: "@storefront/compare", purpose: "Compare products" },
  { path: "sitemap", pageType: "siteMap", module: "sitemap", from: "@storefront/catalogue", purpose: "Site map" },
  { path: "pe-bookings", pageType: "generic", module: "bookings", purpose: "Bookings" },
  { path: "form/:url", pageType: "generic", module: "custom-form", from: "@storefront/catalogue", purpose: "Form" },
  { path: "ask-an-expert", pageType: "contactUs", module: "ask-an-expert", from: "@storefront/catalogue", purpose: "Ask an expert" },
  { path: "article/:uri", pageType: "topic", module: "article", purpose: "Article" },
  { path: "account", pageType: "accounts", module: "account", from: "@storefront/account", purpose: "Account" },
  { path: "account/login", pageType: "accounts", module: "login", from: "@storefront/account", purpose: "Log in" },
  { path: "account/logout", pageType: "accounts", module: "logout", from: "@storefront/account", purpose: "Log out (query returnUrl)" },
  { path: "blank/account/login-callback", pageType: "accounts", module: "login-callback", from: "@storefront/account", purpose: "Login return page" },
  { path: "culinary-support", pageType: "pages", module: "culinary-support", purpose: "Culinary support" },
  { path: "cookbook", pageType: "pages", module: "cookbook", purpose: "Cookbook" },
  { path: "404", pageType: "notFound", module: "not-found", purpose: "Page not found" },
  { path: "*", pageType: "notFound", module: "not-found", purpose: "Page not found" },
];

/** First path segments that belong to the app: a link to one of them navigates inside it (spec 1 §2.2). */
export const appRootSegments: ReadonlySet<string> = new Set(
  routeTable.map((route) => route.path.split("/")[0] ?? "").filter((segment) => segment !== "*" && !segment.startsWith(":")),
);
