import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeFetch, renderWithProviders, testApiClient } from "../test-helpers";
import { handoverAfter, SearchBar } from "./SearchBar";

function setup() {
  const api = fakeFetch({
    "GET /api/v2/sitesearch/f/oven": {
      searchTerm: "oven",
      correctedSearchTerm: null,
      suggestions: [{ type: "term", text: "Ovens", url: "/c/kitchen/ovens" }],
    },
    "GET /api/v2/sitesearch/search-url": { url: "/search/oven" },
  });
  renderWithProviders(
    [
      { path: "/", element: <SearchBar /> },
      { path: "/search/:term", element: <p>Results</p> },
    ],
    "/",
    { api: testApiClient(api.fetch) },
  );
  return { api, field: screen.getByRole("combobox", { name: "Search" }) };
}

describe("the search bar a page starts with (issue 17 item 3)", () => {
  it("is a field named 'Search' with the combobox's limit, before anything is loaded", () => {
    const { field, api } = setup();
    expect(field).toHaveAttribute("maxLength", "100");
    expect(field).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("search", { name: "Site search" })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("becomes the combobox on focus, keeping what was typed and the focus", async () => {
    const { field } = setup();
    field.focus();
    fireEvent.change(field, { target: { value: "oven" } });
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Search" })).not.toBe(field), { timeout: 5000 });
    const combobox = screen.getByRole("combobox", { name: "Search" });
    expect(combobox).toHaveValue("oven");
    expect(combobox).toHaveFocus();
    expect(await screen.findByRole("option", { name: "Ovens" }, { timeout: 5000 })).toBeInTheDocument();
  });

  it("submits what was typed when submitted before the combobox loaded", async () => {
    const { field, api } = setup();
    fireEvent.change(field, { target: { value: " oven " } });
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    expect(await screen.findByText("Results", undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(
      api.calls.some(
        (call) => call.url.pathname === "/api/v2/sitesearch/search-url" && call.url.searchParams.get("searchterms") === "oven",
      ),
    ).toBe(true);
  });

  it("submits what was typed when focused, then submitted before the combobox showed", async () => {
    const { field, api } = setup();
    field.focus();
    fireEvent.change(field, { target: { value: "oven" } });
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    expect(await screen.findByText("Results", undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(api.calls.some((call) => call.url.pathname === "/api/v2/sitesearch/search-url")).toBe(true);
  });
});

describe("the handover when the combobox's loads finish", () => {
  const typed = { initialTerm: "ov", focusOnMount: true };
  const submitted = { initialTerm: "oven", focusOnMount: true, submitOnMount: true };

  it("keeps the first handover of a focus or typing", () => {
    expect(handoverAfter(null, typed)).toBe(typed);
    expect(handoverAfter(typed, { initialTerm: "ove", focusOnMount: false })).toBe(typed);
  });

  it("lets a submit replace a combobox a focus mounted first, and keeps it against a later focus", () => {
    expect(handoverAfter(typed, submitted)).toBe(submitted);
    expect(handoverAfter(submitted, typed)).toBe(submitted);
  });
});
