import { keepPreviousData, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { useApiClient } from "../react/ApiClientProvider";
import {
  autocompleteBrands,
  autocompleteCategories,
  exportDashboardProjects,
  searchDashboardProjects,
  searchProductSkus,
  type DashboardExportRequest,
  type DashboardSearchQuery,
} from "./dashboard";

type Enabled = { enabled?: boolean };

/** The dashboard's query keys, under the projects root (a project change invalidates them too). */
export const dashboardKeys = {
  all: [...queryRoots.projects, "dashboard"] as const,
  search: (query: DashboardSearchQuery) => [...dashboardKeys.all, "search", query] as const,
  brands: (text: string) => [...dashboardKeys.all, "brands", text] as const,
  categories: (text: string) => [...dashboardKeys.all, "categories", text] as const,
  products: (text: string) => [...dashboardKeys.all, "products", text] as const,
};

export const dashboardQueries = {
  search: (client: ApiClient, query: DashboardSearchQuery) =>
    queryOptions({ queryKey: dashboardKeys.search(query), queryFn: ({ signal }) => searchDashboardProjects(client, query, { signal }) }),
  brands: (client: ApiClient, text: string) =>
    queryOptions({ queryKey: dashboardKeys.brands(text), queryFn: ({ signal }) => autocompleteBrands(client, text, { signal }) }),
  categories: (client: ApiClient, text: string) =>
    queryOptions({ queryKey: dashboardKeys.categories(text), queryFn: ({ signal }) => autocompleteCategories(client, text, { signal }) }),
  products: (client: ApiClient, text: string) =>
    queryOptions({ queryKey: dashboardKeys.products(text), queryFn: ({ signal }) => searchProductSkus(client, text, { signal }) }),
};

/** GET /api/v2/project/search; the previous page stays shown while the next loads. */
export function useDashboardSearch(query: DashboardSearchQuery, options: Enabled = {}) {
  return useQuery({ ...dashboardQueries.search(useApiClient(), query), placeholderData: keepPreviousData, ...options });
}

/** The brand autocomplete; asked only for non-blank text. */
export function useBrandAutocomplete(text: string, options: Enabled = {}) {
  return useQuery({ ...dashboardQueries.brands(useApiClient(), text), enabled: text.trim() !== "" && (options.enabled ?? true) });
}

export function useCategoryAutocomplete(text: string, options: Enabled = {}) {
  return useQuery({ ...dashboardQueries.categories(useApiClient(), text), enabled: text.trim() !== "" && (options.enabled ?? true) });
}

export function useProductSkuSearch(text: string, options: Enabled = {}) {
  return useQuery({ ...dashboardQueries.products(useApiClient(), text), enabled: text.trim() !== "" && (options.enabled ?? true) });
}

/** The CSV export (its own status, spec 3 §4 Dashboard): resolves with the file to save. */
export function useDashboardExport() {
  const client = useApiClient();
  return useMutation({ mutationFn: (request: DashboardExportRequest) => exportDashboardProjects(client, request) });
}
