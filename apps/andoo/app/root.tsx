import type { ReactNode } from "react";
import { brandMiddleware } from "@storefront/api-client/page-data";
import { loadStorefrontRoot, StorefrontApp, StorefrontDocument, StorefrontErrorBoundary } from "@storefront/shell/root";
import type { Route } from "./+types/root";
import { brand } from "./brand";

export const middleware: Route.MiddlewareFunction[] = [brandMiddleware(brand)];

export const loader = ({ request }: Route.LoaderArgs) => loadStorefrontRoot(request, brand);

export function Layout({ children }: { children: ReactNode }) {
  return <StorefrontDocument brand={brand}>{children}</StorefrontDocument>;
}

export const ErrorBoundary = StorefrontErrorBoundary;

export default StorefrontApp;
