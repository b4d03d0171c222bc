import type { PackageRoutes } from "@storefront/page-kit/app-routes";

/**
 * The routes this package serves (spec 2 §2); the composition puts them in the storefront's route
 * table. /vouchers (spec 3 page type vouchers) is ours where the spec lists no path: gift cards are
 * a way to pay, which this package owns.
 */
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
    {
      path: "vouchers",
      pageType: "vouchers",
      module: "vouchers",
      purpose: "Gift cards: a card's balance, and how to spend it (and its action)",
    },
  ],
};
