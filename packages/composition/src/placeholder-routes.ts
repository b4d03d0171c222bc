import type { PackageRoutes } from "@storefront/page-kit/app-routes";

/**
 * Routes of the route table (spec 1 §2.1, spec 3 §2) whose domain package does not exist yet:
 * each shows a placeholder page (`src/routes/`) until the content pages arrive with their own
 * route lists, which replace these entries.
 */
export const placeholderRoutes: PackageRoutes = {
  package: "@storefront/composition",
  routes: [
    { path: "winning-commercial", pageType: "generic", module: "commercial", purpose: "Commercial" },
    { path: "pe-bookings", pageType: "generic", module: "bookings", purpose: "Bookings" },
    { path: "article/:uri", pageType: "topic", module: "article", purpose: "Article" },
    { path: "culinary-support", pageType: "pages", module: "culinary-support", purpose: "Culinary support" },
    { path: "cookbook", pageType: "pages", module: "cookbook", purpose: "Cookbook" },
  ],
};
