import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { shopperActionRoute } from "@storefront/page-kit/testing";
import { PICKERS_PATH } from "../store-picker/picker-action-texts";
import { runPickerAction } from "../store-picker/store-action";
import { fakeFetch, geoFixture, renderWithProviders, testApiClient } from "../test-helpers";
import { LocalitySuggestion } from "./LocalitySuggestion";

// Spec 3 §2: the header's locality suggestion, for a visitor whose delivery area is the shop's guess.

function render(geo = geoFixture) {
  let current = geo;
  const api = fakeFetch({
    "GET /api/geo": () => current,
    "POST /api/geo/setlocation": () => (current = { ...geo, newUser: false }),
  });
  const client = testApiClient(api.fetch);
  renderWithProviders(
    [{ path: "/", element: <LocalitySuggestion /> }, shopperActionRoute(PICKERS_PATH, runPickerAction, { api: client })],
    { api: client },
  );
  return api;
}

describe("the header's locality suggestion", () => {
  it("asks a new visitor to confirm the guessed area, and goes once it is confirmed", async () => {
    const api = render();
    const region = await screen.findByRole("region", { name: "Your delivery area" });
    expect(region).toHaveTextContent("Delivering to Sydney NSW 2000?");
    expect(screen.getByRole("link", { name: "Change" })).toHaveAttribute("href", PICKERS_PATH);
    await userEvent.click(screen.getByRole("button", { name: "Yes, deliver here" }));
    await act(async () => undefined);
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ localityId: "2000_SYDNEY" });
    await expect.poll(() => screen.queryByRole("region", { name: "Your delivery area" })).toBeNull();
  });

  it("is not shown to a visitor whose area is known", async () => {
    const api = render({ ...geoFixture, newUser: false });
    await expect.poll(() => api.calls.some((call) => call.url.pathname === "/api/geo")).toBe(true);
    expect(screen.queryByRole("region", { name: "Your delivery area" })).toBeNull();
  });
});
