import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { redirect } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defineBrand } from "@storefront/ui-kit/brand";
import { waTheme } from "@storefront/ui-kit/themes";
import { resetSession, signIn } from "@storefront/page-kit/testing";
import { fakeFetch, renderWithProviders, testApiClient } from "../test-helpers";
import { SearchCombobox } from "./SearchCombobox";
import { searchRoute } from "./search-test-routes";
import { limitSuggestions, suggestionCount } from "./search-rules";

const suggestions = {
  searchTerm: "oven",
  correctedSearchTerm: null,
  suggestions: [
    { type: "term", text: "Ovens", url: "/c/kitchen/ovens" },
    ...Array.from({ length: 9 }, (_, index) => ({
      type: "product",
      text: `Oven ${index}`,
      url: `/p/oven-${index}`,
      imageUrl: `/img/${index}.svg`,
      price: 1000 + index,
    })),
  ],
};

function setup(
  answers: Parameters<typeof fakeFetch>[0] = {},
  brand = undefined as ReturnType<typeof defineBrand> | undefined,
  search: { path: string; loader: (args: { request: Request }) => unknown } = searchRoute,
) {
  const api = fakeFetch({ "GET /api/v2/sitesearch/f/oven": suggestions, ...answers });
  const rendered = renderWithProviders(
    [
      { path: "/", element: <SearchCombobox /> },
      search,
      { path: "/search/:term", element: <p>Results</p> },
      { path: "*", element: <p>Page</p> },
    ],
    { api: testApiClient(api.fetch), brand },
  );
  return { ...rendered, api, input: screen.getByRole("combobox", { name: "Search" }) };
}

/** Types as a shopper does and waits out the 500 ms pause and the answer. */
async function typeAndSettle(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(500));
  await act(() => vi.advanceTimersByTimeAsync(50));
}

