import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../react/ApiClientProvider";
import { catalogueQueries } from "./queries";
import type { ListingQuery } from "./types";

export function useCategories() {
  return useQuery(catalogueQueries.categories(useApiClient()));
}

/** The manufacturers. Not ui-kit's `useBrand`, which reads the storefront's own brand config. */
export function useManufacturers() {
  return useQuery(catalogueQueries.manufacturers(useApiClient()));
}

export function useManufacturer(slug: string) {
  return useQuery(catalogueQueries.manufacturer(useApiClient(), slug));
}

export function useListing(query: ListingQuery) {
  return useQuery(catalogueQueries.listing(useApiClient(), query));
}

export function usePromotions() {
  return useQuery(catalogueQueries.promotions(useApiClient()));
}

export function usePromotion(slug: string) {
  return useQuery(catalogueQueries.promotion(useApiClient(), slug));
}
