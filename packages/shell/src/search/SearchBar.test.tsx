import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeFetch, renderWithProviders, testApiClient } from "../test-helpers";
import { forgetLoadedCombobox, SearchBar } from "./SearchBar";
import { ovenSuggestions, searchRoute } from "./search-test-routes";

// The combobox's module, compiled before the tests time anything: the bar imports it itself on
// focus or typing, which on a busy machine took longer than a test may.
beforeAll(() => import("./SearchCombobox").then(() => undefined), 60_000);
// Each test's bar starts as a page's first one: the plain field.
beforeEach(forgetLoadedCombobox);

function setup() {
  const api = fakeFetch(ovenSuggestions);
  const rendered = renderWithProviders(
    [{ path: "/", element: <SearchBar /> }, searchRoute, { path: "/search/:term", element: <p>Results</p> }],
    { api: testApiClient(api.fetch) },
  );
  return { ...rendered, api, field: screen.getByRole("combobox", { name: "Search" }) };
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

  it("submits the trimmed term through the router to the search form's address, whose answer it follows", async () => {
    const { field, router, api } = setup();
    fireEvent.change(field, { target: { value: " oven " } });
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    expect(await screen.findByText("Results", undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/search/oven");
    expect(api.calls.filter((call) => call.url.pathname.includes("search-url"))).toHaveLength(0);
  });

  it("does nothing for an empty keyword", async () => {
    const { field, router } = setup();
    fireEvent.change(field, { target: { value: "  " } });
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    await act(() => Promise.resolve());
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.navigation.state).toBe("idle");
  });
});