const suggestCalls = (api: ReturnType<typeof fakeFetch>) =>
  api.calls.filter((call) => call.url.pathname.startsWith("/api/v2/sitesearch/f/"));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the search combobox", () => {
  it("lists the products above the terms in the search-suggestions test's 'products-first' bucket, the keys following the order", async () => {
    localStorage.setItem("currentTests", JSON.stringify({ "search-suggestions": "products-first" }));
    const { input } = setup();
    await typeAndSettle(input, "oven");
    const groups = within(screen.getByRole("listbox", { name: "Search suggestions" })).getAllByRole("group");
    expect(groups).toEqual([screen.getByRole("group", { name: "Products" }), screen.getByRole("group", { name: "Suggestions" })]);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(screen.getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("option")[0]).toHaveTextContent("Oven 0");
    localStorage.clear();
  });

  it("lists the terms first for every other bucket (the original order)", async () => {
    const { input } = setup();
    await typeAndSettle(input, "oven");
    expect(screen.getAllByRole("option")[0]).toHaveTextContent("Ovens");
  });

  it("limits the input to 100 characters", () => {
    const { input } = setup();
    expect(input).toHaveAttribute("maxLength", "100");
  });

  it("asks for suggestions 500 ms after typing stops, and only from 2 characters", async () => {
    const { input, api } = setup();
    fireEvent.change(input, { target: { value: "o" } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(suggestCalls(api)).toHaveLength(0);

    fireEvent.change(input, { target: { value: "ove" } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(input, { target: { value: "oven" } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(suggestCalls(api)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(suggestCalls(api).map((call) => call.url.pathname)).toEqual(["/api/v2/sitesearch/f/oven"]);
  });

  it("shows the brand's number of products with thumbnails, as options of a listbox", async () => {
    const { input } = setup();
    await typeAndSettle(input, "oven");
    const listbox = screen.getByRole("listbox", { name: "Search suggestions" });
    expect(input).toHaveAttribute("aria-controls", listbox.id);
    expect(input).toHaveAttribute("aria-expanded", "true");
    const products = within(listbox).getByRole("group", { name: "Products" });
    // jsdom has no wide screen: the narrow count (3 by default).
    expect(within(products).getAllByRole("option")).toHaveLength(3);
    expect(products.querySelector("img")).toHaveAttribute("width", "90");
    expect(within(listbox).getByRole("group", { name: "Suggestions" })).toContainElement(screen.getByRole("option", { name: "Ovens" }));
    expect(screen.queryByRole("link", { name: "Ovens" })).not.toBeInTheDocument();
  });

  it("announces the number of results politely", async () => {
    const { input } = setup();
    await typeAndSettle(input, "oven");
    const status = screen.getAllByRole("status").find((element) => element.getAttribute("aria-live") === "polite");
    expect(status).toHaveTextContent("4 results available");
  });

  it("goes to an option's page when it is chosen with the keyboard", async () => {
    const { input, router } = setup();
    await typeAndSettle(input, "oven");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input).toHaveAttribute("aria-activedescendant", screen.getByRole("option", { name: /Oven 0/ }).id);
    fireEvent.keyDown(input, { key: "Enter" });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(router.state.location.pathname).toBe("/p/oven-0");
    expect(input).toHaveValue("oven");
  });

  it("sends wid=true on the suggestions call for a signed-in shopper only (spec 1 §6)", async () => {
    resetSession();
    const signedOut = setup();
    await typeAndSettle(signedOut.input, "oven");
    expect(suggestCalls(signedOut.api).map((call) => call.url.searchParams.get("wid"))).toEqual([null]);
    signedOut.unmount();

    signIn();
    try {
      const signedIn = setup();
      await typeAndSettle(signedIn.input, "oven");
      expect(suggestCalls(signedIn.api).map((call) => call.url.searchParams.get("wid"))).toEqual(["true"]);
    } finally {
      resetSession();
    }
  });

  it("goes to an option's page on a click", async () => {
    const { input, router } = setup();
    await typeAndSettle(input, "oven");
    fireEvent.click(screen.getByRole("option", { name: "Ovens" }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(router.state.location.pathname).toBe("/c/kitchen/ovens");
  });

  it("goes to an option's page on a tap, keeping the typed text until it does", async () => {
    // user-event's steps wait on timers (Testing Library's async wrapper): this clock also runs on its own.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { input, router } = setup();
    await user.type(input, "oven");
    await act(() => vi.advanceTimersByTimeAsync(500));
    await act(() => vi.advanceTimersByTimeAsync(50));
    await user.pointer({ keys: "[TouchA]", target: await screen.findByRole("option", { name: /Oven 1/ }) });
    expect(input).toHaveValue("oven");
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(router.state.location.pathname).toBe("/p/oven-1");
  });

  it("clears on Escape at once, and on blur after 200 ms", async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: "oven" } });
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input).toHaveValue("");

    fireEvent.change(input, { target: { value: "oven" } });
    fireEvent.blur(input);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(input).toHaveValue("oven");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(input).toHaveValue("");
  });

  it("submits the trimmed, sanitised term as the search form's GET, through the router, and follows its answer", async () => {
    const submitted: string[] = [];
    const { input, router, api } = setup({}, undefined, {
      path: "/search",
      loader: (args) => {
        submitted.push(new URL(args.request.url).search);
        return searchRoute.loader(args);
      },
    });
    fireEvent.change(input, { target: { value: "  <oven>  " } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(submitted).toEqual(["?q=oven"]);
    expect(router.state.location.pathname).toBe("/search/oven");
    // The destination is the search route's to ask for, not the field's.
    expect(api.calls.filter((call) => call.url.pathname.includes("search-url"))).toHaveLength(0);
  });

  it("submits with Enter when no option is active, even while suggestions show", async () => {
    const { input, router } = setup();
    await typeAndSettle(input, "oven");
    // Not taken by the combobox: the browser's implicit submission goes ahead.
    expect(fireEvent.keyDown(input, { key: "Enter" })).toBe(true);
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(router.state.location.pathname).toBe("/search/oven");
  });

  it("does nothing for an empty keyword, and shows the spinner until the search route answers", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { input, router } = setup({}, undefined, {
      path: "/search",
      loader: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(router.state.navigation.state).toBe("idle");

    fireEvent.change(input, { target: { value: "oven" } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText("Searching")).toBeInTheDocument();
    await act(async () => answer(redirect("/search/oven")));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(router.state.location.pathname).toBe("/search/oven");
    expect(screen.queryByText("Searching")).toBeNull();
  });
});

describe("result counts (spec 1 §9)", () => {
  it("uses the brand's narrow and wide counts", () => {
    const furniture = defineBrand({
      id: "fk",
      displayName: "F",
      country: "AU",
      theme: waTheme,
      port: 1,
      features: { searchResultCount: { narrow: 4, wide: 8 } },
    });
    expect(suggestionCount(furniture.features, false)).toBe(4);
    expect(suggestionCount(furniture.features, true)).toBe(8);
    const plain = defineBrand({ id: "x", displayName: "X", country: "AU", theme: waTheme, port: 1 });
    expect([suggestionCount(plain.features, false), suggestionCount(plain.features, true)]).toEqual([3, 6]);
    expect(limitSuggestions(suggestions.suggestions as never, 2).products).toHaveLength(2);
  });
});

describe("typing on a slow device (issue 40 item 3)", () => {
  it("keeps every keystroke, even when the next comes before React's lower-priority work has run", async () => {
    const { input } = setup();
    const field = input as HTMLInputElement;
    field.focus();
    // As a browser types: each key adds to what the field holds. No timers run between keys, so
    // work React schedules for later (Downshift reports a new value from an effect) has not run.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    for (const key of "oven") {
      setValue?.call(field, field.value + key);
      // Dispatched as the browser does, not wrapped in act(): act() would run the later work too.
      field.dispatchEvent(new Event("input", { bubbles: true }));
      await Promise.resolve();
    }
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(field).toHaveValue("oven");
  });

  it("shows a failed search's message as an alert (spec 3 §8, in spec 1 §8's words) and stops the spinner", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { input } = setup({ "GET /api/v2/sitesearch/f/oven": Response.json({}, { status: 500 }) });
    await typeAndSettle(input, "oven");
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole("alert")).toHaveTextContent("A server error occurred. Please try again later.");
    expect(screen.queryByRole("status", { name: "Searching" })).toBeNull();
    quiet.mockRestore();
  });
});
