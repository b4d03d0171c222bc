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

export const loader = ({ request, context }: Route.LoaderArgs) => loadStorefrontRoot(request, brand, context);

export const shouldRevalidate = shouldRevalidateRoot;

export function Layout({ children }: { children: ReactNode }) {
  return <StorefrontLayout brand={brand}>{children}</StorefrontLayout>;
}

export const ErrorBoundary = StorefrontErrorBoundary;

export default StorefrontApp;
