import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Facet } from "@storefront/api-client/catalogue";
import { fakeApi, listingOf, productSummary, renderWithProviders } from "../test-helpers";
import ProductsRoute from "./products";

const fridge = productSummary({ sku: "KOR-FR1", title: "Korrin Fridge One", category: "Fridges", categoryPath: "kitchen/fridges" });
const washer = productSummary({
  sku: "VEL-WM1",
  title: "Veldt Washer One",
  category: "Washing machines",
  categoryPath: "laundry/washing-machines",
});

const departments = {
  items: [
    {
      name: "Kitchen",
      slug: "kitchen",
      path: "kitchen",
      uri: "/c/kitchen",
      subCategories: [{ name: "Fridges", slug: "fridges", path: "kitchen/fridges", uri: "/c/kitchen/fridges" }],
    },
    {
      name: "Laundry",
      slug: "laundry",
      path: "laundry",
      uri: "/c/laundry",
      subCategories: [
        { name: "Washing machines", slug: "washing-machines", path: "laundry/washing-machines", uri: "/c/laundry/washing-machines" },
      ],
    },
  ],
};

const everyCategory: Facet = {
  key: "category",
  title: "Category",
  values: [
    { value: "kitchen/fridges", label: "Fridges", count: 1, selected: false },
    { value: "laundry/washing-machines", label: "Washing machines", count: 1, selected: false },
  ],
};

/** The API's listing: every product for `all`, one category's products for a category. */
function listingFor(query: URLSearchParams) {
  const all = listingOf([fridge, washer], { type: "all", title: "All products", uri: "/products" });
  const facets = [everyCategory, ...all.facets.filter((facet) => facet.key !== "category")];
  if (query.get("type") === "all") return { ...all, facets };
  const path = query.get("uri") ?? "";
  const products = [fridge, washer].filter((product) => product.categoryPath?.startsWith(path));
  return listingOf(products, { title: path, facets: all.facets.filter((facet) => facet.key !== "category") });
}

function renderProducts(path = "/products") {
  const api = fakeApi({ "GET /api/listing": ({ url }: { url: URL }) => listingFor(url.searchParams), "GET /api/categories": departments });
  const page = { dehydratedState: { queries: [], mutations: [] }, page: { title: "All products" } };
  const view = renderWithProviders([{ path: "/products", loader: () => page, HydrateFallback: () => null, element: <ProductsRoute /> }], {
    path,
    api: api.client,
  });
  const lastListing = () => api.callsTo("/api/listing").at(-1)?.url.searchParams;
  return { ...view, api, lastListing };
}

describe("the all-products listing (/products)", () => {
  it("lists every product of the shop from the listing's all scope, whatever department it is in", async () => {
    const { lastListing } = renderProducts();
    expect(await screen.findByRole("heading", { name: "Korrin Fridge One" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Veldt Washer One" })).toBeInTheDocument();
    expect(lastListing()?.get("type")).toBe("all");
    expect(lastListing()?.has("uri")).toBe(false);
    const links = screen.getByRole("navigation", { name: "Departments" });
    expect(within(links).getByRole("link", { name: "All departments" })).toHaveAttribute("aria-current", "page");
  });

  it("narrows to one type with the category facet, kept in the address and cleared by its chip", async () => {
    const { router, lastListing } = renderProducts();
    await userEvent.click(await screen.findByRole("link", { name: /Filters/ }));
    const category = screen.getByRole("group", { name: "Category" });
    await userEvent.click(within(category).getByRole("radio", { name: /^Fridges/ }));

    await waitFor(() => expect(router.state.location.search).toBe("?category=kitchen%2Ffridges"));
    await waitFor(() => expect(lastListing()?.get("uri")).toBe("kitchen/fridges"));
    expect(lastListing()?.get("type")).toBe("category");
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Veldt Washer One" })).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { name: "Korrin Fridge One" })).toBeInTheDocument();
    // The department links read the address, which the router commits in a transition of its own.
    await waitFor(() =>
      expect(within(screen.getByRole("navigation", { name: "Departments" })).getByRole("link", { name: "Kitchen" })).toHaveAttribute(
        "aria-current",
        "page",
      ),
    );

    await userEvent.click(screen.getByRole("link", { name: "Remove filter Fridges" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await screen.findByRole("heading", { name: "Veldt Washer One" })).toBeInTheDocument();
  });

  it("narrows to a department with its link, keeping the other filters and going back to the first page", async () => {
    const { router, lastListing } = renderProducts("/products?brand=korrin&page=2");
    const links = await screen.findByRole("navigation", { name: "Departments" });
    await userEvent.click(within(links).getByRole("link", { name: "Laundry" }));

    await waitFor(() => expect(router.state.location.search).toBe("?category=laundry&brand=korrin"));
    await waitFor(() => expect(lastListing()?.get("uri")).toBe("laundry"));
    expect(lastListing()?.get("brand")).toBe("korrin");
    expect(await screen.findByRole("link", { name: "Remove filter Laundry" })).toBeInTheDocument();

    await userEvent.click(within(links).getByRole("link", { name: "All departments" }));
    await waitFor(() => expect(router.state.location.search).toBe("?brand=korrin"));
  });
});
