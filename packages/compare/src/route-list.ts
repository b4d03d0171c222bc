import type { PackageRoutes } from "@storefront/page-kit/app-routes";

/** The routes this package serves; the composition puts them in the storefront's route table. */
export const compareRoutes: PackageRoutes = {
  package: "@storefront/compare",
  routes: [
    { path: "compare", pageType: "productComparison", module: "compare", purpose: "Compare products (query sku = a~b~c)" },
    // BRANDS.md: the shell's 'Compare Selected' leaves to /comparison/{sku1}/{sku2}/...; we serve it too.
    { path: "comparison/*", pageType: "productComparison", module: "compare", purpose: "Compare products" },
  ],
};
