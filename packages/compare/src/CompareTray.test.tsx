import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { chatBlockers } from "./chat-blocker";
import { useCompareStore } from "./compare-store";
import { CompareTray } from "./CompareTray";
import { brandWith, fakeCompareApi, product, renderCompare } from "./test-helpers";

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

beforeEach(() => {
  localStorage.clear();
  useCompareStore.setState({ comparisonProducts: [], tooManyOpen: false, hydrated: false, synced: false });
});

describe("shell overlay", () => {
  it("lists the products with empty slots and enables 'Compare Selected' from two products", async () => {
    const api = fakeCompareApi(["A"]);
    renderCompare(routes(), { path: "/c/kitchen", fetch: api.fetch });
    const tray = await screen.findByRole("region", { name: "Compare products" });
    await waitFor(() => expect(tray).toHaveTextContent("Product A"));
    expect(tray).toHaveTextContent("$999.00");
    expect(screen.getAllByText(/Add another product by ticking/)).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Compare Selected" })).toBeDisabled();

    await act(async () => {
      useCompareStore.getState().add(product("B"));
    });
    expect(screen.getByRole("button", { name: "Compare Selected" })).toBeEnabled();
    expect(chatBlockers()).toContain("compare");
  });

  it("collapses to a tab with the count on Hide", async () => {
    renderCompare(routes(), { path: "/c/kitchen", fetch: fakeCompareApi(["A", "B"]).fetch });
    await userEvent.click(await screen.findByRole("button", { name: "Hide" }));
    expect(screen.getAllByRole("button", { name: /Compare\s*2/ }).length).toBeGreaterThan(0);
    expect(chatBlockers()).not.toContain("compare");
  });

  it("is not shown on the home page or compare paths", async () => {
    const { router } = renderCompare(routes(), { path: "/", fetch: fakeCompareApi(["A", "B"]).fetch });
    await waitFor(() => expect(useCompareStore.getState().comparisonProducts).toHaveLength(2));
    expect(screen.queryByRole("region", { name: "Compare products" })).toBeNull();
    await act(() => router.navigate("/compare"));
    expect(screen.queryByRole("region", { name: "Compare products" })).toBeNull();
    await act(() => router.navigate("/c/kitchen"));
    expect(await screen.findByRole("region", { name: "Compare products" })).toBeInTheDocument();
  });
});

describe("bottom bar", () => {
  it("starts minimised as 'COMPARE n ITEMS' and opens when the list changes", async () => {
    renderCompare(routes(), { path: "/c/kitchen", brand: brandWith({ compareVariant: "bottomBar" }), fetch: fakeCompareApi(["A", "B"]).fetch });
    expect(await screen.findByText("COMPARE 2 ITEMS")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Hide" })).toBeNull();
    await act(async () => {
      useCompareStore.getState().add(product("C", { productName: "x".repeat(60), price: 0 }));
    });
    expect(await screen.findByRole("button", { name: "Hide" })).toBeInTheDocument();
    expect(screen.getByText(`${"x".repeat(50)}...`)).toBeInTheDocument();
    expect(screen.getByText("Request Price")).toBeInTheDocument();
  });

  it("goes to /compare with the SKUs and minimises on Compare", async () => {
    const { router } = renderCompare(routes(), { path: "/c/kitchen", brand: brandWith({ compareVariant: "bottomBar" }), fetch: fakeCompareApi(["A", "B"]).fetch });
    await userEvent.click(await screen.findByRole("button", { name: /COMPARE/ }));
    await userEvent.click(screen.getByRole("button", { name: "Compare" }));
    expect(router.state.location.pathname).toBe("/compare");
    expect(router.state.location.search).toBe("?sku=A~B");
  });

  it("keeps Compare disabled with a single product", async () => {
    renderCompare(routes(), { path: "/c/kitchen", brand: brandWith({ compareVariant: "bottomBar" }), fetch: fakeCompareApi(["A"]).fetch });
    await userEvent.click(await screen.findByRole("button", { name: /COMPARE/ }));
    expect(screen.getByRole("button", { name: "Compare" })).toBeDisabled();
  });
});

describe("server sync", () => {
  it("undoes an add the server refuses with 'limit' and opens the dialog", async () => {
    const api = fakeCompareApi(["X", "Y", "Z"]);
    const { AddToCompare } = await import("./AddToCompare");
    renderCompare([{ path: "/", element: <><AddToCompare product={{ productId: 4, sku: "D", title: "Dryer" }} /><CompareTray /></> }], { fetch: api.fetch });
    // The local list is empty until the server's arrives; tick before it does.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await waitFor(() => expect(useCompareStore.getState().comparisonProducts).toHaveLength(3));
    useCompareStore.setState({ comparisonProducts: [product("X")] });
    await userEvent.click(screen.getByRole("checkbox", { name: "Add to Compare: Dryer" }));
    expect(await screen.findByRole("dialog", { name: "Too many products" })).toBeInTheDocument();
    expect(useCompareStore.getState().comparisonProducts.map((item) => item.productSKU)).toEqual(["X"]);
  });
});
