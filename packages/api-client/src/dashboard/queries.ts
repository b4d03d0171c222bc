import { cleanDashboardSearchParams, type CleanDashboardOptions, type DashboardSearchParams } from "@storefront/validation/dashboard";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { searchDashboardProjects } from "./api";

export const dashboardKeys = {
  all: queryRoots.dashboard,
  searches: () => [...dashboardKeys.all, "search"] as const,
  /** Keyed by the cleaned parameters, so equivalent searches share a cache entry. */
  search: (params: DashboardSearchParams, options: Pick<CleanDashboardOptions, "salespersonCode"> = {}) =>
    [...dashboardKeys.searches(), cleanDashboardSearchParams({ ...params, allTime: false }, options), Boolean(params.allTime)] as const,
};

export const dashboardQueries = {
  search: (client: ApiClient, params: DashboardSearchParams, options: Pick<CleanDashboardOptions, "salespersonCode"> = {}) =>
    queryOptions({
      queryKey: dashboardKeys.search(params, options),
      queryFn: ({ signal }) => searchDashboardProjects(client, params, options, { signal }),
    }),
};
