import { cleanDashboardSearchParams, dashboardExportParams, type CleanDashboardOptions, type DashboardSearchParams } from "@storefront/validation/dashboard";
import type { ApiClient, RequestOptions } from "../http/client";
import type { DashboardSearchAnswer } from "./types";

type Call = Pick<RequestOptions, "signal">;

/** spec 3 §5: the parameters are cleaned first (blank dropped, only-my-projects, all time, no customer name). */
export function searchDashboardProjects(
  client: ApiClient,
  params: DashboardSearchParams,
  options: CleanDashboardOptions = {},
  call?: Call,
): Promise<DashboardSearchAnswer> {
  return client.get("/api/v2/project/search", { ...call, query: cleanDashboardSearchParams(params, options) });
}

/** spec 3 §7: the same parameters with limit=-1; the answer is CSV text. */
export function exportDashboardProjects(client: ApiClient, params: DashboardSearchParams, options: CleanDashboardOptions = {}): Promise<string> {
  return client.get("/api/v2/project/export", { query: dashboardExportParams(params, options), headers: { accept: "text/csv" } });
}
