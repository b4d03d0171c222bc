import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { compareKeys, type CompareList } from "@storefront/api-client/compare";
import { chatBlockers } from "@storefront/page-kit/chat-blocker";
import { brandWith } from "@storefront/page-kit/testing";
import { CompareTray } from "./CompareTray";
import { fakeCompareApi, listOf, renderCompare, resetCompare } from "./test-helpers";

function routes() {
  return [
    {
      path: "/",
      element: (
        <>
          <Outlet />
          <CompareTray />
        </>
      ),
      children: [
        { index: true, element: <p>Home</p> },
        { path: "c/kitchen", element: <p>Kitchen</p> },
        { path: "compare", element: <p>Compare page</p> },
      ],
    },
  ];
}

const listIn = (queryClient: { getQueryData: (key: readonly unknown[]) => unknown }) =>
  queryClient.getQueryData(compareKeys.list()) as CompareList | undefined;

beforeEach(resetCompare);

describe("shell overlay", () => {
  it("lists the products with empty slots and enables 'Compare Selected' from two products", async () => {
    const api = fakeCompareApi(["A"]);
    const { queryClient } = renderCompare(routes(), { path: "/c/kitchen", fetch: api.fetch });
    const tray = await screen.findByRole("region", { name: "Compare products" });
    await waitFor(() => expect(tray).toHaveTextContent("Product A"));
    expect(tray).toHaveTextContent("$999.00");
    expect(screen.getAllByText(/Add another product by ticking/)).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Compare Selected" })).toBeDisabled();

    act(() => queryClient.setQueryData(compareKeys.list(), listOf(["A", "B"])));
    await waitFor(() => expect(screen.getByRole("button", { name: "Compare Selected" })).toBeEnabled());
    expect(chatBlockers()).toContain("compare");
  });

  it("collapses to a tab with the count on Hide", async () => {
    renderCompare(routes(), { path: "/c/kitchen", fetch: fakeCompareApi(["A", "B"]).fetch });
    await userEvent.click(await screen.findByRole("button", { name: "Hide" }));
    expect(screen.getAllByRole("button", { name: /Compare\s*2/ }).length).toBeGreaterThan(0);
    expect(chatBlockers()).not.toContain("compare");
  });

  it("is not shown on the home page or compare paths", async () => {
    const { router, queryClient } = renderCompare(routes(), { path: "/", fetch: fakeCompareApi(["A", "B"]).fetch });
    await waitFor(() => expect(listIn(queryClient)?.products).toHaveLength(2));
    expect(screen.queryByRole("region", { name: "Compare products" })).toBeNull();
    await act(() => router.navigate("/compare"));
    expect(screen.queryByRole("region", { name: "Compare products" })).toBeNull();
    await act(() => router.navigate("/c/kitchen"));
    expect(await screen.findByRole("region", { name: "Compare products" })).toBeInTheDocument();
  });
});

describe("bottom bar", () => {
  it("starts minimised as 'COMPARE n ITEMS' and opens when the list changes", async () => {
    const { queryClient } = renderCompare(routes(), {
      path: "/c/kitchen",
      brand: brandWith({ compareVariant: "bottomBar" }),
      fetch: fakeCompareApi(["A", "B"]).fetch,
    });
    expect(await screen.findByText("COMPARE 2 ITEMS")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Hide" })).toBeNull();
    act(() => queryClient.setQueryData(compareKeys.list(), listOf(["A", "B", "C"], { C: { productName: "x".repeat(60), price: 0 } })));
    expect(await screen.findByRole("button", { name: "Hide" })).toBeInTheDocument();
    expect(screen.getByText(`${"x".repeat(50)}...`)).toBeInTheDocument();
    expect(screen.getByText("Request Price")).toBeInTheDocument();
  });

  it("goes to /compare with the SKUs and minimises on Compare", async () => {
    const { router } = renderCompare(routes(), {
      path: "/c/kitchen",
      brand: brandWith({ compareVariant: "bottomBar" }),
      fetch: fakeCompareApi(["A", "B"]).fetch,
    });
    await userEvent.click(await screen.findByRole("button", { name: /COMPARE/ }));
    await userEvent.click(screen.getByRole("button", { name: "Compare" }));
    expect(router.state.location.pathname).toBe("/compare");
    expect(router.state.location.search).toBe("?sku=A~B");
  });

  it("keeps Compare disabled with a single product", async () => {
    renderCompare(routes(), {
      path: "/c/kitchen",
      brand: brandWith({ compareVariant: "bottomBar" }),
      fetch: fakeCompareApi(["A"]).fetch,
    });
    await userEvent.click(await screen.findByRole("button", { name: /COMPARE/ }));
    expect(screen.getByRole("button", { name: "Compare" })).toBeDisabled();
  });
});

describe("server sync", () => {
  it("undoes an add the server refuses with 'limit' and opens the dialog", async () => {
    const api = fakeCompareApi(["X", "Y", "Z"]);
    const { AddToCompare } = await import("./AddToCompare");
    const { queryClient } = renderCompare(
      [
        {
          path: "/",
          element: (
            <>
              <AddToCompare product={{ productId: 4, sku: "D", title: "Dryer" }} />
              <CompareTray />
            </>
          ),
        },
      ],
      { fetch: api.fetch },
    );
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await waitFor(() => expect(listIn(queryClient)?.products).toHaveLength(3));
    // The page's list is behind the server's (another tab added two more): the server refuses.
    act(() => queryClient.setQueryData(compareKeys.list(), listOf(["X"])));
    await userEvent.click(screen.getByRole("checkbox", { name: "Add to Compare: Dryer" }));
    expect(await screen.findByRole("dialog", { name: "Too many products" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Add to Compare: Dryer" })).not.toBeChecked();
    await waitFor(() => expect(listIn(queryClient)?.products.map((item) => item.productSKU)).toEqual(["X", "Y", "Z"]));
  });

  it("keeps the list in the browser under CompareProducts as { comparisonProducts }", async () => {
    renderCompare(routes(), { path: "/c/kitchen", fetch: fakeCompareApi(["A", "B"]).fetch });
    await waitFor(() => expect(localStorage.getItem("CompareProducts")).not.toBeNull());
    const saved = JSON.parse(localStorage.getItem("CompareProducts") ?? "{}") as {
      state: { comparisonProducts: { productSKU: string }[] };
    };
    expect(saved.state.comparisonProducts.map((item) => item.productSKU)).toEqual(["A", "B"]);
    expect(Object.keys(saved.state)).toEqual(["comparisonProducts"]);
  });

  it("puts the browser's list back on the server when the server's is empty (an expired session)", async () => {
    localStorage.setItem("CompareProducts", JSON.stringify({ state: { comparisonProducts: listOf(["A", "B"]).products }, version: 0 }));
    const api = fakeCompareApi([]);
    renderCompare(routes(), { path: "/c/kitchen", fetch: api.fetch });
    const tray = await screen.findByRole("region", { name: "Compare products" });
    await waitFor(() => expect(api.skus()).toEqual(["A", "B"]));
    await waitFor(() => expect(tray).toHaveTextContent("Product B"));
  });
});
