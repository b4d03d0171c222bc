import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { json, serveForTests } from "../test-helpers";
import { catalogueQueries } from "./queries";

const api = serveForTests();

const image = (n: number) => ({
  url: `/i/${n}.svg`,
  thumbUrl: `/i/${n}.svg?size=thumb`,
  path: `/i/${n}.svg`,
  type: "image",
  alt: `view ${n}`,
});
const listing = {
  type: "category",
  title: "Kitchen",
  totalCount: 2,
  products: [
    { sku: "A", images: [image(1), image(2), image(3)] },
    { sku: "B", images: [] },
  ],
  facets: [{ name: "Brand", values: [{ label: "Veldt", value: "veldt", count: 2, selected: false }] }],
};

describe("listing queries: only what the page shows goes into its data (issue 17 item 3)", () => {
  it("keeps each product's first image, the card's, and the rest of the listing", async () => {
    api.server.on("GET", "/api/listing", (_request, response) => json(response, 200, listing));
    const data = await new QueryClient().fetchQuery(catalogueQueries.listing(api.client, { type: "category", uri: "kitchen" }));
    expect(data.products.map((product) => product.images)).toEqual([[image(1)], []]);
    expect(data.facets).toEqual(listing.facets);
    expect(data.totalCount).toBe(2);
  });

  it("answers the home page's featured grid with the products alone, no facets", async () => {
    api.server.on("GET", "/api/listing", (_request, response) => json(response, 200, listing));
    const data = await new QueryClient().fetchQuery(catalogueQueries.featured(api.client, { type: "promotion", uri: "sale", pageSize: 8 }));
    expect(data).toEqual({
      products: [
        { sku: "A", images: [image(1)] },
        { sku: "B", images: [] },
      ],
    });
    expect(api.server.requests[0]?.url).toContain("pageSize=8");
  });
});
