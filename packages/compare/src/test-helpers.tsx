import type { RouteObject } from "react-router";
import type { CompareList } from "@storefront/api-client/compare";
import { createApiClient } from "@storefront/api-client/http";
import { brandWith, renderWithProviders, shopperActionRoute, type RenderOptions } from "@storefront/page-kit/testing";
import { runCompareAction } from "./compare-action";
import { initialTrayState, toServerProduct, type ComparedProduct } from "./compare-rules";
import { useCompareTrayStore } from "./tray-store";

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

/** The server's compare list of these SKUs. */
export function listOf(skus: readonly string[], overrides: Record<string, Partial<ComparedProduct>> = {}): CompareList {
  return { products: skus.map((sku) => toServerProduct(product(sku, overrides[sku]))) };
}

/** Back to a first visit: no stored list, the tray closed, no dialog. */
export function resetCompare(): void {
  localStorage.clear();
  useCompareTrayStore.setState({ tray: initialTrayState, tooManyOpen: false, settled: false });
}

/** A fake compare API holding a server list; records the calls it gets. Writes answer after `writeDelayMs`. */
export function fakeCompareApi(initial: string[] = [], { writeDelayMs = 0 }: { writeDelayMs?: number } = {}) {
  let skus = [...initial];
  const calls: string[] = [];
  let writesInFlight = 0;
  let mostWritesInFlight = 0;
  const list = () => ({ products: skus.map((sku) => ({ ...product(sku), sku, price: 999 })) });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? "GET";
    calls.push(`${method} ${url.pathname}${url.search}`);
    if (method !== "GET") {
      writesInFlight += 1;
      mostWritesInFlight = Math.max(mostWritesInFlight, writesInFlight);
      await new Promise((done) => setTimeout(done, writeDelayMs));
      writesInFlight -= 1;
    }
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
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
  return { fetch, calls, skus: () => skus, mostWritesInFlight: () => mostWritesInFlight };
}

/**
 * The page's routes with the compare route's action at `/compare`, running the real one
 * (`runCompareAction`) against the test's fetch, as the route's clientAction runs the server's.
 */
export function renderCompare(routes: RouteObject[], options: RenderOptions = {}) {
  const brand = options.brand ?? brandWith();
  const api = createApiClient({ brand: brand.id, baseUrl: "http://shop.test", fetch: options.fetch ?? globalThis.fetch });
  return renderWithProviders([...routes, shopperActionRoute("/compare", runCompareAction, { api, brand })], options);
}
