import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeFetch, renderWithProviders, testApiClient } from "../test-helpers";
import { StorePickerPage } from "./StorePickerPage";

const melbourne = {
  id: "3000_MELBOURNE",
  suburb: "MELBOURNE",
  postcode: "3000",
  state: "VIC",
  country: "AU",
  fullAddress: "MELBOURNE VIC 3000",
};

function renderPage(path: string, answers: Parameters<typeof fakeFetch>[0] = {}) {
  const api = fakeFetch(answers);
  renderWithProviders([{ path: "/your-store", element: <StorePickerPage /> }], { path, api: testApiClient(api.fetch) });
  return api;
}

/** A form's fields, as the browser would post them. */
const fieldsOf = (form: HTMLFormElement | null) => Object.fromEntries(new FormData(form as HTMLFormElement));

describe("the store and delivery location page, /your-store (issue 40)", () => {
  it("shows the store and a form per nearby store, posting its id to the pickers' action", async () => {
    renderPage("/your-store");
    expect(await screen.findByText("1 George St, Sydney NSW 2000")).toBeInTheDocument();
    const choose = await screen.findByRole("button", { name: "Choose Parramatta" });
    const form = choose.closest("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/your-store");
    expect(fieldsOf(form)).toEqual({ intent: "store", storeId: "8", returnTo: "/your-store" });
    expect(screen.getByRole("link", { name: "Change Store" })).toHaveAttribute("href", "/stores");
  });

  it("finds delivery locations by postcode with a GET form, each with a form to choose it", async () => {
    renderPage("/your-store?postcode=3000", { "GET /api/locality/3000": { items: [melbourne], totalCount: 1 } });
    const search = screen.getByRole("search", { name: "Set Your Delivery Location" });
    expect(search).toHaveAttribute("method", "get");
    expect(within(search).getByRole("textbox", { name: "Delivery Postcode" })).toHaveValue("3000");
    const list = await screen.findByRole("list", { name: "Delivery locations found" });
    const form = within(list).getByRole("button", { name: "Choose MELBOURNE VIC 3000" }).closest("form");
    expect(fieldsOf(form)).toEqual({ intent: "location", localityId: "3000_MELBOURNE", returnTo: "/your-store?postcode=3000" });
  });

  it("says 'No Results Found' and that it cannot ship there when nothing matches (spec 1 §2.7)", async () => {
    renderPage("/your-store?postcode=zz", { "GET /api/locality/zz": { items: [], totalCount: 0 } });
    expect(await screen.findByRole("status")).toHaveTextContent("No Results Found *We can't ship to your location");
  });

  it("looks nothing up for a single character (spec 1 §5)", async () => {
    const api = renderPage("/your-store?postcode=3");
    await screen.findByText("1 George St, Sydney NSW 2000");
    expect(api.calls.some((call) => call.url.pathname.startsWith("/api/locality"))).toBe(false);
  });
});
