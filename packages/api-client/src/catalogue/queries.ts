import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { getCategories, getListing, getManufacturer, getManufacturers, getPromotion, getPromotions } from "./api";
import type { ListingQuery } from "./types";

const HOUR = 60 * 60 * 1000;

export const catalogueKeys = {
  all: queryRoots.catalogue,
  categories: () => [...catalogueKeys.all, "categories"] as const,
  manufacturers: () => [...catalogueKeys.all, "brands"] as const,
  manufacturer: (slug: string) => [...catalogueKeys.manufacturers(), slug] as const,
  listings: () => [...catalogueKeys.all, "listing"] as const,
  listing: (query: ListingQuery) => [...catalogueKeys.listings(), query] as const,
  promotions: () => [...catalogueKeys.all, "promotions"] as const,
  promotion: (slug: string) => [...catalogueKeys.promotions(), slug] as const,
};

export const catalogueQueries = {
  categories: (client: ApiClient) =>
    queryOptions({ queryKey: catalogueKeys.categories(), queryFn: ({ signal }) => getCategories(client, { signal }), staleTime: HOUR }),
  manufacturers: (client: ApiClient) =>
    queryOptions({ queryKey: catalogueKeys.manufacturers(), queryFn: ({ signal }) => getManufacturers(client, { signal }) }),
  manufacturer: (client: ApiClient, slug: string) =>
    queryOptions({ queryKey: catalogueKeys.manufacturer(slug), queryFn: ({ signal }) => getManufacturer(client, slug, { signal }) }),
  listing: (client: ApiClient, query: ListingQuery) =>
    queryOptions({ queryKey: catalogueKeys.listing(query), queryFn: ({ signal }) => getListing(client, query, { signal }) }),
  promotions: (client: ApiClient) =>
    queryOptions({ queryKey: catalogueKeys.promotions(), queryFn: ({ signal }) => getPromotions(client, { signal }) }),
  promotion: (client: ApiClient, slug: string) =>
    queryOptions({ queryKey: catalogueKeys.promotion(slug), queryFn: ({ signal }) => getPromotion(client, slug, { signal }) }),
};
