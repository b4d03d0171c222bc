import type { PackageRoutes } from "@storefront/page-kit/app-routes";

/** The shell's own routes: the not-found page (spec 1 §2.1 "any other path"), also at /404 (spec 3 §2). */
export const shellRoutes: PackageRoutes = {
  package: "@storefront/shell",
  routes: [
    { path: "404", pageType: "notFound", module: "not-found", purpose: "Page not found" },
    { path: "*", pageType: "notFound", module: "not-found", purpose: "Page not found" },
  ],
};
