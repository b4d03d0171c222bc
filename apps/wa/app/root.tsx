import type { ReactNode } from "react";
import {
  loadStorefrontRoot,
  shouldRevalidateRoot,
  StorefrontApp,
  StorefrontErrorBoundary,
  StorefrontLayout,
  storefrontMiddleware,
} from "@storefront/composition/root";
import type { Route } from "./+types/root";
import { brand } from "./brand";

export const middleware: Route.MiddlewareFunction[] = storefrontMiddleware(brand);

export const loader = ({ request }: Route.LoaderArgs) => loadStorefrontRoot(request, brand);

export const shouldRevalidate = shouldRevalidateRoot;

export function Layout({ children }: { children: ReactNode }) {
  return <StorefrontLayout brand={brand}>{children}</StorefrontLayout>;
}

export const ErrorBoundary = StorefrontErrorBoundary;

export default StorefrontApp;
