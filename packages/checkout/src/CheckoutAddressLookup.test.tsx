import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAPS_ERROR_EVENT, type MapsErrorDetail } from "@storefront/page-kit/address-lookup-field";
import { brandWith, renderWithProviders, resetSession } from "@storefront/page-kit/testing";
import type { BrandConfig } from "@storefront/ui-kit/brand";
import { CheckoutPage } from "./CheckoutPage";
import { addressSuggestionsAnswer, checkoutAnswers, checkoutApi, placeAddressAnswer } from "./test-helpers";

/** spec 2 §7 and §8, spec 1 §8; issue 44 item 3: the street field over the API's address lookup. */
const MAPS_ERROR = "An error occurred while looking up this address. Please check the address and try again.";

afterEach(() => {
  resetSession();
  localStorage.clear();
});

function renderCheckout(overrides: Parameters<typeof checkoutAnswers>[0] = {}, brand: BrandConfig = brandWith()) {
  const api = checkoutApi(
    checkoutAnswers({
      "GET /api/address/suggestions": addressSuggestionsAnswer,
      "GET /api/address/place/*": placeAddressAnswer,
      ...overrides,
    }),
  );
  renderWithProviders([{ path: "/customer/checkout", element: <CheckoutPage /> }], {
    fetch: api.fetch,
    path: "/customer/checkout",
    brand,
    settings: { AddressLookupEnabled: "true" },
  });
  return api;
}

const delivery = async () => screen.findByRole("region", { name: "Delivery address" });
const street = async () => within(await delivery()).findByRole("combobox", { name: "Address" });

describe("the street address lookup", () => {
  it("suggests addresses for typed text and, on a click, fills street, suburb, state and postcode and looks up delivery", async () => {
    const user = userEvent.setup();
    const api = renderCheckout();
    await user.type(await street(), "12 Banks");
    const option = await screen.findByRole("option", { name: "12 Banksia Street, Melbourne VIC 3000, Australia" });
    const asked = api.requests.find((request) => request.key === "GET /api/address/suggestions");
    expect(asked?.url.searchParams.get("input")).toBe("12 Banks");
    expect(asked?.url.searchParams.get("sessionToken")).toMatch(/^[A-Za-z0-9_-]+$/);
    await user.click(option);
    await waitFor(() =>
      expect(within(screen.getByRole("region", { name: "Delivery address" })).getByRole("combobox", { name: "Address" })).toHaveValue(
        "12 Banksia Street",
      ),
    );
    const panel = within(await delivery());
    await waitFor(() => expect(panel.getByRole("combobox", { name: "Suburb" })).toHaveValue("MELBOURNE VIC 3000"));
    expect(panel.getByRole("textbox", { name: "State" })).toHaveValue("VIC");
    expect(panel.getByRole("textbox", { name: "Postcode" })).toHaveValue("3000");
    expect(api.requests.map((request) => request.key)).toContain("GET /api/address/place/sbx1-banksia");
    await waitFor(() =>
      expect(api.requests.filter((request) => request.key === "POST /api/checkout/avail").at(-1)?.body).toMatchObject({
        deliveryAddress: { address: "12 Banksia Street", suburb: "MELBOURNE", state: "VIC", postcode: "3000" },
      }),
    );
  });

  it("is a combobox the keyboard works: arrows move through the suggestions and Enter chooses", async () => {
    const user = userEvent.setup();
    const api = renderCheckout();
    const field = await street();
    await user.type(field, "12 Banks");
    await screen.findByRole("option", { name: /^12 Banksia Street/ });
    expect(field).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(field.getAttribute("aria-activedescendant")).toBe(screen.getByRole("option", { name: /^12 Banksia Parade/ }).id);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(api.requests.map((request) => request.key)).toContain("GET /api/address/place/sbx1-banksia-nowhere"));
    expect(field).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps the chosen place's sanitised text when the geocoder finds nothing, and the suburb still to choose", async () => {
    const user = userEvent.setup();
    const api = renderCheckout({
      "GET /api/address/place/*": Response.json({ message: "No address was found for this place." }, { status: 404 }),
    });
    await user.type(await street(), "12 Banks");
    const redirectLookups = () => api.requests.filter((request) => request.key === "GET /api/redirect").length;
    const lookupsBefore = redirectLookups();
    await user.click(await screen.findByRole("option", { name: /^12 Banksia Parade/ }));
    const panel = within(await delivery());
    await waitFor(() => expect(panel.getByRole("combobox", { name: "Address" })).toHaveValue("12 Banksia Parade"));
    expect(panel.getByRole("combobox", { name: "Suburb" })).toHaveValue("");
    expect(screen.queryByText(MAPS_ERROR)).not.toBeInTheDocument();
    // The geocoder's 404 is an answer, not a missing page: no redirect lookup (spec 3 §8) follows it.
    expect(redirectLookups()).toBe(lookupsBefore);
  });

  it("when the maps service is down: emits the maps error event, shows the spec's message, and keeps what was typed", async () => {
    const user = userEvent.setup();
    const events: MapsErrorDetail[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<MapsErrorDetail>).detail);
    window.addEventListener(MAPS_ERROR_EVENT, listener);
    try {
      renderCheckout({ "GET /api/address/suggestions": Response.json({ message: "down" }, { status: 503 }) });
      const field = await street();
      await user.type(field, "7 Ocean Parade");
      expect(await screen.findByRole("alert")).toHaveTextContent(MAPS_ERROR);
      expect(events).toContainEqual({ operation: "suggestions", status: 503 });
      expect(field).toHaveValue("7 Ocean Parade");
      expect(field).toHaveAccessibleDescription(MAPS_ERROR);
    } finally {
      window.removeEventListener(MAPS_ERROR_EVENT, listener);
    }
  });

  it("shows the maps error when the chosen place cannot be read, as when the service is down", async () => {
    const user = userEvent.setup();
    const report = vi.fn();
    window.addEventListener(MAPS_ERROR_EVENT, report);
    try {
      renderCheckout({ "GET /api/address/place/*": Response.json({ message: "down" }, { status: 503 }) });
      await user.type(await street(), "12 Banks");
      await user.click(await screen.findByRole("option", { name: /^12 Banksia Street/ }));
      expect(await screen.findByText(MAPS_ERROR)).toHaveAttribute("role", "alert");
      expect(report).toHaveBeenCalledTimes(1);
      expect(await street()).toHaveValue("12 Banksia Street");
    } finally {
      window.removeEventListener(MAPS_ERROR_EVENT, report);
    }
  });

  it("is a plain text field where the storefront has no address lookup", async () => {
    const api = checkoutApi(checkoutAnswers());
    renderWithProviders([{ path: "/customer/checkout", element: <CheckoutPage /> }], {
      fetch: api.fetch,
      path: "/customer/checkout",
      settings: { AddressLookupEnabled: "false" },
    });
    expect(await within(await delivery()).findByRole("textbox", { name: "Address" })).toBeInTheDocument();
  });
});
