import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { chatBlockers } from "@storefront/page-kit/chat-blocker";
import { fakeApi, listingOf, productSummary, renderWithProviders } from "../test-helpers";
import { ListingView, NO_MATCHES_TEXT } from "./ListingView";

const products = [
  productSummary({ sku: "KOR-FR1", title: "Korrin Fridge One" }),
  productSummary({
    sku: "KOR-FR2",
    title: "Korrin Fridge Two",
    ribbons: [],
    condition: { label: "Cosmetic Imperfection", badgeStyle: "brand-new" },
    missingParts: "Missing parts: user manual",
  }),
];

/** Below the lg breakpoint the filters sit behind the 'Filters' button, as in jsdom. */
async function openFilters() {
  await userEvent.click(await screen.findByRole("link", { name: /Filters/ }));
}

function renderListing(path: string, answer: (query: URLSearchParams) => unknown = () => listingOf(products)) {
  const api = fakeApi({ "GET /api/listing": ({ url }: { url: URL }) => answer(url.searchParams) });
  const view = renderWithProviders([{ path: "/c/*", element: <ListingView scope={{ type: "category", uri: "kitchen" }} /> }], {
    path,
    api: api.client,
  });
  return { ...view, api };
}

describe("ListingView", () => {
  it("hides the chat widget while the filter panel is open (spec 3 §2)", async () => {
    const { unmount } = renderListing("/c/kitchen");
    await openFilters();
    expect(chatBlockers()).toEqual(["filter-panel"]);
    await userEvent.click(screen.getByRole("link", { name: "Hide filters" }));
    expect(chatBlockers()).toEqual([]);
    await openFilters();
    unmount();
    expect(chatBlockers()).toEqual([]);
  });

  it("shows product cards with price block, ribbons, condition, missing parts, stock and the compare tick", async () => {
    renderListing("/c/kitchen");
    const card = (await screen.findByRole("heading", { name: "Korrin Fridge Two" })).closest("article") as HTMLElement;
    expect(within(card).getByText("$1,999")).toBeInTheDocument();
    expect(within(card).getByText("RRP $2,499")).toBeInTheDocument();
    expect(within(card).getByText("Cosmetic Imperfection")).toBeInTheDocument();
    expect(card).toHaveTextContent("Missing parts: user manual");
    expect(card).not.toHaveTextContent("Missing parts: Missing parts");
    expect(within(card).getByText("In stock")).toBeInTheDocument();
    expect(within(card).getByRole("checkbox", { name: /Add to Compare/ })).not.toBeChecked();
    // The ribbon and the price block's saving line both say it.
    expect(screen.getAllByText("Save $500").length).toBeGreaterThanOrEqual(2);
  });

  it("loads the first row's images at once with high priority and the rest lazily", async () => {
    const many = Array.from({ length: 6 }, (_, i) => productSummary({ sku: `KOR-FR${i}`, title: `Korrin Fridge ${i}` }));
    renderListing("/c/kitchen", () => listingOf(many));
    await screen.findByRole("heading", { name: "Korrin Fridge 5" });
    const loading = screen.getAllByRole("article").map((card) => card.querySelector("img")?.getAttribute("loading"));
    expect(loading).toEqual(["eager", "eager", "eager", "eager", "lazy", "lazy"]);
  });

  it("ticks a brand into the address as a group=value pair and asks the API for both brands", async () => {
    const { router, api } = renderListing("/c/kitchen?brand=korrin&page=3");
    await openFilters();
    const veldt = await screen.findByRole("checkbox", { name: /^Veldt/ });
    expect(screen.getByRole("checkbox", { name: /^Korrin/ })).toBeChecked();
    await userEvent.click(veldt);
    await waitFor(() => expect(router.state.location.search).toBe("?brand=korrin&brand=veldt"));
    await waitFor(() => expect(api.callsTo("/api/listing").at(-1)?.url.searchParams.get("brand")).toBe("korrin,veldt"));
    expect(api.callsTo("/api/listing").at(-1)?.url.searchParams.get("page")).toBeNull();
  });

  it("sorts by price and goes back to the first page", async () => {
    const { router, api } = renderListing("/c/kitchen?page=2");
    await userEvent.selectOptions(await screen.findByLabelText("Sort by"), "price-asc");
    await waitFor(() => expect(router.state.location.search).toBe("?sort=price-asc"));
    await waitFor(() => expect(api.callsTo("/api/listing").at(-1)?.url.searchParams.get("sort")).toBe("price-asc"));
  });

  it("picks one rating at a time and clears it on a second click", async () => {
    const { router } = renderListing("/c/kitchen");
    await openFilters();
    const rating = await screen.findByRole("radio", { name: /4 stars and up/ });
    await userEvent.click(rating);
    await waitFor(() => expect(router.state.location.search).toBe("?rating=4"));
    await userEvent.click(await screen.findByRole("radio", { name: /4 stars and up/ }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("says 'No products match these filters' and clears them", async () => {
    const { router } = renderListing("/c/kitchen?brand=veldt&feature=wifi", (query) =>
      query.get("brand") ? listingOf([], { totalCount: 0 }) : listingOf(products),
    );
    expect(await screen.findByText(NO_MATCHES_TEXT)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Remove filter Veldt" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await screen.findByRole("heading", { name: "Korrin Fridge One" })).toBeInTheDocument();
  });

  it("pages through the results in the address", async () => {
    const many = listingOf(products, { totalCount: 60, totalPages: 3 });
    const { router, api } = renderListing("/c/kitchen", () => many);
    await userEvent.click(await screen.findByRole("link", { name: "Page 2" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
    await waitFor(() => expect(api.callsTo("/api/listing").at(-1)?.url.searchParams.get("page")).toBe("2"));
  });

  it("links the category facet to category pages", async () => {
    renderListing("/c/kitchen");
    await openFilters();
    expect(await screen.findByRole("link", { name: /Fridges/ })).toHaveAttribute("href", "/c/kitchen/fridges");
  });

  describe("analytics (spec 1 §3, §7)", () => {
    beforeEach(() => {
      localStorage.clear();
      sessionStorage.clear();
    });

    function renderSearch(path = "/search/fridge") {
      const api = fakeApi({ "GET /api/listing": () => listingOf(products) });
      const view = renderWithProviders(
        [{ path: "/search/:uri", element: <ListingView scope={{ type: "search", searchTerm: "fridge" }} /> }],
        { path, api: api.client },
      );
      const events = () => api.callsTo("/api/analytics/search").map((call) => call.body);
      return { ...view, api, events };
    }

    it("sends the search event once, with the term and the SKUs of the results, not again on a sort", async () => {
      const { events, api } = renderSearch();
      await waitFor(() =>
        expect(events()).toEqual([
          {
            analyticsEventType: "search",
            query: "fridge",
            productList: ["KOR-FR1", "KOR-FR2"],
            url: "/search/fridge",
            isRepeatUser: false,
          },
        ]),
      );
      await userEvent.selectOptions(await screen.findByLabelText("Sort by"), "price-asc");
      await waitFor(() => expect(api.callsTo("/api/listing").at(-1)?.url.searchParams.get("sort")).toBe("price-asc"));
      expect(events()).toHaveLength(1);
    });

    it("sends productClick with the search term when a product's link is clicked, not for the compare tick", async () => {
      const { events } = renderSearch();
      await waitFor(() => expect(events()).toHaveLength(1));
      const card = (await screen.findByRole("heading", { name: "Korrin Fridge Two" })).closest("article") as HTMLElement;
      await userEvent.click(within(card).getByRole("checkbox", { name: /Add to Compare/ }));
      // The storefront opens the page in the app (CataloguePage's link area); jsdom cannot load pages.
      const stayOnPage = (event: Event) => event.preventDefault();
      document.addEventListener("click", stayOnPage);
      await userEvent.click(within(card).getByRole("link", { name: "Korrin Fridge Two" }));
      document.removeEventListener("click", stayOnPage);
      await waitFor(() => expect(events()).toHaveLength(2));
      expect(events()[1]).toEqual({
        analyticsEventType: "productClick",
        query: "fridge",
        productList: ["KOR-FR2"],
        url: "/search/fridge",
        isRepeatUser: false,
      });
    });

    it("sends no search event for a category listing", async () => {
      const { api } = renderListing("/c/kitchen");
      await screen.findByRole("heading", { name: "Korrin Fridge One" });
      expect(api.callsTo("/api/analytics/search")).toHaveLength(0);
    });
  });
});

describe("ticking quickly (issue 40 item 3)", () => {
  it("keeps both boxes ticked one after the other before the first navigation has rendered", async () => {
    const { router } = renderListing("/c/kitchen");
    await openFilters();
    const korrin = await screen.findByRole("checkbox", { name: /^Korrin/ });
    const veldt = screen.getByRole("checkbox", { name: /^Veldt/ });
    // As the browser delivers two clicks in a row, not wrapped in act(): the second comes once the
    // first's microtasks have run, but before any work React scheduled for later.
    korrin.click();
    for (let microtask = 0; microtask < 50; microtask += 1) await Promise.resolve();
    veldt.click();
    await waitFor(() => expect(router.state.location.search).toBe("?brand=korrin&brand=veldt"));
    expect(screen.getByRole("checkbox", { name: /^Korrin/ })).toBeChecked();
  });
});
