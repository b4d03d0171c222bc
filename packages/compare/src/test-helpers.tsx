import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createApiClient } from "@storefront/api-client/http";
import { ApiClientProvider } from "@storefront/api-client/react";
import { BrandProvider, defineBrand, type BrandConfig, type FeatureOverrides } from "@storefront/ui-kit/brand";
import { waTheme } from "@storefront/ui-kit/themes";
import type { ComparedProduct } from "./compare-rules";

export function brandWith(features: FeatureOverrides = {}): BrandConfig {
  return defineBrand({ id: "wa", displayName: "Wattle & Ash", country: "AU", theme: waTheme, port: 3001, features });
}

export function product(sku: string, overrides: Partial<ComparedProduct> = {}): ComparedProduct {
  return {
    brandImage: `/brand/${sku}.svg`,
    brandName: "Alpenhaus",
    productId: sku.length,
    productImage: `/img/${sku}.svg`,
    productName: `Product ${sku}`,
    productSKU: sku,
    price: 999,
    uri: `/p/${sku.toLowerCase()}`,
    ...overrides,
  };
}

/** A fake compare API holding a server list; records the calls it gets. */
export function fakeCompareApi(initial: string[] = []) {
  let skus = [...initial];
  const calls: string[] = [];
  const list = () => ({ products: skus.map((sku) => ({ ...product(sku), sku, price: 999 })) });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? "GET";
    calls.push(`${method} ${url.pathname}${url.search}`);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (method === "GET" && url.pathname === "/api/compare") return json(list());
    if (method === "POST" && url.pathname === "/api/compare/product") {
      const { sku } = JSON.parse(String(init?.body)) as { sku: string };
      if (skus.length >= 3 && !skus.includes(sku)) return json("limit");
      if (!skus.includes(sku)) skus = [...skus, sku];
      return json(list());
    }
    if (method === "DELETE" && url.pathname.startsWith("/api/compare/product/")) {
      const sku = decodeURIComponent(url.pathname.split("/").pop() ?? "");
      skus = skus.filter((item) => item !== sku);
      return json(list());
    }
    if (url.pathname === "/api/redirect") return json({ doRedirect: false, destinationUri: null });
    return json({ message: "not found" }, 404);
  };
  return { fetch, calls, skus: () => skus };
}

export function renderCompare(
  routes: RouteObject[],
  { path = "/", brand = brandWith(), fetch = fakeCompareApi().fetch }: { path?: string; brand?: BrandConfig; fetch?: typeof globalThis.fetch } = {},
  wrap?: (children: ReactNode) => ReactNode,
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createApiClient({ brand: brand.id, baseUrl: "http://shop.test", fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = <RouterProvider router={router} />;
  const result = render(
    <BrandProvider brand={brand}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{wrap ? wrap(tree) : tree}</ApiClientProvider>
      </QueryClientProvider>
    </BrandProvider>,
  );
  return { ...result, router, queryClient };
}
