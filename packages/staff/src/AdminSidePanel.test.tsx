import { act, screen, waitFor } from "@testing-library/react";
import { useQuery } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cartQueries } from "@storefront/api-client/cart";
import { useApiClient } from "@storefront/api-client/react";
import { brandWith, fakeFetch, renderWithProviders, resetSession, signIn, staffInfo } from "@storefront/page-kit/testing";
import { AdminSidePanel } from "./AdminSidePanel";
import { projectOnScreen } from "./AdminSidePanelView";
import { consoleStore } from "./console/console-store";
import { staffPanelPaths } from "./console/panel-rules";
import { consoleAnswers, resetConsole } from "./test-helpers";

/** The header's cart reads the cart query as the cart domain does. */
function CartCount() {
  const cart = useQuery(cartQueries.detail(useApiClient()));
  return <p>Cart lines: {cart.data?.productCount ?? "…"}</p>;
}

function renderStorefront({ path = "/", extra = {} as Record<string, unknown> } = {}) {
  let productCount = 1;
  const api = fakeFetch({
    "GET /api/account": staffInfo,
    ...consoleAnswers().answers,
    "GET /api/cart/": () => ({ productCount: productCount++ }),
    ...extra,
  });
  const routes = [
    {
      path: "/",
      element: (
        <>
          <CartCount />
          <Outlet />
          <AdminSidePanel />
        </>
      ),
      children: [
        { index: true, element: <p>Home</p>, handle: { pageType: "homepage" } },
        {
          path: "p/:slug",
          element: <p>Product</p>,
          handle: { pageType: "product" },
          loader: () => ({ dehydratedState: { mutations: [], queries: [] }, page: { slug: "korrin-freezer" } }),
        },
      ],
    },
  ];
  const listeners = vi.spyOn(window, "addEventListener");
  const view = renderWithProviders(routes, { path, brand: brandWith({ staffTooling: true }), fetch: api.fetch });
  /** The storefront listens for the panels' messages once the side panel's code has loaded for staff. */
  const panelListening = () => waitFor(() => expect(listeners).toHaveBeenCalledWith("message", expect.any(Function)));
  return { ...view, calls: api.calls, panelListening };
}

const cartReads = (calls: string[]) => calls.filter((call) => call === "GET /api/cart/").length;

function postMessage(origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { origin, data }));
  });
}

beforeEach(() => {
  resetSession();
  resetConsole();
  signIn("staff-morgan");
});
afterEach(() => vi.restoreAllMocks());

describe("the storefront's refreshCart listener (spec 3 §2)", () => {
  it("reloads the cart on refreshCart from the panel's own origin", async () => {
    const { calls, panelListening } = renderStorefront();
    await screen.findByText("Cart lines: 1");
    await panelListening();
    postMessage(window.location.origin, { action: "refreshCart" });
    expect(await screen.findByText("Cart lines: 2")).toBeInTheDocument();
    expect(cartReads(calls)).toBe(2);
  });

  it("changes nothing on a message from any other origin", async () => {
    const { calls, panelListening } = renderStorefront();
    await screen.findByText("Cart lines: 1");
    await panelListening();
    postMessage("https://elsewhere.example", { action: "refreshCart" });
    postMessage(window.location.origin, { action: "somethingElse" });
    expect(screen.getByText("Cart lines: 1")).toBeInTheDocument();
    // Then a real refreshCart: it is the only reload, so the two before it started none.
    postMessage(window.location.origin, { action: "refreshCart" });
    expect(await screen.findByText("Cart lines: 2")).toBeInTheDocument();
    expect(cartReads(calls)).toBe(2);
  });
});

describe("the side panel's frame (spec 3 §2)", () => {
  it("gives the product panel the sku of the product on screen", async () => {
    renderStorefront({ path: "/p/korrin-freezer", extra: { "GET /api/v2/product/slug/korrin-freezer": { sku: "KOR-FR1115" } } });
    await screen.findByText("Product");
    act(() => consoleStore.open({ actionId: "product-panel", path: staffPanelPaths.product }));
    const frame = await screen.findByTitle("Staff panel: Product");
    // The frame waits for the product rather than loading once without it.
    expect(new URL(frame.getAttribute("src") ?? "", "http://x").searchParams.get("sku")).toBe("KOR-FR1115");
    const query = new URL(frame.getAttribute("src") ?? "", "http://x").searchParams;
    expect(query.get("access_token")).toBeTruthy();
    expect(query.get("id_token")).toBeTruthy();
  });

  it("names the project on screen for the project panel", () => {
    expect(projectOnScreen("/project/42")).toBe("42");
    expect(projectOnScreen("/project")).toBeUndefined();
    expect(projectOnScreen("/project-admin")).toBeUndefined();
  });

  it("is not there for a visitor who is not staff", async () => {
    resetSession();
    renderStorefront();
    act(() => consoleStore.open({ actionId: "stats-panel", path: staffPanelPaths.stats }));
    await screen.findByText("Home");
    expect(screen.queryByTitle(/^Staff panel/)).toBeNull();
  });
});
