import type { ReactNode } from "react";
import { Outlet, type MiddlewareFunction } from "react-router";
import { AppLinks } from "@storefront/page-kit/app-links";
import { registerAppRoutes } from "@storefront/page-kit/app-routes";
import { brandMiddleware } from "@storefront/page-kit/brand-context";
import { SessionGuard } from "@storefront/page-kit/session-guard";
import { ShellLayout } from "@storefront/shell/layout";
import { ShellErrorPage, StorefrontDocument, wellFormedAddress } from "@storefront/shell/root";
import type { BrandConfig } from "@storefront/ui-kit/brand";
import { DataProviders } from "./DataProviders";
import { routeTable } from "./route-table";
import { storefrontSlots } from "./slots";

export { loadStorefrontRoot } from "@storefront/shell/root";
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

/** The shell around a page, its slots filled, the session kept, every kit link on the app's router. */
function StorefrontFrame({ children }: { children: ReactNode }) {
  return (
    <AppLinks>
      <ShellLayout slots={storefrontSlots}>
        <SessionGuard />
        {children}
      </ShellLayout>
    </AppLinks>
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
