/**
 * Performance dashboard rules, spec 3 §5 and §9. The dashboard's columns (their dedupe and the
 * version 1 to 2 migration of spec 3 §5) are @storefront/projects' (`dashboard/columns.ts`): they
 * are api-contract's DASHBOARD_COLUMNS, which this package cannot import.
 */

/** spec 3 §9. */
export const DASHBOARD_PAGE_SIZE = 13;
export const DASHBOARD_TOO_MANY_RESULTS = 2000;
export const DASHBOARD_EXPORT_LIMIT = -1;

export type SortDirection = "None" | "Ascending" | "Descending";

/** The search form's values (spec 3 §3). */
export interface DashboardSearchParams {
  page?: number | null;
  limit?: number | null;
  fromDate?: string | Date | null;
  toDate?: string | Date | null;
  allTime?: boolean | null;
  onlyMyProjects?: boolean | null;
  salespersonCode?: string | null;
  customerName?: string | null;
  sortProperty?: string | null;
  sortDirection?: SortDirection | number | null;
  showCulinaryBookings?: boolean | null;
}

export type CleanDashboardParams = Record<string, string | number | boolean>;

export interface CleanDashboardOptions {
  /** The signed-in salesperson's code, used with 'only my projects'. */
  salespersonCode?: string | null;
  /** The moment 'all time' ends; now by default. */
  now?: Date;
}

/** spec 3 §5: 'all time' starts at 2016-01-01, start of day (local time). */
export function allTimeStart(): Date {
  return new Date(2016, 0, 1, 0, 0, 0, 0);
}

/**
 * spec 3 §5: the parameters a dashboard search sends. Blank values are dropped, but numbers
 * (0 included) and showCulinaryBookings=false are kept; 'only my projects' sends the signed-in
 * salesperson's code; 'all time' runs from 2016-01-01 to now; the customer name is not sent.
 * Dates go as ISO 8601 text.
 */
export function cleanDashboardSearchParams(params: DashboardSearchParams, options: CleanDashboardOptions = {}): CleanDashboardParams {
  const values: Record<string, unknown> = { ...params };
  delete values.customerName;
  if (params.onlyMyProjects) values.salespersonCode = options.salespersonCode ?? params.salespersonCode;
  if (params.allTime) {
    values.fromDate = allTimeStart();
    values.toDate = options.now ?? new Date();
  }
  const cleaned: CleanDashboardParams = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === "number") {
      if (Number.isFinite(value)) cleaned[key] = value;
    } else if (value instanceof Date) {
      if (!Number.isNaN(value.getTime())) cleaned[key] = value.toISOString();
    } else if (typeof value === "boolean") {
      if (value || key === "showCulinaryBookings") cleaned[key] = value;
    } else if (typeof value === "string" && value.trim() !== "") {
      cleaned[key] = value;
    }
  }
  return cleaned;
}

/** spec 3 §7 and §9: the export sends the same parameters with limit=-1. */
export function dashboardExportParams(params: DashboardSearchParams, options: CleanDashboardOptions = {}): CleanDashboardParams {
  return { ...cleanDashboardSearchParams(params, options), limit: DASHBOARD_EXPORT_LIMIT };
}

/** spec 3 §9: more than 2000 results set the too-many flag. */
export function hasTooManyResults(totalCount: number): boolean {
  return totalCount > DASHBOARD_TOO_MANY_RESULTS;
}

export interface ExpiringEntry<T> {
  value: T;
  /** Epoch milliseconds after which the entry is dropped. */
  expiry?: number | null;
}

/** spec 3 §5: a stored entry with an expiry is dropped once expired; without one it stays. */
export function readExpiringEntry<T>(entry: ExpiringEntry<T> | null | undefined, now: number): T | undefined {
  if (!entry) return undefined;
  if (typeof entry.expiry === "number" && entry.expiry <= now) return undefined;
  return entry.value;
}
