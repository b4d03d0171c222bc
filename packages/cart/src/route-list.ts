import type { PackageRoutes } from "@storefront/page-kit/app-routes";

/**
 * The routes this package serves; the composition puts them in the storefront's route table. The
 * cart page (spec 3 page type shoppingCart) is ours where the spec lists no path: its action is
 * where every cart change is posted (issue 40). The cart builder (spec 3 page type cartBuilder) is
 * ours too: `/cart-builder`.
 */
export const cartRoutes: PackageRoutes = {
  package: "@storefront/cart",
  routes: [
    { path: "cart", pageType: "shoppingCart", module: "cart", purpose: "Your cart (and its action: add, quantity, remove)" },
    {
      path: "cart-builder",
      pageType: "cartBuilder",
      module: "cart-builder",
      purpose: "Staff build a cart by SKU, here or as a customer's link (and its action: add the lines)",
    },
  ],
};
