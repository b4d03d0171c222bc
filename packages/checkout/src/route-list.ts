import type { PackageRoutes } from "@storefront/page-kit/app-routes";

/** The routes this package serves (spec 2 §2); the composition puts them in the storefront's route table. */
export const checkoutRoutes: PackageRoutes = {
  package: "@storefront/checkout",
  routes: [
    { path: "customer/checkout", pageType: "checkout", module: "checkout", purpose: "Checkout" },
    {
      path: "customer/confirmation",
      pageType: "orderConfirmation",
      module: "order-confirmation",
      purpose: "Order confirmation (query id = cart id)",
    },
  ],
};
