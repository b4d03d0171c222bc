import type { DashboardExportRequest, DashboardSearchQuery } from "@storefront/api-client/projects";
import {
  DASHBOARD_LIMITS,
  DASHBOARD_SORT_PROPERTIES,
  SORT_DIRECTIONS,
  type DashboardSortProperty,
  type SortDirection,
} from "@storefront/api-contract/projects";
import { pageCount } from "@storefront/validation/pagination";

/**
 * The performance dashboard's search (spec 3 §3 "Search params", §5 "Dashboard search", §9):
 * what the form holds, the cleaning that turns it into the query of GET /api/v2/project/search
 * and /export, and the paging maths.
 */

/** spec 3 §9: 13 projects a page; page index from 0, shown plus one. */
export const DASHBOARD_PAGE_SIZE = DASHBOARD_LIMITS.pageSize;

export { SORT_DIRECTIONS, type SortDirection };

/** The search form's fields (spec 3 §3 search params, with the store view and the autocompletes). */
export interface DashboardFilters {
  /** yyyy-mm-dd from the date input, or "". */
  fromDate: string;
  toDate: string;
  allTime: boolean;
  onlyMyProjects: boolean;
  /** The store view's storeUri, or "". */
  store: string;
  salespersonCode: string;
  /** Not sent (spec 3 §5): filters the loaded page in the browser. */
  customerName: string;
  brand: string;
  category: string;
  sku: string;
  showCulinaryBookings: boolean;
}

export interface DashboardSort {
  sortProperty: string;
  sortDirection: SortDirection;
}

/** One search: the filters, the sort and the page (from 0). */
export interface DashboardSearch extends DashboardFilters, DashboardSort {
  page: number;
  limit: number;
}

export const EMPTY_FILTERS: DashboardFilters = {
  fromDate: "",
  toDate: "",
  allTime: false,
  onlyMyProjects: false,
  store: "",
  salespersonCode: "",
  customerName: "",
  brand: "",
  category: "",
  sku: "",
  showCulinaryBookings: false,
};

export const INITIAL_SEARCH: DashboardSearch = {
  ...EMPTY_FILTERS,
  sortProperty: "",
  sortDirection: "None",
  page: 0,
  limit: DASHBOARD_PAGE_SIZE,
};

export interface CleaningContext {
  /** The signed-in staff member's salesperson code (account info, spec 3 §3, §6). */
  salespersonCode: string | null | undefined;
  /** The moment of the search ('All time' ends now). */
  now: Date;
  /**
   * A customer's e-mail from the page's address (`?customerEmail=`, the staff panel's link to all
   * projects of a customer, spec 3 §2): only their projects, whatever the form says.
   */
  customerEmail?: string;
}

function localDay(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

/** spec 3 §5, §9: 'All time' from 2016-01-01 at the start of the day (UTC, the contract's). */
const ALL_TIME_FROM = `${DASHBOARD_LIMITS.allTimeStart}T00:00:00.000Z`;

/** The start of a local day as an ISO instant. */
function startOfDay({ year, month, day }: { year: number; month: number; day: number }): string {
  return new Date(year, month - 1, day, 0, 0, 0, 0).toISOString();
}

/** The end of a local day as an ISO instant (the 'To date' day is included). */
function endOfDay({ year, month, day }: { year: number; month: number; day: number }): string {
  return new Date(year, month - 1, day, 23, 59, 59, 999).toISOString();
}

/** Blank: missing, null, or a string of spaces. Numbers (0 too) are never blank. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * spec 3 §5 "Dashboard search", exactly:
 * - blank params are dropped, but numbers (page 0 too) and the culinary flag set to false are kept;
 *   other false flags ('All time', 'Only my projects' off) are dropped with the blanks;
 * - 'Only my projects' sends the logged-in salesperson code (account info), in place of the form's;
 * - 'All time' sets fromDate to 2016-01-01 at the start of the day (UTC, as the contract reads it)
 *   and toDate to now;
 * - the customer name is not sent.
 * Form dates go as the start of the 'From date' day and the end of the 'To date' day, in the
 * browser's time zone (ours: the spec is silent).
 */
export function cleanSearchParams(search: DashboardSearch, { salespersonCode, now, customerEmail }: CleaningContext): DashboardSearchQuery {
  const from = localDay(search.fromDate);
  const to = localDay(search.toDate);
  const raw: Record<string, unknown> = {
    page: search.page,
    limit: search.limit,
    fromDate: search.allTime ? ALL_TIME_FROM : from ? startOfDay(from) : "",
    toDate: search.allTime ? now.toISOString() : to ? endOfDay(to) : "",
    allTime: search.allTime,
    onlyMyProjects: search.onlyMyProjects,
    salespersonCode: search.onlyMyProjects ? (salespersonCode ?? "") : search.salespersonCode,
    store: search.store,
    brand: search.brand,
    category: search.category,
    sku: search.sku,
    sortProperty: search.sortDirection !== "None" && isSortProperty(search.sortProperty) ? search.sortProperty : "",
    sortDirection: search.sortDirection,
    showCulinaryBookings: search.showCulinaryBookings,
    customerEmail,
  };
  const query: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (isBlank(value)) continue;
    if (value === false && key !== "showCulinaryBookings") continue;
    if (typeof value === "string") query[key] = value.trim();
    else if (typeof value === "number" || typeof value === "boolean") query[key] = value;
  }
  // The keys and value types are the contract's: built above from the typed search.
  return query as DashboardSearchQuery;
}

function isSortProperty(path: string): path is DashboardSortProperty {
  return (DASHBOARD_SORT_PROPERTIES as readonly string[]).includes(path);
}

/** The export's query: the same search and order, every matching row (limit -1, spec 3 §9), the given columns in order. */
export function exportQuery(search: DashboardSearch, context: CleaningContext, columns: readonly string[]): DashboardExportRequest {
  const { page: _page, limit: _limit, ...filters } = cleanSearchParams(search, context);
  return { ...filters, limit: DASHBOARD_LIMITS.exportAll, columns: [...columns] };
}

/** The next direction when a column header is pressed: None → Ascending → Descending → None. */
export function nextSortDirection(current: DashboardSort, path: string): DashboardSort {
  if (current.sortProperty !== path || current.sortDirection === "None") return { sortProperty: path, sortDirection: "Ascending" };
  if (current.sortDirection === "Ascending") return { sortProperty: path, sortDirection: "Descending" };
  return { sortProperty: "", sortDirection: "None" };
}

/** aria-sort of a column's header. */
export function ariaSort(sort: DashboardSort, path: string): "ascending" | "descending" | "none" {
  if (sort.sortProperty !== path) return "none";
  return sort.sortDirection === "Ascending" ? "ascending" : sort.sortDirection === "Descending" ? "descending" : "none";
}

/** Paging (spec 3 §9): pages of 13, index from 0, shown plus one; at least one page. */
export function dashboardPaging(page: number, totalCount: number, pageSize: number = DASHBOARD_PAGE_SIZE) {
  const pages = Math.max(1, pageCount(totalCount, pageSize));
  const index = Math.min(Math.max(0, Math.floor(page)), pages - 1);
  return { index, shown: index + 1, pages, hasPrevious: index > 0, hasNext: index + 1 < pages };
}

/** spec 3 §9: more than 2000 results are too many. */
export function isTooMany(totalCount: number): boolean {
  return totalCount > DASHBOARD_LIMITS.tooManyThreshold;
}
