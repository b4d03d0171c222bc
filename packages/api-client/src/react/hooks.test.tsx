// @vitest-environment jsdom
import { dehydrate, HydrationBoundary, QueryClient, QueryClientProvider, type DehydratedState } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { useAddToCompare, useCompareList } from "../compare";
import { productQueries, useProductBySlug } from "../product";
import { json, serveForTests } from "../test-helpers";
import { ApiClientProvider, useApiClient } from "./ApiClientProvider";

const api = serveForTests();

function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
}

function wrapperFor(queryClient: QueryClient, dehydratedState?: DehydratedState) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api.client}>
          <HydrationBoundary state={dehydratedState}>{children}</HydrationBoundary>
        </ApiClientProvider>
      </QueryClientProvider>
    );
  };
}

describe("route loaders and hooks", () => {
  it("prefetches in a loader, dehydrates, and lets the component read without another call", async () => {
    api.server.on("GET", "/api/v2/product/slug/oven-60", (_request, response) => json(response, 200, { sku: "O60", title: "Oven" }));
    const serverQueries = newQueryClient();
    await serverQueries.ensureQueryData(productQueries.bySlug(api.client, "oven-60"));
    const state = JSON.parse(JSON.stringify(dehydrate(serverQueries))) as DehydratedState;

    const { result } = renderHook(() => useProductBySlug("oven-60"), { wrapper: wrapperFor(newQueryClient(), state) });
    expect(result.current.data).toMatchObject({ sku: "O60", title: "Oven" });
    expect(api.server.requests).toHaveLength(1);
  });

  it("refreshes the compare list after adding a product, then runs the caller's onSuccess", async () => {
    let products = [{ sku: "A" }];
    api.server.on("GET", "/api/compare", (_request, response) => json(response, 200, { products }));
    api.server.on("POST", "/api/compare/product", (request, response) => {
      products = [...products, JSON.parse(request.body) as { sku: string }];
      json(response, 200, { products });
    });
    const onSuccess = vi.fn();
    const { result } = renderHook(() => ({ list: useCompareList(), add: useAddToCompare({ onSuccess }) }), {
      wrapper: wrapperFor(newQueryClient()),
    });
    await waitFor(() => expect(result.current.list.data?.products).toEqual([{ sku: "A" }]));

    await result.current.add.mutateAsync("B");

    await waitFor(() => expect(result.current.list.data?.products).toEqual([{ sku: "A" }, { sku: "B" }]));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess.mock.calls[0]?.[1]).toBe("B");
  });

  it("needs an ApiClientProvider", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useApiClient())).toThrow("useApiClient needs an <ApiClientProvider> above it");
  });
});
