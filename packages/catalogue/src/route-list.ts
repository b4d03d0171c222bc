import type { PackageRoutes } from "@storefront/page-kit/app-routes";

/**
 * The routes this package serves (spec 1 §2.1, spec 3 §2); the composition puts them in the
 * storefront's route table. Beyond the spec's table: /blog/:uri (the blog list links to its posts),
 * /cooking-demos/:id (a demo's page), /sale (spec 3 §2), /search (the search form's GET, page-kit's
 * `searchForm`: it sends the browser where the search service says), /notify-me/confirm and
 * /notify-me/unsubscribe (the notify-me mails' links, issue 45 item 1).
 */
export const catalogueRoutes: PackageRoutes = {
  package: "@storefront/catalogue",
  routes: [
    { path: "", pageType: "homepage", module: "home", purpose: "Home" },
    { path: "virtual-tour", pageType: "virtualTour", module: "virtual-tour", purpose: "Virtual tour" },
    { path: "virtual-tour/:storeUri", pageType: "virtualTour", module: "virtual-tour", purpose: "Virtual tour of a store" },
    { path: "zipmoney", pageType: "zipPay", module: "zip-info", purpose: "Zip payment information" },
    { path: "afterpay", pageType: "afterpay", module: "afterpay-info", purpose: "Afterpay information" },
    { path: "klarna", pageType: "klarna", module: "klarna-info", purpose: "Klarna information (where the brand offers Klarna)" },
    { path: "humm", pageType: "humm", module: "humm-info", purpose: "Humm information (where the brand offers Humm)" },
    { path: "blog", pageType: "blog", module: "blog", purpose: "Blog" },
    { path: "blog/:uri", pageType: "blog", module: "blog-post", purpose: "Blog post" },
    { path: "cooking-demos", pageType: "generic", module: "cooking-demos", purpose: "Cooking demos" },
    { path: "cooking-demos/:id", pageType: "generic", module: "cooking-demo", purpose: "Cooking demo" },
    { path: "recipes", pageType: "generic", module: "recipes", purpose: "Recipes" },
    { path: "recipes/:uri", pageType: "topic", module: "recipe", purpose: "Recipe" },
    { path: "catalogue", pageType: "generic", module: "catalogues", purpose: "Catalogues" },
    { path: "catalogue-details/:id", pageType: "generic", module: "catalogue-details", purpose: "Catalogue" },
    { path: "p/*", pageType: "product", module: "product", purpose: "Product" },
    { path: "c/*", pageType: "categoryPage", module: "category", purpose: "Category" },
    { path: "brands", pageType: "generic", module: "brands", purpose: "Brands" },
    { path: "brands/:uri", pageType: "brandPage", module: "brand", purpose: "Brand" },
    { path: "inspiration/:uri", pageType: "topic", module: "inspiration", purpose: "Inspiration" },
    { path: "inspirations/:uri", pageType: "generic", module: "inspirations", purpose: "Inspirations" },
    { path: "s/:uri", pageType: "static", module: "static-page", purpose: "Static page" },
    { path: "article/:uri", pageType: "topic", module: "article", purpose: "Article" },
    { path: "winning-commercial", pageType: "generic", module: "generic-page", purpose: "Commercial" },
    { path: "pe-bookings", pageType: "generic", module: "generic-page", purpose: "Bookings" },
    { path: "culinary-support", pageType: "pages", module: "landing-page", purpose: "Culinary support" },
    { path: "cookbook", pageType: "pages", module: "landing-page", purpose: "Cookbook" },
    { path: "stores", pageType: "generic", module: "stores", purpose: "Stores" },
    { path: "stores/:uri", pageType: "generic", module: "store", purpose: "Store" },
    { path: "search", pageType: "search", module: "search", purpose: "Search" },
    { path: "search/:uri", pageType: "search", module: "search", purpose: "Search results" },
    { path: "products", pageType: "filter", module: "products", purpose: "Products" },
    { path: "promotion/:uri", pageType: "promoPage", module: "promotion", purpose: "Promotion" },
    { path: "promotions", pageType: "promotions", module: "promotions", purpose: "Promotions" },
    { path: "sale", pageType: "sale", module: "sale", purpose: "Sale" },
    { path: "sitemap", pageType: "siteMap", module: "sitemap", purpose: "Site map" },
    { path: "form/:url", pageType: "generic", module: "custom-form", purpose: "Form" },
    { path: "ask-an-expert", pageType: "contactUs", module: "ask-an-expert", purpose: "Ask an expert" },
    { path: "notify-me/:action", pageType: "generic", module: "notify-me-link", purpose: "Notify-me mail link (confirm, unsubscribe)" },
  ],
};
