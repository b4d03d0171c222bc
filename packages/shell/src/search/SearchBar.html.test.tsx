// Its own file: the search bar keeps the combobox's module once loaded, so the page here starts
// with the plain field as a first page does.
import { act, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { storefrontTree } from "@storefront/page-kit/testing";
import { fakeFetch, testApiClient, testBrand } from "../test-helpers";
import { forgetLoadedCombobox, SearchBar } from "./SearchBar";
import { ovenSuggestions, searchRoute } from "./search-test-routes";

// The combobox's module, compiled before the tests time anything: the bar imports it itself on
// focus or typing, which on a busy machine took longer than a test may.
beforeAll(() => import("./SearchCombobox").then(() => undefined), 60_000);
// Each test's bar starts as a page's first one: the plain field.
beforeEach(forgetLoadedCombobox);

/** The page as the server sends it and the browser hydrates it (built once for each). */
function page(fetch: ReturnType<typeof fakeFetch>["fetch"]) {
  return storefrontTree([{ path: "/", element: <SearchBar /> }, searchRoute, { path: "/search/:term", element: <p>Results</p> }], {
    brand: testBrand,
    api: testApiClient(fetch),
  }).element;
}

describe("the search bar as HTML (issue 40 items 2 and 3)", () => {
  it("is a GET form to /search whose field is q, with a submit button: Enter searches without JavaScript", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(fakeFetch().fetch));
    document.body.append(container);
    const form = within(container).getByRole("search", { name: "Site search" });
    expect(form.tagName).toBe("FORM");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/search");
    expect(within(form).getByRole("combobox", { name: "Search" })).toHaveAttribute("name", "q");
    expect(within(form).getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
    container.remove();
  });

  it("gives text typed before the page hydrated its suggestions once it has", async () => {
    const api = fakeFetch(ovenSuggestions);
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(api.fetch));
    document.body.append(container);
    const field = within(container).getByRole("combobox", { name: "Search" }) as HTMLInputElement;
    // The shopper's typing, before React has handlers on the field.
    field.focus();
    field.value = "oven";

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(api.fetch));
    });
    const listbox = await within(container).findByRole("listbox", { name: "Search suggestions" }, { timeout: 5000 });
    expect(await within(listbox).findByRole("option", { name: "Ovens" }, { timeout: 5000 })).toBeInTheDocument();
    const combobox = within(container).getByRole("combobox", { name: "Search" });
    expect(combobox).toHaveValue("oven");
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAttribute("aria-controls", listbox.id);
    act(() => root?.unmount());
    container.remove();
  });
});
