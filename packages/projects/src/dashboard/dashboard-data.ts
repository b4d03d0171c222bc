import { useQuery } from "@tanstack/react-query";
import { dashboardQueries, type DashboardSearchQuery } from "@storefront/api-client/projects";
import { useApiClient } from "@storefront/api-client/react";

/**
 * GET /api/v2/project/search for the dashboard. Unlike the client's `useDashboardSearch` (which
 * keeps the previous page shown), a new search clears the list while it loads (spec 3 §4
 * "A search sets status Loading and clears the list").
 */
export function useDashboardResults(query: DashboardSearchQuery) {
  return useQuery(dashboardQueries.search(useApiClient(), query));
}
