import { useQuery } from "@tanstack/react-query";
import type { CleanDashboardOptions, DashboardSearchParams } from "@storefront/validation/dashboard";
import { useApiClient } from "../react/ApiClientProvider";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import { exportDashboardProjects } from "./api";
import { dashboardQueries } from "./queries";

export function useDashboardSearch(params: DashboardSearchParams, options: Pick<CleanDashboardOptions, "salespersonCode"> = {}) {
  return useQuery(dashboardQueries.search(useApiClient(), params, options));
}

/** The export has its own status (spec 3 §4); it changes nothing cached. */
export function useDashboardExport(options?: MutationOptions<string, { params: DashboardSearchParams; salespersonCode?: string | null }>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    ({ params, salespersonCode }: { params: DashboardSearchParams; salespersonCode?: string | null }) =>
      exportDashboardProjects(client, params, { salespersonCode }),
    () => [],
    options,
  );
}
