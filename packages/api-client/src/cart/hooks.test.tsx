// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ApiClientProvider } from "../react/ApiClientProvider";
import { json, serveForTests } from "../test-helpers";
import { useAddCartProduct, useCart, useRemoveCartProduct, useTakeCart } from "./hooks";
import type { Cart, CartProduct } from "./types";

const api = serveForTests();

const EMPTY_ID = "00000000-0000-0000-0000-000000000000";

function cartOf(products: Partial<CartProduct>[]): Cart {
  return {
    cartId: products.length ? "c-1" : EMPTY_ID,
    products: products.map((line, index) => ({
      productCode: `line-${index + 1}`,
      sku: "SKU",
      title: "Oven",
      brand: "Korrin",
      category: "Ovens",
      categorization: "kitchen/ovens",
      price: 999,
      rrp: 999,
      lineDiscount: 0,
      quantity: 1,
      available: true,
      sortOrder: index,
      showVariation: false,
      images: [],
      ...line,
    })),
    rewards: [],
    productCount: products.length,
    orderTotal: products.length * 999,
    savingTotal: 0,
    totalRrp: products.length * 999,
    messages: [],
    errors: [],
  };
}

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api.client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}

describe("cart hooks (spec 3 §4: the cart reloads after a successful add or remove)", () => {
  it("reloads a fresh cart after an add, even one read moments ago, then runs the caller's onSuccess", async () => {
    let cart = cartOf([]);
    api.server.on("GET", "/api/cart/", (_request, response) => json(response, 200, cart));
    api.server.on("POST", "/api/cart/product/", (_request, response) => {
      cart = cartOf([{ sku: "OVEN-60" }]);
      json(response, 200, cart);
    });
    const onSuccess = vi.fn();
    const { result } = renderHook(() => ({ cart: useCart(), add: useAddCartProduct({ onSuccess }) }), { wrapper });
    await waitFor(() => expect(result.current.cart.data?.products).toEqual([]));

    await result.current.add.mutateAsync({ sku: "OVEN-60", qty: 1 });

    await waitFor(() => expect(result.current.cart.data?.products.map((line) => line.sku)).toEqual(["OVEN-60"]));
    expect(api.server.requests.filter((request) => request.method === "GET" && request.url === "/api/cart/")).toHaveLength(2);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("shows the added line when the cart's first read set off before the add and answers after it", async () => {
    let cart = cartOf([]);
    let addAnswered!: () => void;
    const afterAdd = new Promise<void>((resolve) => (addAnswered = resolve));
    api.server.on("GET", "/api/cart/", (_request, response) => {
      const found = cart;
      // The page's first read, slow to answer: it answers with the cart as it found it, after the add.
      if (api.server.requests.filter((request) => request.method === "GET").length === 1)
        void afterAdd.then(() => json(response, 200, found));
      else json(response, 200, found);
    });
    api.server.on("POST", "/api/cart/product/", (_request, response) => {
      cart = cartOf([{ sku: "OVEN-60" }]);
      json(response, 200, cart);
      addAnswered();
    });
    const { result } = renderHook(() => ({ cart: useCart(), add: useAddCartProduct() }), { wrapper });
    await waitFor(() => expect(api.server.requests).toHaveLength(1));

    await result.current.add.mutateAsync({ sku: "OVEN-60", qty: 1 });

    await waitFor(() => expect(result.current.cart.data?.products.map((line) => line.sku)).toEqual(["OVEN-60"]));
  });

  it("removes a line by its product code and reloads the cart", async () => {
    let cart = cartOf([{ productCode: "line-1" }]);
    api.server.on("GET", "/api/cart/", (_request, response) => json(response, 200, cart));
    api.server.on("DELETE", "/api/cart/product/line-1", (_request, response) => {
      cart = cartOf([]);
      json(response, 200, cart);
    });
    const { result } = renderHook(() => ({ cart: useCart(), remove: useRemoveCartProduct() }), { wrapper });
    await waitFor(() => expect(result.current.cart.data?.products).toHaveLength(1));

    await result.current.remove.mutateAsync("line-1");

    await waitFor(() => expect(result.current.cart.data?.cartId).toBe(EMPTY_ID));
  });
});

describe("useTakeCart (a cart action's answer, issue 40)", () => {
  it("shows the cart the action answered with at once, though the read after it fails", async () => {
    let reads = 0;
    api.server.on("GET", "/api/cart/", (_request, response) => {
      reads += 1;
      // The first read finds the empty cart; the one after the change meets a busy server.
      if (reads === 1) json(response, 200, cartOf([]));
      else json(response, 503, { messages: ["busy"] });
    });
    const { result } = renderHook(() => ({ cart: useCart(), take: useTakeCart() }), { wrapper });
    await waitFor(() => expect(result.current.cart.data?.products).toEqual([]));

    await result.current.take(cartOf([{ sku: "OVEN-60" }]));

    await waitFor(() => expect(reads).toBe(2));
    expect(result.current.cart.data?.products.map((line) => line.sku)).toEqual(["OVEN-60"]);
  });

  it("reads the cart again after the answer, so the page ends with the API's cart", async () => {
    let cart = cartOf([]);
    api.server.on("GET", "/api/cart/", (_request, response) => json(response, 200, cart));
    const { result } = renderHook(() => ({ cart: useCart(), take: useTakeCart() }), { wrapper });
    await waitFor(() => expect(result.current.cart.data?.products).toEqual([]));
    cart = cartOf([{ sku: "OVEN-60" }, { sku: "HOB-90" }]);

    await result.current.take(cartOf([{ sku: "OVEN-60" }]));

    await waitFor(() => expect(result.current.cart.data?.products.map((line) => line.sku)).toEqual(["OVEN-60", "HOB-90"]));
  });
});
