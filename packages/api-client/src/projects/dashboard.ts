/**
 * The performance dashboard's calls (spec 3 §7 GET /api/v2/project/search and /export, the brand,
 * category and product autocompletes; issue 16 item 4). Types from the API's contract. The search
 * form's cleaning (spec 3 §5: blank dropped, numbers and a false culinary flag kept, only my
 * projects, all time) is the page's; these calls send what they are given, leaving out undefined.
 */
import type {
  BrandSuggestions,
  CategorySuggestions,
  DashboardExportQuery,
  DashboardSearchAnswer,
  DashboardSearchQuery,
  ProductSuggestions,
} from "@storefront/api-contract/projects";
import type { ApiClient, RequestOptions } from "../http/client";
import { path } from "../http/query-string";

export type {
  BrandSuggestions,
  CategorySuggestions,
  DashboardColumn,
  DashboardColumnType,
  DashboardExportQuery,
  DashboardRow,
  DashboardSearchAnswer,
  DashboardSearchQuery,
  DashboardSortProperty,
  ProductSuggestions,
  SortDirection,
} from "@storefront/api-contract/projects";

type Call = Pick<RequestOptions, "signal">;
/** The dashboard shows its own failures (spec 3 §8 dashboard messages): no redirect lookup on a 404. */
const own = { redirectOn404: false } as const;

/** The export's query: the search's filters and order; `columns` the paths to export in their order. */
export type DashboardExportRequest = Omit<DashboardExportQuery, "columns"> & { columns?: readonly string[] };

/** The downloaded export: the file name the API gave and the CSV as a Blob (UTF-8 with its BOM, for spreadsheets). */
export interface DashboardExportFile {
  fileName: string;
  blob: Blob;
}

/** GET /api/v2/project/search: one page (from 0, 13 rows by default), totalCount and tooMany (> 2000). */
export function searchDashboardProjects(client: ApiClient, query: DashboardSearchQuery, call?: Call): Promise<DashboardSearchAnswer> {
  return client.get("/api/v2/project/search", { ...call, ...own, query: { ...query } });
}

/** The address of the export (GET /api/v2/project/export), limit -1 (every row) unless given. */
export function dashboardExportUrl(client: ApiClient, { columns, ...request }: DashboardExportRequest): string {
  return client.url("/api/v2/project/export", { limit: -1, ...request, columns: columns?.length ? columns.join(",") : undefined });
}

/**
 * GET /api/v2/project/export?…&limit=-1: every matching row as CSV, with the bearer token (so not a
 * plain link). The body is read as text, which drops the BOM; the Blob puts it back.
 */
export async function exportDashboardProjects(
  client: ApiClient,
  { columns, ...request }: DashboardExportRequest,
  call?: Call,
): Promise<DashboardExportFile> {
  const query = { limit: -1, ...request, columns: columns?.length ? columns.join(",") : undefined };
  const response = await client.send<string>("GET", "/api/v2/project/export", { ...call, ...own, query });
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "projects.csv";
  const text = typeof response.data === "string" ? response.data.replace(/^\uFEFF/, "") : "";
  return { fileName, blob: new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" }) };
}

/** GET /api/brand/autocomplete/{text}: at most 10 brand names. */
export function autocompleteBrands(client: ApiClient, text: string, call?: Call): Promise<BrandSuggestions> {
  return client.get(path`/api/brand/autocomplete/${text}`, { ...call, ...own });
}

/** GET /api/category/autocomplete/{text}: at most 10 categories with their paths (the search's category filter). */
export function autocompleteCategories(client: ApiClient, text: string, call?: Call): Promise<CategorySuggestions> {
  return client.get(path`/api/category/autocomplete/${text}`, { ...call, ...own });
}

/** GET /api/product/search/{text}: at most 10 products as {sku, name} (the search's sku filter). */
export function searchProductSkus(client: ApiClient, text: string, call?: Call): Promise<ProductSuggestions> {
  return client.get(path`/api/product/search/${text}`, { ...call, ...own });
}
