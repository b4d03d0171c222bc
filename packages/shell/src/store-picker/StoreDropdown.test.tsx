import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { ApiClientProvider } from "@storefront/api-client/react";
import { locationKeys, storeKeys } from "@storefront/api-client/stores";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useNavStore } from "../navigation/nav-store";
import { fakeFetch, geoFixture, renderWithProviders, selectViewFixture, storeFixture, testApiClient } from "../test-helpers";
import { StoreDropdown, useShopperStore } from "./StoreDropdown";
import { openingStatusOf, shopperStoreUri } from "./store-rules";

async function flush(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

// The panel is lazy; load it once so its import settles before the clock is faked.
beforeAll(async () => {
  await import("./StoreDropdownPanel");
});

beforeEach(() => {
  vi.useFakeTimers();
  useNavStore.getState().closeAll();
});
afterEach(() => vi.useRealTimers());

describe("store rules", () => {
  it("uses the chosen store, else the geo data's on a first visit", () => {
    expect(shopperStoreUri({ isSelected: true, store: storeFixture }, { store: { storeUri: "richmond", name: "Richmond" } })).toBe(
      "sydney-city",
    );
    expect(shopperStoreUri({ isSelected: false, store: storeFixture }, { store: { storeUri: "richmond", name: "Richmond" } })).toBe(
      "richmond",
    );
    expect(shopperStoreUri({ isSelected: false, store: storeFixture }, undefined)).toBe("sydney-city");
  });

  it("reads the opening status", () => {
    expect(openingStatusOf({ ...storeFixture, openingStatus: "", isAppointmentOnly: true }, new Date())).toBe("By appointment only");
    expect(openingStatusOf(storeFixture, new Date())).toBe("Open today until 5:30 pm");
  });
});

describe("the shopper's store in a server render", () => {
  function StoreName() {
    return <span>{useShopperStore()?.name ?? "Find a store"}</span>;
  }

  it("names the view's store and asks nothing for its record, so a store page's own data is not left to an effect", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(storeKeys.selectView(), selectViewFixture);
    queryClient.setQueryData(locationKeys.geo(), geoFixture);
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={testApiClient()}>
          <StoreName />
        </ApiClientProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain("Sydney City");
    expect(queryClient.getQueryCache().find({ queryKey: storeKeys.detail(selectViewFixture.store.storeUri) })).toBeUndefined();
  });
});

describe("store dropdown (spec 1 §2.10)", () => {
  it("shows 'Your Store' with the blurb, 'Change Store', 'View Store Details' and the location editor", async () => {
    renderWithProviders([{ path: "/", element: <StoreDropdown /> }]);
    await flush();
    fireEvent.click(screen.getByRole("button", { name: /Your Store/ }));
    // The panel loads on first open; its module graph (location picker, kit combobox) takes a
    // moment to import the first time.
    const panel = await vi.waitFor(() => screen.getByRole("region", { name: "Your Store" }), { timeout: 5000 });
    expect(within(panel).getByText("1 George St, Sydney NSW 2000")).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "(02) 9000 0000" })).toHaveAttribute("href", "tel:0290000000");
    expect(within(panel).getByText("Open today until 5:30 pm")).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "Change Store" })).toHaveAttribute("href", "/stores");
    expect(within(panel).getByRole("link", { name: "View Store Details" })).toHaveAttribute("href", "/stores/sydney-city");
    expect(within(panel).getByRole("heading", { name: "Your delivery location" })).toBeInTheDocument();
  });

  it("sends a form to the pickers' page, which a click opens before the page has hydrated or without JavaScript (issue 40)", async () => {
    renderWithProviders([{ path: "/", element: <StoreDropdown /> }]);
    await flush();
    const button = screen.getByRole("button", { name: /Your Store/ });
    expect(button).toHaveAttribute("type", "submit");
    expect(button.closest("form")).toHaveAttribute("action", "/your-store");
    expect(button.closest("form")).toHaveAttribute("method", "get");
  });

  it("chooses a nearby store", async () => {
    let view = selectViewFixture;
    const api = fakeFetch({
      "GET /api/store/select-view": () => view,
      "POST /api/store/setstore": () => {
        view = { ...selectViewFixture, store: selectViewFixture.nearbyStores[0]!, nearbyStores: [storeFixture] };
        return { store: view.store };
      },
    });
    renderWithProviders([{ path: "/", element: <StoreDropdown /> }], { api: testApiClient(api.fetch) });
    await flush();
    fireEvent.click(screen.getByRole("button", { name: /Your Store/ }));
    fireEvent.click(await vi.waitFor(() => screen.getByRole("button", { name: "Choose Parramatta" }), { timeout: 5000 }));
    await flush(10);
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ storeId: 8 });
    expect(screen.getByTestId("header-store-name")).toHaveTextContent("Parramatta");
  });

  it("shows the geo data's store on a first visit", async () => {
    const api = fakeFetch({
      "GET /api/store/select-view": { ...selectViewFixture, isSelected: false },
      "GET /api/geo": { ...geoFixture, store: { storeUri: "richmond", name: "Richmond" } },
      "GET /api/store/richmond": { ...storeFixture, name: "Richmond", storeUri: "richmond" },
    });
    renderWithProviders([{ path: "/", element: <StoreDropdown /> }], { api: testApiClient(api.fetch) });
    await flush(10);
    expect(screen.getByTestId("header-store-name")).toHaveTextContent("Richmond");
  });
});
