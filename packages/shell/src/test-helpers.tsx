import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { render } from "@testing-library/react";
import { BrandProvider, defineBrand } from "@storefront/ui-kit/brand";
import { waTheme } from "@storefront/ui-kit/themes";

export const testBrand = defineBrand({ id: "wa", displayName: "Wattle & Ash", country: "AU", theme: waTheme, port: 3001 });

/** Renders routes inside the brand's providers and an in-memory router, as the storefront does. */
export function renderWithProviders(routes: RouteObject[], initialPath = "/", wrapper?: (children: ReactNode) => ReactNode) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const tree = <RouterProvider router={router} />;
  const result = render(<BrandProvider brand={testBrand}>{wrapper ? wrapper(tree) : tree}</BrandProvider>);
  return { ...result, router };
}
