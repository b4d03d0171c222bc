import { act, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { catalogueQueries, type Listing } from "@storefront/api-client/catalogue";
import { storefrontTree } from "@storefront/page-kit/testing";
import { fakeApi, listingOf, mainBrand, productSummary, testProductWidgets, testQueryClient } from "../test-helpers";
import { formSearch, normalListingSearch, readListingState, toListingQuery, type ListingScope } from "./listing-query";
import { ListingView } from "./ListingView";

const scope: ListingScope = { type: "category", uri: "kitchen" };
const products = [
  productSummary({ sku: "KOR-FR1", title: "Korrin Fridge One" }),
  productSummary({ sku: "KOR-FR2", title: "Korrin Fridge Two" }),
];
const listing = listingOf(products, { totalCount: 60, totalPages: 3 });

/**
 * The listing at an address as the server renders it and the browser hydrates it: the loader's
 * listing already in the QueryClient, the API answering later fetches.
 */
function page(path: string, api = fakeApi({ "GET /api/listing": () => listing })) {
  const queryClient = testQueryClient();
  const state = readListingState(new URL(path, "http://shop.test").searchParams, scope);
  queryClient.setQueryData<Listing>(catalogueQueries.listing(api.client, toListingQuery(scope, state)).queryKey, listing);
  return storefrontTree([{ path: "/c/*", element: <ListingView scope={scope} /> }], {
    path,
    brand: mainBrand,
    api: api.client,
    queryClient,
    widgets: testProductWidgets,
  });
}

/**
 * The server's HTML as a browser without JavaScript reads it: a parser without scripting reads
 * what is in noscript as elements. Put in this window's document, to be queried as a person would.
 */
function withoutJavaScript(path: string): HTMLElement {
  const parsed = new DOMParser().parseFromString(`<body>${renderToString(page(path).element)}</body>`, "text/html");
  const container = document.createElement("div");
  container.append(...[...parsed.body.childNodes].map((node) => document.importNode(node, true)));
  document.body.replaceChildren(container);
  return container;
}

// The filters are a panel behind the toolbar's toggle at jsdom's width: found even while closed.
const closed = { hidden: true };

describe("the listing as HTML, without JavaScript (issue 40 item 2)", () => {
  const path = "/c/kitchen?utm_source=mail&brand=korrin&feature=gone&sort=name";

  it("is one GET form to the listing's own address, which the sort and every facet belong to", () => {
    const html = withoutJavaScript(path);
    const form = html.querySelector<HTMLFormElement>('form[method="get"]');
    expect(form).not.toBeNull();
    expect(form?.getAttribute("action")).toBe("/c/kitchen");
    const body = within(html);
    const sort = body.getByLabelText("Sort by");
    expect(sort).toHaveAttribute("name", "sort");
    expect(sort).toHaveAttribute("form", form?.id);
    const korrin = body.getByRole("checkbox", { name: /^Korrin/, ...closed });
    expect(korrin).toHaveAttribute("name", "brand");
    expect(korrin).toHaveAttribute("form", form?.id);
    expect(korrin).toBeChecked();
    expect(body.getByRole("radio", { name: /4 stars and up/, ...closed })).toHaveAttribute("name", "rating");
    for (const name of ["Sort", "Apply filters"]) {
      const button = body.getByRole("button", { name, ...closed });
      expect(button).toHaveAttribute("type", "submit");
      expect(button).toHaveAttribute("form", form?.id);
    }
  });

  it("submits the address's other parameters, its kept filters and the choices on show, which the loader writes as the page has them", () => {
    const html = withoutJavaScript(path);
    const form = html.querySelector<HTMLFormElement>('form[method="get"]') as HTMLFormElement;
    const submitted = formSearch(form);
    expect(submitted.getAll("utm_source")).toEqual(["mail"]);
    // A chosen value the facets do not list rides along as a hidden field.
    expect(submitted.getAll("feature")).toEqual(["gone"]);
    expect(submitted.getAll("brand")).toEqual(["korrin"]);
    expect(submitted.get("sort")).toBe("name");
    expect(normalListingSearch(submitted, scope).toString()).toBe("utm_source=mail&brand=korrin&feature=gone&sort=name");
  });

  it("links the pages, the filter chips and 'Clear all filters' to their addresses", () => {
    const html = withoutJavaScript(path);
    const body = within(html);
    expect(body.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "href",
      "/c/kitchen?utm_source=mail&brand=korrin&feature=gone&sort=name&page=2",
    );
    expect(body.getByRole("link", { name: "Remove filter Korrin" })).toHaveAttribute(
      "href",
      "/c/kitchen?utm_source=mail&feature=gone&sort=name",
    );
    expect(body.getByRole("link", { name: "Clear all filters" })).toHaveAttribute("href", "/c/kitchen?utm_source=mail&sort=name");
    // The toggle of the small screens' panel opens it by its address.
    expect(body.getByRole("link", { name: /^Filters/ })).toHaveAttribute("href", "#filters");
    expect(html.querySelector("#filters")).toHaveAttribute("aria-label", "Filters");
  });
});

describe("a choice made before the listing hydrated (issue 40 item 3)", () => {
  async function hydrate(path: string, choose: (container: HTMLElement) => void) {
    const api = fakeApi({ "GET /api/listing": () => listing });
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(path, api).element);
    document.body.replaceChildren(container);
    choose(container);
    const browser = page(path, api);
    // Every navigation the page asks the router for, from its hydration's effects (run inside act) on.
    const navigations = vi.spyOn(browser.router, "navigate");
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, browser.element);
    });
    const done = () => {
      act(() => root?.unmount());
      container.remove();
    };
    return { router: browser.router, api, container, done, navigations };
  }

  it("is applied once as the page hydrates: a sort picked and a box ticked go to their address", async () => {
    const { router, api, done, navigations } = await hydrate("/c/kitchen?page=2", (container) => {
      within(container).getByLabelText<HTMLSelectElement>("Sort by").value = "price-asc";
      within(container).getByRole<HTMLInputElement>("checkbox", { name: /^Veldt/, ...closed }).checked = true;
    });
    await waitFor(() => expect(router.state.location.search).toBe("?brand=veldt&sort=price-asc"));
    await waitFor(() => expect(api.callsTo("/api/listing")).toHaveLength(1));
    expect(api.callsTo("/api/listing")[0]?.url.searchParams.get("sort")).toBe("price-asc");
    expect(router.state.historyAction).toBe("PUSH");
    expect(navigations).toHaveBeenCalledTimes(1);
    done();
  });

  it("leaves the address alone when nothing was changed", async () => {
    const { router, api, done, navigations } = await hydrate("/c/kitchen?brand=korrin&page=2", () => undefined);
    // The form compared its fields with the address as it hydrated (an effect, inside act): had they
    // differed, the router would have been asked to navigate by now.
    expect(navigations).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe("?brand=korrin&page=2");
    expect(router.state.historyAction).toBe("POP");
    expect(api.callsTo("/api/listing")).toHaveLength(0);
    done();
  });
});
