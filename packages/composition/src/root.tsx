import type { ReactNode } from "react";
import { HydrationBoundary } from "@tanstack/react-query";
import { Outlet, type MiddlewareFunction } from "react-router";
import { FlashMessage } from "@storefront/page-kit/flash-message";
import { AppLinks } from "@storefront/page-kit/app-links";
import { registerAppRoutes } from "@storefront/page-kit/app-routes";
import { useRootData } from "@storefront/page-kit/root-data";
import { brandMiddleware } from "@storefront/page-kit/brand-context";
import { SessionGuard } from "@storefront/page-kit/session-guard";
import { ShellLayout } from "@storefront/shell/layout";
import { ShellErrorPage, StorefrontDocument, wellFormedAddress } from "@storefront/shell/root";
import type { BrandConfig } from "@storefront/ui-kit/brand";
import { DataProviders } from "./DataProviders";
import { routeTable } from "./route-table";
import { storefrontSlots } from "./slots";

export { loadStorefrontRoot } from "./root-loader";
export { shouldRevalidateRoot } from "./revalidation";

// The frame and the pages follow the internal-link rule of spec 1 §2.2 against this table.
registerAppRoutes(routeTable);

/** Root middleware: a malformed address refused with 400, then the app's BrandConfig for every loader and action. */
export function storefrontMiddleware(brand: BrandConfig): MiddlewareFunction<Response>[] {
  return [wellFormedAddress, brandMiddleware(brand)];
}

/** The app's `Layout`: the HTML document, the brand's theme and the data providers around every page. */
export function StorefrontLayout({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  return (
    <StorefrontDocument brand={brand}>
      <DataProviders brand={brand}>{children}</DataProviders>
    </StorefrontDocument>
  );
}

/**
 * The shell around a page, its slots filled, the session kept, every kit link on the app's router;
 * the shopper's cart and compare list read on the server in the query cache before anything reads
 * them, and the outcome of a shopper action posted without JavaScript above the page (issue 40).
 */
function StorefrontFrame({ children }: { children: ReactNode }) {
  const shopperState = useRootData()?.shopperState;
  return (
    <HydrationBoundary state={shopperState}>
      <AppLinks>
        <ShellLayout slots={storefrontSlots}>
          <SessionGuard />
          <FlashMessage />
          {children}
        </ShellLayout>
      </AppLinks>
    </HydrationBoundary>
  );
}

/** The root route's component: the frame around the matched page. */
export function StorefrontApp() {
  return (
    <StorefrontFrame>
      <Outlet />
    </StorefrontFrame>
  );
}

/** The root's error boundary: the not-found or outage page inside the frame. */
export function StorefrontErrorBoundary() {
  return (
    <StorefrontFrame>
      <ShellErrorPage />
    </StorefrontFrame>
  );
}
