import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { getCategories, getListing, getManufacturer, getManufacturers, getPromotion, getPromotions } from "./api";
import type { Listing, ListingQuery } from "./types";

const HOUR = 60 * 60 * 1000;

export const catalogueKeys = {
  all: queryRoots.catalogue,
  categories: () => [...catalogueKeys.all, "categories"] as const,
  manufacturers: () => [...catalogueKeys.all, "brands"] as const,
  manufacturer: (slug: string) => [...catalogueKeys.manufacturers(), slug] as const,
  listings: () => [...catalogueKeys.all, "listing"] as const,
  listing: (query: ListingQuery) => [...catalogueKeys.listings(), query] as const,
  featured: (query: ListingQuery) => [...catalogueKeys.all, "featured", query] as const,
  promotions: () => [...catalogueKeys.all, "promotions"] as const,
  promotion: (slug: string) => [...catalogueKeys.promotions(), slug] as const,
};

/**
 * A listing as the pages show it: a product card shows a product's first image, so the others
 * are left out. The cached listing is what the server puts in the page for hydration, and the
 * gallery images were about a third of a category page's loader data (issue 17 item 3).
 */
function forCards(listing: Listing): Listing {
  const products = listing.products.map((product) =>
    product.images.length > 1 ? { ...product, images: product.images.slice(0, 1) } : product,
  );
  return { ...listing, products };
}

/** The products of a listing and nothing else: the home page's featured grid has no filters or paging. */
export interface FeaturedListing {
  products: Listing["products"];
}

export const catalogueQueries = {
  categories: (client: ApiClient) =>
    queryOptions({ queryKey: catalogueKeys.categories(), queryFn: ({ signal }) => getCategories(client, { signal }), staleTime: HOUR }),
  manufacturers: (client: ApiClient) =>
    queryOptions({ queryKey: catalogueKeys.manufacturers(), queryFn: ({ signal }) => getManufacturers(client, { signal }) }),
  manufacturer: (client: ApiClient, slug: string) =>
    queryOptions({ queryKey: catalogueKeys.manufacturer(slug), queryFn: ({ signal }) => getManufacturer(client, slug, { signal }) }),
  listing: (client: ApiClient, query: ListingQuery) =>
    queryOptions({
      queryKey: catalogueKeys.listing(query),
      queryFn: async ({ signal }) => forCards(await getListing(client, query, { signal })),
    }),
  /** A listing's products for a grid without filters (the home page's featured products): no facets in the page's data. */
  featured: (client: ApiClient, query: ListingQuery) =>
    queryOptions({
      queryKey: catalogueKeys.featured(query),
      queryFn: async ({ signal }): Promise<FeaturedListing> => ({
        products: forCards(await getListing(client, query, { signal })).products,
      }),
    }),
  promotions: (client: ApiClient) =>
    queryOptions({ queryKey: catalogueKeys.promotions(), queryFn: ({ signal }) => getPromotions(client, { signal }) }),
  promotion: (client: ApiClient, slug: string) =>
    queryOptions({ queryKey: catalogueKeys.promotion(slug), queryFn: ({ signal }) => getPromotion(client, slug, { signal }) }),
};
