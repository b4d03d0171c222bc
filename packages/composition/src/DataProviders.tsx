import { lazy, Suspense, useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createBrowserApiClient } from "@storefront/api-client/http";
import { ApiClientProvider } from "@storefront/api-client/react";
import { brandClientOptions } from "@storefront/page-kit/brand-context";
import { endExpiredSession } from "@storefront/page-kit/end-session";
import { lazyPart } from "@storefront/page-kit/lazy-part";
import { createStorefrontQueryClient } from "@storefront/page-kit/page-data";
import { ProductWidgetsProvider, type ProductWidgets } from "@storefront/page-kit/product-widgets";
import { useSessionStore } from "@storefront/page-kit/session";
import type { BrandConfig } from "@storefront/ui-kit/brand";
import { ToastProvider } from "@storefront/ui-kit/toast";

// The compare tick on cards and product pages hydrates after the page, with its own code.
const AddToCompare = lazyPart(() => import("@storefront/compare/add-to-compare").then((module) => module.AddToCompare));

// The cart's lines load when checkout's 'Edit Cart' first opens them.
const LazyCartPanel = lazy(() => import("@storefront/cart/cart-panel"));
function CartPanelWidget() {
  return (
    <Suspense fallback={null}>
      <LazyCartPanel />
    </Suspense>
  );
}

// The projects domain's stock and competitor prices load when the staff side panel first shows them.
const LazyStock = lazy(() => import("@storefront/projects/stock-panel").then((module) => ({ default: module.StockPanel })));
const LazyCompetitorPrices = lazy(() =>
  import("@storefront/projects/competitor-prices-panel").then((module) => ({ default: module.CompetitorPricesPanel })),
);
function StockWidget({ product }: { product: { sku: string } }) {
  return (
    <Suspense fallback={null}>
      <LazyStock product={product} />
    </Suspense>
  );
}
function CompetitorPricesWidget({ product }: { product: { sku: string } }) {
  return (
    <Suspense fallback={null}>
      <LazyCompetitorPrices product={product} />
    </Suspense>
  );
}

/** What other domains put on the catalogue's product cards and pages, checkout's cart panel and the staff side panel. */
const productWidgets: ProductWidgets = {
  compare: AddToCompare,
  cartPanel: CartPanelWidget,
  stock: StockWidget,
  competitorPrices: CompetitorPricesWidget,
};

/**
 * One QueryClient and one API client per browser session (and per server render), and the page's
 * one toast region (ui-kit's ToastProvider) around every page, error pages included. Every call
 * carries the signed-in visitor's access token (spec 3 §6); a 401 to a call made with an expired
 * token ends the session (spec 3 §8), unless the brand's logoutOn401 is off.
 */
export function DataProviders({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  const [queryClient] = useState(createStorefrontQueryClient);
  const [api] = useState(() =>
    createBrowserApiClient({
      ...brandClientOptions(brand),
      getAccessToken: () => useSessionStore.getState().accessToken,
      onLogout: (event) => endExpiredSession(event, brand.features.loginRoute),
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        <ProductWidgetsProvider widgets={productWidgets}>
          <ToastProvider>{children}</ToastProvider>
        </ProductWidgetsProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
