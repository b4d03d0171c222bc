import type { PackageRoutes } from "@storefront/page-kit/app-routes";

/**
 * The shell's own routes: the pickers' page with the store and location choices' action and the
 * newsletter sign-up page with its action (ours, issue 40: where the header's store button and the
 * footer lead without JavaScript), then the not-found page (spec 1 §2.1 "any other path"), also at
 * /404 (spec 3 §2).
 */
export const shellRoutes: PackageRoutes = {
  package: "@storefront/shell",
  routes: [
    {
      path: "your-store",
      pageType: "generic",
      module: "your-store",
      purpose: "Your store and delivery location (and their choices' action)",
    },
    { path: "newsletter", pageType: "generic", module: "newsletter", purpose: "Newsletter sign-up (and its action)" },
    { path: "404", pageType: "notFound", module: "not-found", purpose: "Page not found" },
    { path: "*", pageType: "notFound", module: "not-found", purpose: "Page not found" },
  ],
};
