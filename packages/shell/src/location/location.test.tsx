import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UrlParameters } from "../layout/url-params";
import { fakeFetch, geoFixture, renderWithProviders, testApiClient } from "../test-helpers";
import { LocationPicker } from "./LocationPicker";
import { locationPickerReducer, REGION_LOCATIONS, REGION_PARAM_REMOVAL_MS, withoutRegionParam } from "./location-rules";

const melbourne = { ...geoFixture, postcode: "3000", city: "Melbourne", state: "VIC", locationId: "3000_MELBOURNE" };

async function flush(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("location rules", () => {
  it("switches between the default and edit views; choosing leaves edit mode", () => {
    expect(locationPickerReducer("default", { type: "edit" })).toBe("edit");
    expect(locationPickerReducer("edit", { type: "chosen" })).toBe("default");
    expect(locationPickerReducer("edit", { type: "close" })).toBe("default");
  });

  it("maps the region ids of spec 1 §9", () => {
    expect(REGION_LOCATIONS["2000222"]).toEqual({ city: "Canberra", postcode: "2600" });
    expect(REGION_LOCATIONS["0800111"]).toEqual({ city: "Darwin", postcode: "0800" });
    expect(Object.keys(REGION_LOCATIONS)).toHaveLength(8);
    expect(withoutRegionParam("?region_id=3000111&sort=name")).toBe("?sort=name");
  });
});

describe("delivery location picker (spec 1 §2.7)", () => {
  function render(geo = geoFixture) {
    let current = geo;
    const api = fakeFetch({
      "GET /api/geo": () => current,
      "GET /api/locality/3000": {
        items: [
          { id: "3000_MELBOURNE", suburb: "MELBOURNE", postcode: "3000", state: "VIC", country: "AU", fullAddress: "Melbourne VIC 3000" },
        ],
        totalCount: 1,
      },
      "GET /api/locality/9999": { items: [], totalCount: 0 },
      "POST /api/geo/setlocation": () => (current = melbourne),
    });
    renderWithProviders([{ path: "/", element: <LocationPicker /> }], { api: testApiClient(api.fetch) });
    return api;
  }

  it("shows city, state and postcode, or asks for a location when there is no postcode", async () => {
    render();
    await flush();
    expect(screen.getByRole("heading", { name: "Your delivery location" })).toBeInTheDocument();
    expect(screen.getByTestId("delivery-location")).toHaveTextContent("Sydney NSW 2000");
  });

  it("asks for a location when no postcode is set", async () => {
    render({ ...geoFixture, postcode: "" });
    await flush();
    expect(screen.getByText(/Please select your location\./)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change delivery location" })).toBeInTheDocument();
  });

  it("looks up postcodes from 2 characters after 400 ms and sets the chosen location", async () => {
    const api = render();
    await flush();
    fireEvent.click(screen.getByRole("button", { name: "Change delivery location" }));
    expect(screen.getByRole("region", { name: "Set Your Delivery Location" })).toContainElement(
      screen.getByRole("heading", { name: "Set Your Delivery Location" }),
    );
    const input = screen.getByRole("combobox", { name: "Delivery Postcode" });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute("placeholder", "Enter delivery Postcode");
    fireEvent.change(input, { target: { value: "3000" } });
    await flush(399);
    expect(api.calls.some((call) => call.url.pathname.startsWith("/api/locality"))).toBe(false);
    await flush(1);
    expect(screen.getByRole("listbox", { name: "Delivery Postcode" })).toContainElement(
      screen.getByRole("option", { name: "Melbourne VIC 3000" }),
    );
    expect(screen.getByText("1 result available")).toHaveAttribute("aria-live", "polite");
    fireEvent.click(screen.getByRole("option", { name: "Melbourne VIC 3000" }));
    await flush(10);
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ localityId: "3000_MELBOURNE" });
    expect(screen.getByRole("heading", { name: "Your delivery location" })).toBeInTheDocument();
    expect(screen.getByTestId("delivery-location")).toHaveTextContent("Melbourne VIC 3000");
  });

  // issue 40 item 1: a pointer, a finger and the keyboard choose alike.
  it.each(["click", "tap", "keyboard"] as const)("sets the location chosen by %s", async (way) => {
    // user-event's steps wait on timers (Testing Library's async wrapper): this clock also runs on its own.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = render();
    await flush();
    await user.click(screen.getByRole("button", { name: "Change delivery location" }));
    await user.type(screen.getByRole("combobox", { name: "Delivery Postcode" }), "3000");
    await flush(400);
    const option = await screen.findByRole("option", { name: "Melbourne VIC 3000" });
    if (way === "click") await user.click(option);
    if (way === "tap") await user.pointer({ keys: "[TouchA]", target: option });
    if (way === "keyboard") await user.keyboard("{ArrowDown}{Enter}");
    await flush(10);
    expect(api.calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([{ localityId: "3000_MELBOURNE" }]);
    expect(screen.getByTestId("delivery-location")).toHaveTextContent("Melbourne VIC 3000");
  });

  it("says 'No Results Found' and '*We can't ship to your location'", async () => {
    render();
    await flush();
    fireEvent.click(screen.getByRole("button", { name: "Change delivery location" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Delivery Postcode" }), { target: { value: "9999" } });
    await flush(400);
    expect(screen.getByText("No Results Found", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByText("*We can't ship to your location")).toBeInTheDocument();
  });

  it("closes the editor with the close icon", async () => {
    render();
    await flush();
    fireEvent.click(screen.getByRole("button", { name: "Change delivery location" }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.getByRole("heading", { name: "Your delivery location" })).toBeInTheDocument();
  });
});

describe("region_id and the click reference (spec 1 §2.2, §9)", () => {
  it("forces the region's location and removes region_id from the address after 500 ms", async () => {
    const api = fakeFetch({ "POST /api/geo/setlocation": melbourne });
    const { router } = renderWithProviders([{ path: "/stores", element: <UrlParameters /> }], {
      path: "/stores?region_id=3000111&sort=name",
      api: testApiClient(api.fetch),
    });
    await flush();
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ regionId: "3000111" });
    await flush(REGION_PARAM_REMOVAL_MS - 10);
    expect(router.state.location.search).toContain("region_id");
    await flush(10);
    expect(router.state.location.search).toBe("?sort=name");
  });

  it("ignores an unknown region but still tidies the address", async () => {
    const api = fakeFetch();
    const { router } = renderWithProviders([{ path: "/", element: <UrlParameters /> }], {
      path: "/?region_id=42",
      api: testApiClient(api.fetch),
    });
    await flush(REGION_PARAM_REMOVAL_MS);
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);
    expect(router.state.location.search).toBe("");
  });

  it("keeps the click reference 30 days in a cookie", async () => {
    const set = vi.spyOn(document, "cookie", "set");
    renderWithProviders([{ path: "/", element: <UrlParameters /> }], { path: "/?clickref=partner-123" });
    await flush();
    expect(set).toHaveBeenCalledWith("clickref=partner-123; Max-Age=2592000; Path=/; SameSite=Lax");
  });
});
